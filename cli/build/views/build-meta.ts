import type { PlannedPage, Rule, RuleSet } from '../../../manifest/plan/types.ts';
import type { OutputFile } from '../output.ts';

/** A built site root's record of its latest build (`{ id, timestamp }`): what marks a folder as one site's output. */
export const LATEST_BUILD = 'builds/latest.json';

/** One route rule of `builds/meta/{id}.json`, in the shape Nuxt's app manifest uses. */
export interface MetaRouteRule {
  redirect: { to: string; statusCode: number };
}

/** `builds/meta/{id}.json` (spec 7): the build's route rules, its prerendered paths and their page ids. */
export interface BuildMetaFile {
  id: string;
  timestamp: number;
  /** Redirect rules by path pattern (`/x` exact, `/x/**` everything below), first rule of a pattern wins. */
  routeRules: Record<string, MetaRouteRule>;
  /** Every page path of the site. */
  prerendered: string[];
  /** `pageIds[i]` is the content id (`RuntimePage.id`) of `prerendered[i]`. */
  pageIds: string[];
}

/**
 * `builds/latest.json` (`{id, timestamp}`, polled by the runtime) and `builds/meta/{id}.json` of
 * one site (spec 4, 7). A page knows the id of its own content, not of the build, so that a build
 * rewrites only the pages it changes; the meta says which content each path has in this build, so
 * a page can tell whether the latest build still serves it as it is (`runtime/build/page-build.ts`).
 */
export function buildMetaFiles(pages: readonly PlannedPage[], rules: RuleSet | undefined, build: { id: string; now: Date; pageIds: ReadonlyMap<string, string> }): OutputFile[] {
  const timestamp = build.now.getTime();
  const meta: BuildMetaFile = {
    id: build.id,
    timestamp,
    routeRules: routeRulesOf(rules?.rules ?? []),
    prerendered: pages.map((page) => page.path),
    pageIds: pages.map((page) => build.pageIds.get(`${page.site}|${page.path}`) ?? ''),
  };
  return [
    { path: LATEST_BUILD, contents: `${JSON.stringify({ id: build.id, timestamp })}\n` },
    { path: `builds/meta/${build.id}.json`, contents: `${JSON.stringify(meta)}\n` },
  ];
}

/** The site's redirect rules as route rules: exact paths as they are, prefixes and segments with `/**`. */
export function routeRulesOf(rules: readonly Rule[]): Record<string, MetaRouteRule> {
  const out: Record<string, MetaRouteRule> = {};
  for (const rule of rules) {
    const to = rule.to.type === 'path' ? rule.to.path : rule.to.type === 'url' ? rule.to.url : `${rule.to.base}**`;
    const redirect = { redirect: { to, statusCode: rule.status } };
    const patterns = rule.match.type === 'exact' ? [rule.match.path] : rule.match.type === 'prefix' ? [`${rule.match.prefix}**`] : [rule.match.path, `${rule.match.path}/**`];
    for (const pattern of patterns) out[pattern] ??= redirect;
  }
  return out;
}
