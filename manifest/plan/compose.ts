import { follow, resolve } from './resolve.ts';
import { ruleMatches } from './rule-match.ts';
import type { PlanLocale, PlanSite, Rule, RuleSet, RuleTarget, SitePlan } from './types.ts';

/**
 * One hop across sites (D3): a redirect to another site lands on that site's final answer.
 *
 * The plan's locale-site rules (`/zh(/*)` on main → the zh site) forward a path that the other site
 * may redirect again (a swapped slug, a fallback, the external blog, a moved page). This pass
 * composes each such rule with the target site's own rules: for every rule of the forwarded locale
 * on the target site, the source site gets a more specific rule (the target rule's match under the
 * source prefix) that sends the visitor straight to the target rule's final URL, ordered before the
 * generic locale-site rule. Path redirects whose target lies under a locale-site prefix
 * (`redirects.paths` to `/zh/pricing` on main) get the final absolute URL too.
 *
 * Not composed: a target rule that crosses sites again (`/zh/de/…` on main → `/de/…` on zh → main):
 * every prefix stripped is one hop, and no finite rule file can compose prefixes without end.
 */

/** A locale-site rule that forwards to another site, with the locale it forwards to. */
interface Crossing {
  rule: Rule & { match: { type: 'segment'; path: string } };
  locale: PlanLocale;
  target: PlanSite;
}

/** Where a chain of redirects ends: the final Location, its status, and whether the query survives. */
interface Landing {
  url: string;
  status: 301 | 302;
  query: 'keep' | 'drop';
}

/** The rule sets with cross-site redirects composed into one hop. Pure; `draft` is the plan before composition. */
export function composeCrossSite(draft: SitePlan): Record<string, RuleSet> {
  const out: Record<string, RuleSet> = {};
  for (const site of draft.sites) {
    const ruleSet = draft.ruleSets[site.id];
    if (!ruleSet) continue;
    const exact: Rule[] = [];
    const broad: Rule[] = [];
    for (const crossing of crossingsOf(draft, site, ruleSet)) {
      for (const rule of composeCrossing(draft, crossing)) (rule.match.type === 'exact' ? exact : broad).push(rule);
    }
    const own = ruleSet.rules.map((rule) => (rule.kind === 'path' ? crossSitePath(draft, site, ruleSet, rule) : rule));
    out[site.id] = { ...ruleSet, rules: [...exact, ...broad, ...own] };
  }
  return out;
}


function crossingsOf(plan: SitePlan, site: PlanSite, ruleSet: RuleSet): Crossing[] {
  const out: Crossing[] = [];
  for (const rule of ruleSet.rules) {
    const crossing = crossingOf(plan, site, rule);
    if (crossing) out.push(crossing);
  }
  return out;
}

/** The crossing of a locale-site rule to another site; none for the site's own bare locale (`/en` on main). */
function crossingOf(plan: SitePlan, site: PlanSite, rule: Rule): Crossing | undefined {
  if (rule.kind !== 'locale-site' || rule.match.type !== 'segment' || rule.to.type !== 'splat') return undefined;
  const locale = plan.locales.find((candidate) => candidate.code === rule.locale);
  const target = plan.sites.find((candidate) => candidate.id === locale?.site);
  if (!locale || !target || target.id === site.id) return undefined;
  return { rule: rule as Crossing['rule'], locale, target };
}

/** The source-site rules for every rule of the forwarded locale on the target site. */
function composeCrossing(plan: SitePlan, crossing: Crossing): Rule[] {
  const targetRules = plan.ruleSets[crossing.target.id]?.rules ?? [];
  const gates = targetRules.filter((rule) => rule.kind === 'locale-site');
  const out: Rule[] = [];
  for (const inner of targetRules) {
    if (inner.kind === 'locale-site' || inner.locale !== crossing.locale.code) continue;
    if (gates.some((gate) => ruleMatches(gate, matchPath(inner)))) continue; // dead on the target site
    const landing = land(plan, crossing.target, inner, crossing.rule.status);
    if (!landing) continue;
    out.push({
      ...inner,
      id: `${crossing.rule.id}+${inner.id}`,
      match: sourceMatch(crossing, inner),
      status: landing.status,
      to: { type: 'url', url: landing.url },
      query: landing.query,
      composed: crossing.rule.id,
    });
  }
  return out;
}

