import { follow, type Resolution, resolve } from '../../manifest/plan/resolve.ts';
import type { SitePlan } from '../../manifest/plan/types.ts';
import { type CliIO, type ExitCode, styler } from '../io.ts';
import { writeLocaleHint } from './explain-locale-hint.ts';

const EXPLAIN_FORMATS = ['text', 'json'] as const;
export type ExplainFormat = (typeof EXPLAIN_FORMATS)[number];

/** The JSON shape of `site explain --format json`. */
export interface ExplainResult {
  site: string;
  request: string;
  locale: string;
  status: number;
  location?: string;
  page?: { path: string; url: string; template: string; route: string; locale: string };
  steps: Resolution['steps'];
  /** With --follow: every hop until a page, a 404 or another host. */
  hops?: { site: string; request: string; status: number; location?: string }[];
}

/** Splits `https://host/path?q` into the site it belongs to and the path; plain paths keep the site given. */
export function targetOf(plan: SitePlan, input: string, site: string): { site: string; request: string } | { error: string } {
  const absolute = /^(https?:\/\/[^/?#]+)(.*)$/.exec(input);
  if (!absolute) return { site, request: input };
  const owner = plan.sites.find((candidate) => candidate.origin === absolute[1]);
  if (!owner) return { error: `${absolute[1]} is not one of the sites: ${plan.sites.map((s) => `${s.id} (${s.origin})`).join(', ')}.` };
  return { site: owner.id, request: absolute[2] || '/' };
}

export function explain(plan: SitePlan, input: string, options: { site: string; follow?: boolean }): ExplainResult | { error: string } {
  const target = targetOf(plan, input, options.site);
  if ('error' in target) return target;
  if (!plan.sites.some((site) => site.id === target.site)) return { error: `unknown site "${target.site}". Sites: ${plan.sites.map((site) => site.id).join(', ')}.` };
  const resolution = resolve(plan, target.site, target.request);
  const result: ExplainResult = { site: target.site, request: target.request, locale: resolution.locale, status: resolution.status, steps: resolution.steps };
  if ('location' in resolution) result.location = resolution.location;
  if ('page' in resolution && resolution.page) {
    const { path, url, template, route, locale } = resolution.page;
    result.page = { path, url, template, route, locale };
  }
  if (options.follow) {
    result.hops = follow(plan, target.site, target.request).hops.map((hop) => ({
      site: hop.site,
      request: hop.request,
      status: hop.resolution.status,
      ...('location' in hop.resolution ? { location: hop.resolution.location } : {}),
    }));
  }
  return result;
}

/** `site explain <path?query>`: each rule that fired with its manifest path, then the answer. */
export function runExplain(plan: SitePlan, input: string, options: { site: string; format: ExplainFormat; follow?: boolean }, io: CliIO): ExitCode {
  const result = explain(plan, input, options);
  if ('error' in result) {
    io.stderr.write(`site explain: ${result.error}\n`);
    return 2;
  }
  writeLocaleHint(plan, result, io);
  if (options.format === 'json') {
    io.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
    return 0;
  }
  const s = styler(io);
  const origin = plan.sites.find((site) => site.id === result.site)?.origin ?? '';
  const lines = [`${s.bold(`GET ${result.request}`)} on ${result.site} (${origin}), locale ${result.locale}`];
  result.steps.forEach((step, index) => lines.push(`  ${index + 1}. ${step.kind.padEnd(10)} ${s.cyan(step.source)}\n     ${step.name}: ${step.detail}`));
  if (result.status === 200 && result.page) lines.push(s.green(`→ 200 ${result.page.template} page ${result.page.url}`));
  else if (result.location) lines.push(s.yellow(`→ ${result.status} Location: ${result.location}`));
  else lines.push(s.red(`→ 404${result.page ? ` (page ${result.page.path})` : ''}: Page not found: ${result.request.split('?')[0]}`));
  if (result.hops) {
    lines.push('hops:');
    for (const hop of result.hops) lines.push(`  ${hop.site} ${hop.request} → ${hop.status}${hop.location ? ` ${hop.location}` : ''}`);
  }
  io.stdout.write(`${lines.join('\n')}\n`);
  return 0;
}
