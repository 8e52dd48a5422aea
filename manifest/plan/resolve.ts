import { formatLocation } from './location.ts';
import { pageIndexOf } from './page-index.ts';
import { lookupRequest, splitRequest, type NormalizeStep } from './request.ts';
import { ruleMatches, ruleRest, ruleTarget } from './rule-match.ts';
import type { PlannedPage, PlanSite, Rule, SitePlan } from './types.ts';

/** One rule that fired while resolving a request. */
export interface ResolveStep {
  kind: 'normalize' | 'rule' | 'home-query' | 'page' | 'not-found';
  /** What fired: a normalisation name, a rule id, or a route id. */
  name: string;
  /** Manifest path of the data behind it. */
  source: string;
  detail: string;
}

interface Common {
  site: string;
  /** URL code of the locale the path belongs to. */
  locale: string;
  steps: ResolveStep[];
}

/** The final answer for a request: a page, one redirect hop, or not found (with the locale's 404 page). */
export type Resolution =
  | (Common & { status: 200; page: PlannedPage })
  | (Common & { status: 301 | 302; location: string; rule?: Rule })
  | (Common & { status: 404; page?: PlannedPage });

const NORMALIZE_SOURCES: Record<NormalizeStep, string> = {
  backslashes: 'redirects.normalize.backslashes',
  duplicateSlashes: 'redirects.normalize.duplicateSlashes',
  htmlSuffix: 'redirects.normalize.htmlSuffix',
  trailingSlash: 'redirects.normalize.trailingSlash',
};

interface PlanIndex {
  /** Per site: the rules in a form for fast first-match lookup. */
  rules: Map<string, RuleIndex>;
  siteByOrigin: Map<string, PlanSite>;
  homes: Map<string, Set<string>>;
}

/** Exact rules by path (first of each path, with its position) and the other rules in order. */
interface RuleIndex {
  exact: Map<string, { rule: Rule; at: number }>;
  broad: { rule: Rule; at: number }[];
}

const indexes = new WeakMap<SitePlan, PlanIndex>();

function indexOf(plan: SitePlan): PlanIndex {
  let index = indexes.get(plan);
  if (!index) {
    index = {
      siteByOrigin: new Map(plan.sites.map((site) => [site.origin, site])),
      homes: new Map(Object.values(plan.ruleSets).map((set) => [set.site, new Set(set.prefixedHomes)])),
      rules: new Map(Object.values(plan.ruleSets).map((set) => [set.site, indexRules(set.rules)])),
    };
    indexes.set(plan, index);
  }
  return index;
}

/** Indexes an ordered rule list; `firstRule` then gives the same first match as a scan, in any order. */
function indexRules(rules: readonly Rule[]): RuleIndex {
  const exact = new Map<string, { rule: Rule; at: number }>();
  const broad: { rule: Rule; at: number }[] = [];
  rules.forEach((rule, at) => {
    if (rule.match.type !== 'exact') broad.push({ rule, at });
    else if (!exact.has(rule.match.path)) exact.set(rule.match.path, { rule, at });
  });
  return { exact, broad };
}

function firstRule(index: RuleIndex, path: string): Rule | undefined {
  const exact = index.exact.get(path);
  for (const { rule, at } of index.broad) {
    if (exact && at > exact.at) break;
    if (ruleMatches(rule, path)) return rule;
  }
  return exact?.rule;
}

/**
 * The reference semantics of the whole site: what `site` answers for `pathAndQuery` on a site.
 * Normalisation (D3) and the first matching rule compose into one hop; a prefixed home with a
 * query takes the `/de/?…` form; anything else is a page or a 404.
 */
export function resolve(plan: SitePlan, siteId: string, pathAndQuery: string): Resolution {
  const ruleSet = plan.ruleSets[siteId];
  const site = plan.sites.find((candidate) => candidate.id === siteId);
  if (!ruleSet || !site) throw new Error(`Unknown site "${siteId}"; sites: ${plan.sites.map((s) => s.id).join(', ')}`);
  const index = indexOf(plan);
  const homes = index.homes.get(siteId) ?? new Set<string>();

  const request = splitRequest(pathAndQuery);
  const { normal, homeForm, lookup } = lookupRequest(request, ruleSet.normalize, ruleSet.prefixedHomes);
  const steps: ResolveStep[] = normal.steps.map((step) => ({
    kind: 'normalize',
    name: step,
    source: NORMALIZE_SOURCES[step],
    detail: `${request.path} → ${normal.path}`,
  }));
  const changed = normal.steps.length > 0;
  const locale = localeOf(plan, site, lookup);
  const base = { site: siteId, locale, steps };

  const rule = firstRule(index.rules.get(siteId) ?? indexRules(ruleSet.rules), lookup);
  if (rule) {
    if (rule.kind === 'locale-site' && rule.to.type === 'splat' && rule.to.base === site.origin) {
      return resolveOwnLocalePrefix(plan, siteId, rule, lookup, request.query, base);
    }
    const target = ruleTarget(rule, lookup);
    const location = buildLocation(plan, siteId, target, rule.query === 'keep' ? request.query : '');
    steps.push({ kind: 'rule', name: rule.id, source: rule.source, detail: `${rule.kind} ${rule.status} → ${location}${rule.note ? ` (${rule.note})` : ''}` });
    return { ...base, status: rule.status, location, rule };
  }

  const page = pageIndexOf(plan.pages).atPath(siteId, lookup);
  if (page) {
    const needsHomeForm = ruleSet.normalize.homeQuerySlash && request.query !== '' && homes.has(lookup) && !homeForm;
    if (changed || needsHomeForm) {
      if (needsHomeForm) steps.push({ kind: 'home-query', name: 'homeQuerySlash', source: 'redirects.normalize.homeQuerySlash', detail: `${lookup}?… → ${lookup}/?…` });
      steps.push(pageStep(page));
      return { ...base, status: 301, location: buildLocation(plan, siteId, page.path, request.query) };
    }
    steps.push(pageStep(page));
    return { ...base, status: 200, page };
  }

  if (changed) return { ...base, status: 301, location: buildLocation(plan, siteId, normal.path, request.query) };
  const prefix = plan.locales.find((candidate) => candidate.code === locale)?.prefix ?? '';
  const notFound = pageIndexOf(plan.pages).atPath(siteId, ruleSet.notFound[prefix] ?? '');
  steps.push({ kind: 'not-found', name: '404', source: 'routes', detail: `Page not found: ${lookup}` });
  return notFound ? { ...base, status: 404, page: notFound } : { ...base, status: 404 };
}