/** The path a match starts with (its exact path, prefix or segment). */
function matchPath(rule: Rule): string {
  return rule.match.type === 'prefix' ? rule.match.prefix : rule.match.path;
}

/** The target rule's match as the source site sees it: under the source prefix (`/blog` → `/ru/blog`). */
function sourceMatch(crossing: Crossing, inner: Rule): Rule['match'] {
  const { prefix } = crossing.locale;
  const onSource = (path: string) => {
    if (!path.startsWith(prefix)) throw new Error(`planner bug: rule ${inner.id} of locale "${crossing.locale.code}" is outside its prefix "${prefix}"`);
    return path === '/' && prefix === '' ? crossing.rule.match.path : `${crossing.rule.match.path}${path.slice(prefix.length)}`;
  };
  const match = inner.match;
  return match.type === 'prefix' ? { type: 'prefix', prefix: onSource(match.prefix) } : { ...match, path: onSource(match.path) };
}

/** Where a rule of `site` finally sends a request, followed across the plan's sites; none if it never lands. */
function land(plan: SitePlan, site: PlanSite, rule: Rule, firstStatus: 301 | 302): Landing | undefined {
  if (rule.to.type === 'splat') return undefined;
  const first = absolute(site, rule.to);
  let status: 301 | 302 = firstStatus === 302 || rule.status === 302 ? 302 : 301;
  let query = rule.query;
  const where = onPlanSite(plan, first);
  if (!where) return { url: first, status, query };
  const chain = follow(plan, where.site.id, where.path);
  if (chain.loop) return undefined;
  for (const hop of chain.hops) {
    if (hop.resolution.status === 302) status = 302;
    if (hop.resolution.status !== 200 && hop.resolution.status !== 404 && hop.resolution.rule?.query === 'drop') query = 'drop';
  }
  if (chain.external) return { url: chain.external, status, query };
  const last = chain.hops.at(-1);
  if (!last || last.resolution.status === 404) return chain.hops.length > 1 ? undefined : { url: first, status, query };
  const origin = plan.sites.find((candidate) => candidate.id === last.site)?.origin ?? '';
  return { url: `${origin}${last.request}`, status, query };
}

function absolute(site: PlanSite, to: Exclude<RuleTarget, { type: 'splat' }>): string {
  return to.type === 'url' ? to.url : `${site.origin}${to.path}`;
}

/** The plan site an absolute URL names, and its path with query; none for an external host. */
function onPlanSite(plan: SitePlan, url: string): { site: PlanSite; path: string } | undefined {
  const origin = /^https?:\/\/[^/]+/.exec(url)?.[0];
  const site = plan.sites.find((candidate) => candidate.origin === origin);
  return site && origin ? { site, path: url.slice(origin.length) || '/' } : undefined;
}

/**
 * A path redirect whose target lies under a locale-site prefix (`/zh/pricing` on main) goes to
 * the other site's final URL at once; one whose target lands nowhere stays as it is (the planner
 * reports it as a redirect to no page).
 */
function crossSitePath(plan: SitePlan, site: PlanSite, ruleSet: RuleSet, rule: Rule): Rule {
  if (rule.to.type !== 'path') return rule;
  const target = rule.to.path;
  const gate = ruleSet.rules.find((candidate) => candidate.match.type === 'segment' && ruleMatches(candidate, target));
  if (!gate || !crossingOf(plan, site, gate)) return rule;
  const landing = land(plan, site, rule, gate.status);
  if (!landing) return rule;
  return { ...rule, status: landing.status, to: { type: 'url', url: landing.url }, query: landing.query, composed: gate.id };
}

/**
 * The proof that composition leaves no chain: the target of every composed rule, requested once on
 * its site, answers without a redirect. A failure is a planner bug, not a manifest mistake (those
 * never get composed), so it throws.
 */
export function assertOneHop(plan: SitePlan): void {
  for (const ruleSet of Object.values(plan.ruleSets)) {
    for (const rule of ruleSet.rules) {
      if (!rule.composed || rule.to.type !== 'url') continue;
      const where = onPlanSite(plan, rule.to.url);
      if (!where) continue;
      const answer = resolve(plan, where.site.id, where.path);
      if (answer.status === 301 || answer.status === 302) {
        throw new Error(`planner bug: the composed rule ${rule.id} on site "${ruleSet.site}" sends ${rule.to.url}, which redirects again to ${answer.location}`);
      }
    }
  }
}
