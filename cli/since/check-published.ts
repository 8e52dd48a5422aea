import { type Diagnostic, diagnostic } from '../../manifest/diagnostics.ts';
import { follow } from '../../manifest/plan/resolve.ts';
import type { PlanLocale, SitePlan } from '../../manifest/plan/types.ts';
import { lostCause } from './lost-cause.ts';
import type { Published } from './published.ts';

/** A URL of a previous build that now ends in 404. */
interface Lost {
  url: string;
  since: string;
  before: number;
  site: string;
  locale: PlanLocale;
  /** Its path without the locale prefix (`/alternatives/x`): the `from` of the redirect to add. */
  bare: string;
}

/**
 * `site check --since`: every URL a previous build published (its pages, and the exact redirect
 * sources of its meta) resolved against the current plan with resolve() and followed across the
 * plan's sites. A URL whose first answer is 404 is `PUBLISHED_URL_LOST`, with the manifest change
 * behind it (best effort) and the exact `redirects.paths` entry that keeps it, one entry per old
 * path for all its locales; one whose redirects end in 404 (or loop) is `PUBLISHED_REDIRECT_BROKEN`.
 */
export function checkPublished(plan: SitePlan, inputs: readonly Published[]): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const lost: Lost[] = [];
  for (const input of inputs) {
    const site = input.site ?? siteByOverlap(plan, input.pages);
    const requests = [...input.pages.map((url) => ({ url, before: 200 })), ...input.redirects.map(({ path, status }) => ({ url: path, before: status }))];
    const seen = new Set<string>();
    for (const { url, before } of requests) {
      const target = targetOf(plan, url, site);
      if (seen.has(`${target.site}|${target.path}`)) continue;
      seen.add(`${target.site}|${target.path}`);
      const origin = plan.sites.find((candidate) => candidate.id === target.site)?.origin ?? '';
      const shown = /^https?:/.test(url) ? url : `${origin}${url}`;
      if (!target.known) {
        diagnostics.push(diagnostic('PUBLISHED_URL_LOST', { url: shown, since: input.file, before, cause: `its origin is no longer one of the sites (${plan.sites.map((s) => s.origin).join(', ')}; manifest/site/domains.ts)`, entry: '' }, { file: input.file }));
        continue;
      }
      const { hops, loop } = follow(plan, target.site, target.path);
      const first = hops[0]?.resolution;
      const last = hops.at(-1)?.resolution;
      if (!first || !last) continue;
      if (first.status === 404) {
        const locale = plan.locales.find((candidate) => candidate.code === first.locale && candidate.site === target.site) ?? plan.locales.find((candidate) => candidate.code === first.locale);
        if (locale) lost.push({ url: shown, since: input.file, before, site: target.site, locale, bare: target.path.slice(locale.prefix.length) || '/' });
      } else if (loop || last.status === 404) {
        const rule = first.status === 301 || first.status === 302 ? (first.rule?.source ?? first.steps.at(-1)?.source ?? 'redirects') : 'redirects';
        const finalHop = hops.at(-1);
        const finalOrigin = plan.sites.find((candidate) => candidate.id === finalHop?.site)?.origin ?? '';
        const location = 'location' in first ? first.location : '';
        diagnostics.push(diagnostic('PUBLISHED_REDIRECT_BROKEN', { url: shown, since: input.file, location, final: loop ? `${location} (a loop)` : `${finalOrigin}${finalHop?.request ?? ''}`, rule }, { file: input.file, path: rule, locale: first.locale }));
      }
    }
  }
  return [...diagnostics, ...lostDiagnostics(plan, lost)];
}

/** One `PUBLISHED_URL_LOST` per URL; the hint's redirect entry covers every locale its old path was lost in. */
function lostDiagnostics(plan: SitePlan, lost: readonly Lost[]): Diagnostic[] {
  const byBare = new Map<string, Lost[]>();
  for (const entry of lost) byBare.set(entry.bare, [...(byBare.get(entry.bare) ?? []), entry]);
  const out: Diagnostic[] = [];
  for (const [bare, entries] of byBare) {
    const locales = [...new Set(entries.map((entry) => entry.locale.code))];
    const to = redirectTarget(plan, bare, entries.map((entry) => entry.locale));
    const allLocales = plan.locales.every((locale) => locales.includes(locale.code));
    const entry = `{ from: '${bare}', to: '${to}'${allLocales ? '' : `, locales: [${locales.map((code) => `'${code}'`).join(', ')}]`} }`;
    for (const item of entries) {
      out.push(diagnostic('PUBLISHED_URL_LOST', { url: item.url, since: item.since, before: item.before, cause: lostCause(plan, bare, item.locale.code), entry }, { file: item.since, path: 'redirects.paths', locale: item.locale.code }));
    }
  }
  return out;
}

/** The closest parent of `bare` that is a page in every one of `locales` (`/alternatives/x` → `/alternatives` or `/`). */
function redirectTarget(plan: SitePlan, bare: string, locales: readonly PlanLocale[]): string {
  const pages = new Set(plan.pages.map((page) => `${page.site}|${page.path}`));
  const segments = bare.split('/').filter(Boolean);
  for (let length = segments.length - 1; length > 0; length--) {
    const candidate = `/${segments.slice(0, length).join('/')}`;
    if (locales.every((locale) => pages.has(`${locale.site}|${locale.prefix}${candidate}`))) return candidate;
  }
  return '/';
}

/** The site and path of a published URL: an absolute URL by its origin, a path on `site`. */
function targetOf(plan: SitePlan, url: string, site: string): { site: string; path: string; known: boolean } {
  const absolute = /^(https?:\/\/[^/?#]+)(.*)$/.exec(url);
  if (!absolute) return { site, path: url.startsWith('/') ? url : `/${url}`, known: true };
  const owner = plan.sites.find((candidate) => candidate.origin === absolute[1]);
  return owner ? { site: owner.id, path: absolute[2] || '/', known: true } : { site, path: absolute[2] || '/', known: false };
}

/** The site whose pages share the most paths with a published list (the first site on a tie). */
function siteByOverlap(plan: SitePlan, urls: readonly string[]): string {
  const paths = new Set(urls.filter((url) => url.startsWith('/')));
  let best = plan.sites[0]?.id ?? '';
  let most = -1;
  for (const site of plan.sites) {
    const count = plan.pages.filter((page) => page.site === site.id && paths.has(page.path)).length;
    if (count > most) [best, most] = [site.id, count];
  }
  return best;
}
