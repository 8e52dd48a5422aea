import type { PlanSite, Rule, RuleSet, SitePlan } from '../../manifest/plan/types.ts';
import type { RedirectStatus } from '../../manifest/schema/index.ts';
import { memoOn } from '../build/memo.ts';

/** How a host rule matches the decoded, normalised path: the whole path, or anything under a prefix. */
export type HostMatch = { type: 'exact'; path: string } | { type: 'prefix'; prefix: string };

/** Where a host rule sends the request: a fixed path or URL, or a base followed by the rest of the path. */
export type HostRuleTarget = { type: 'fixed'; url: string } | { type: 'splat'; base: string };

/** A rule of the plan in the two shapes every host understands (a segment rule becomes two). */
export interface HostRule {
  rule: Rule;
  match: HostMatch;
  status: RedirectStatus;
  to: HostRuleTarget;
  query: Rule['query'];
  /** The fixed target is a prefixed locale home (`/de`, or `https://main/vn`): with a query it becomes `/de/?…`. */
  home: boolean;
  /** The fixed target carries its own query string. */
  targetQuery: boolean;
}

/**
 * A prefix of the site's own bare locale (`/en` on main, D2): `/en/x` answers like `/x` on the same
 * site, composed into one hop; resolve() treats it as one more normalisation.
 */
export interface AliasPrefix {
  rule: Rule;
  prefix: string;
  status: RedirectStatus;
}

/** The rule set of one site as host printers see it. */
export interface HostRules {
  /** Live rules in resolve() order. */
  readonly rules: readonly HostRule[];
  readonly aliases: readonly AliasPrefix[];
  /** Rules no request can reach because an earlier rule matches everything they match. */
  readonly unreachable: readonly Rule[];
}

/**
 * The rules of a site in host form: segments split, own-locale prefixes set apart, dead rules
 * removed. Kept with the plan objects (`memo.ts`): every printer of a build, and every build of
 * `site dev` on the same plan, reads the same result, which no printer changes (readonly).
 */
export function hostRules(plan: SitePlan, site: PlanSite, ruleSet: RuleSet): HostRules {
  return memoOn([plan, site, ruleSet], 'host rules', () => computeHostRules(plan, site, ruleSet));
}

function computeHostRules(plan: SitePlan, site: PlanSite, ruleSet: RuleSet): HostRules {
  const rules: HostRule[] = [];
  const aliases: AliasPrefix[] = [];
  const unreachable: Rule[] = [];
  for (const rule of ruleSet.rules) {
    if (isAlias(rule, site)) {
      if (rule.match.type === 'segment') aliases.push({ rule, prefix: rule.match.path, status: rule.status });
      continue;
    }
    const forms = hostForms(plan, site, rule);
    const live = forms.filter((form) => !rules.some((earlier) => covers(earlier.match, form.match)) && !aliases.some((alias) => covers({ type: 'prefix', prefix: `${alias.prefix}/` }, form.match) || (form.match.type === 'exact' && form.match.path === alias.prefix)));
    if (live.length === 0) unreachable.push(rule);
    rules.push(...live);
  }
  return { rules, aliases, unreachable };
}

/** True for the locale-site rule of the site's own bare locale (`/en/…` on main). */
function isAlias(rule: Rule, site: PlanSite): boolean {
  return rule.kind === 'locale-site' && rule.to.type === 'splat' && rule.to.base === site.origin;
}

function hostForms(plan: SitePlan, site: PlanSite, rule: Rule): HostRule[] {
  const base = { rule, status: rule.status, query: rule.query };
  const fixed = (target: string): HostRule => {
    const url = /^https?:\/\/[^/]+$/.test(target) ? `${target}/` : target;
    return { ...base, match: { type: 'exact', path: '' }, to: { type: 'fixed', url }, home: isHomeTarget(plan, site, url), targetQuery: url.includes('?') };
  };
  const match = rule.match;
  if (rule.to.type !== 'splat') {
    const url = rule.to.type === 'path' ? rule.to.path : rule.to.url;
    const form = fixed(url);
    if (match.type === 'segment') return [{ ...form, match: { type: 'exact', path: match.path } }, { ...form, match: { type: 'prefix', prefix: `${match.path}/` } }];
    return [{ ...form, match: match.type === 'exact' ? { type: 'exact', path: match.path } : { type: 'prefix', prefix: match.prefix } }];
  }
  const splatBase = rule.to.base;
  const splat = (prefix: string, extra: string): HostRule => ({ ...base, match: { type: 'prefix', prefix }, to: { type: 'splat', base: `${splatBase}${extra}` }, home: false, targetQuery: false });
  switch (match.type) {
    case 'exact':
      return [{ ...fixed(splatBase || '/'), match: { type: 'exact', path: match.path } }];
    case 'prefix':
      return [splat(match.prefix, '')];
    case 'segment':
      return [{ ...fixed(splatBase || '/'), match: { type: 'exact', path: match.path } }, splat(`${match.path}/`, '/')];
  }
}

/** True when `target` (a site path or an absolute URL on a plan site) is a prefixed locale home. */
export function isHomeTarget(plan: SitePlan, site: PlanSite, target: string): boolean {
  if (target.includes('?')) return false;
  const absolute = /^https?:\/\/[^/]+/.exec(target);
  const owner = absolute ? plan.sites.find((candidate) => candidate.origin === absolute[0]) : site;
  if (!owner) return false;
  const path = absolute ? target.slice(absolute[0].length) || '/' : target;
  return plan.ruleSets[owner.id]?.prefixedHomes.includes(path) ?? false;
}

/** Every prefixed locale home of every plan site, by origin (for Location fix-ups on other sites). */
export function homesByOrigin(plan: SitePlan): Record<string, string[]> {
  return Object.fromEntries(plan.sites.map((site) => [site.origin, plan.ruleSets[site.id]?.prefixedHomes ?? []]));
}

/** True when every path `inner` matches is also matched by `outer`. */
export function covers(outer: HostMatch, inner: HostMatch): boolean {
  if (outer.type === 'exact') return inner.type === 'exact' && inner.path === outer.path;
  return inner.type === 'exact' ? inner.path.startsWith(outer.prefix) : inner.prefix.startsWith(outer.prefix);
}

/** True when some path is matched by both. */
export function overlaps(a: HostMatch, b: HostMatch): boolean {
  if (a.type === 'exact' && b.type === 'exact') return a.path === b.path;
  if (a.type === 'exact' && b.type === 'prefix') return a.path.startsWith(b.prefix);
  if (a.type === 'prefix' && b.type === 'exact') return b.path.startsWith(a.prefix);
  return a.type === 'prefix' && b.type === 'prefix' && (a.prefix.startsWith(b.prefix) || b.prefix.startsWith(a.prefix));
}

/** Human form of a host match: `/de/guide`, `/de/guide/*`. */
export function formatHostMatch(match: HostMatch): string {
  return match.type === 'exact' ? match.path : `${match.prefix}*`;
}

/** The destination column of a `_redirects` line (Netlify and Cloudflare): the fixed URL, or the splat base and `:splat`. */
export function redirectsTarget(rule: HostRule): string {
  return rule.to.type === 'fixed' ? rule.to.url : `${rule.to.base}:splat`;
}