/**
 * `/en/…` on main (a site's own bare locale under its prefix, D2) is another form of the bare
 * path on the same site: it composes with whatever answers the bare path into one hop (D3),
 * 302 if any part is temporary. An unknown bare path gets one 301 to it, then its 404.
 */
function resolveOwnLocalePrefix(plan: SitePlan, siteId: string, rule: Rule, lookup: string, query: string, base: Common): Resolution {
  const rest = ruleRest(rule, lookup) || '/';
  const inner = resolve(plan, siteId, `${rest}${query ? `?${query}` : ''}`);
  const steps = [...base.steps, { kind: 'rule' as const, name: rule.id, source: rule.source, detail: `${rule.kind} ${rule.status} → ${rest} on this site${rule.note ? ` (${rule.note})` : ''}` }, ...inner.steps];
  const common = { site: siteId, locale: inner.locale, steps };
  if (inner.status === 301 || inner.status === 302) {
    const status = inner.status === 302 || rule.status === 302 ? 302 : 301;
    return { ...common, status, location: inner.location, rule: inner.rule ?? rule };
  }
  const target = inner.status === 200 ? inner.page.path : rest;
  return { ...common, status: rule.status, location: buildLocation(plan, siteId, target, query), rule };
}

/** The locale a path belongs to on a site: its prefix, or the site's bare locale. */
function localeOf(plan: SitePlan, site: PlanSite, path: string): string {
  const first = path.split('/')[1] ?? '';
  const prefixed = plan.locales.find((locale) => locale.site === site.id && !locale.bare && locale.code === first);
  return prefixed?.code ?? site.bareLocale;
}

/**
 * A Location value: the target (site path or absolute URL) plus the query, with a prefixed home
 * in its `/de/?…` form when a query follows, and never a protocol-relative path.
 */
export function buildLocation(plan: SitePlan, siteId: string, target: string, query: string): string {
  const index = indexOf(plan);
  return formatLocation(target, query, (origin, path) => index.homes.get(origin ? (index.siteByOrigin.get(origin)?.id ?? '') : siteId)?.has(path) ?? false);
}

/** One hop of a followed request. */
export interface Hop {
  site: string;
  request: string;
  resolution: Resolution;
}

/**
 * Follows redirects across the plan's own sites until a page, a 404, or a Location on another
 * host; stops after `maxHops`. Used by tests and `site explain --follow`.
 */
export function follow(plan: SitePlan, siteId: string, pathAndQuery: string, maxHops = 10): { hops: Hop[]; external?: string; loop: boolean } {
  const index = indexOf(plan);
  const hops: Hop[] = [];
  const seen = new Set<string>();
  let site = siteId;
  let request = pathAndQuery;
  while (hops.length < maxHops) {
    const key = `${site}|${request}`;
    if (seen.has(key)) return { hops, loop: true };
    seen.add(key);
    const resolution = resolve(plan, site, request);
    hops.push({ site, request, resolution });
    if (resolution.status !== 301 && resolution.status !== 302) return { hops, loop: false };
    const absolute = /^(https?:\/\/[^/]+)(.*)$/.exec(resolution.location);
    if (!absolute) {
      request = resolution.location;
      continue;
    }
    const next = index.siteByOrigin.get(absolute[1] ?? '');
    if (!next) return { hops, external: resolution.location, loop: false };
    site = next.id;
    request = absolute[2] || '/';
  }
  return { hops, loop: true };
}

/** The step of a page answer; a page with untranslated content names the policy that built it. */
function pageStep(page: PlannedPage): ResolveStep {
  const translation = page.translation ? ` (${page.translation.part === 'page' ? 'content' : 'body'} in ${page.translation.from} under a notice: ${page.translation.source})` : '';
  return { kind: 'page', name: page.route, source: page.source, detail: `${page.template} ${page.path}${translation}` };
}
