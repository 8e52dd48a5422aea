import { type Diagnostic, diagnostic } from '../diagnostics.ts';
import type { SiteManifest } from '../schema/index.ts';
import { attachAlternates } from './alternates.ts';
import { assertOneHop, composeCrossSite } from './compose.ts';
import { createContext, type PlanContext } from './context.ts';
import { itemPath as itemPathOf, useCaseSections } from './items.ts';
import { planSites } from './locales.ts';
import { planNavigation } from './navigation.ts';
import { checkOutputFiles } from './output-files.ts';
import { type DraftPage, expandRoute } from './routes.ts';
import { ruleMatches } from './rule-match.ts';
import { externalBlogRules, formatMatch, localeSiteRules, pathRedirectRules } from './rules.ts';
import type { EntryMeta, PlannedPage, PlanSite, Rule, RuleSet, SitePlan } from './types.ts';
import { typoDistance } from '../validate/hints.ts';

/** The template of each locale's not-found page (D9). */
const NOT_FOUND_TEMPLATE = 'error-404';

/**
 * Compiles a valid manifest and the content index into THE route plan: every page of every site
 * and locale, every redirect rule in order, alternates, menus and landing sections. Pure.
 */
export function plan(manifest: SiteManifest, entries: readonly EntryMeta[] = []): SitePlan {
  const ctx = createContext(manifest, entries);
  const sites = planSites(manifest, ctx.locales);
  const diagnostics: Diagnostic[] = [];
  const drafts: DraftPage[] = [];
  const ruleSets: Record<string, RuleSet> = {};

  for (const site of sites) {
    const rules: Rule[] = [...localeSiteRules(ctx, site)];
    const sitePages: DraftPage[] = [];
    for (const code of site.locales) {
      const locale = ctx.localeByCode.get(code);
      if (!locale) continue;
      rules.push(...externalBlogRules(ctx, locale), ...pathRedirectRules(ctx, locale));
      manifest.routes.forEach((route, index) => {
        const expansion = expandRoute(ctx, route, index, locale);
        sitePages.push(...expansion.pages);
        rules.push(...expansion.rules);
        diagnostics.push(...expansion.diagnostics);
      });
    }
    const ordered = orderRules(rules, diagnostics);
    const unique = dropPageCollisions(ctx, sitePages, diagnostics);
    diagnostics.push(...checkOutputFiles(ctx, site.id, unique, NOT_FOUND_TEMPLATE));
    diagnostics.push(...checkRulesAgainstPages(ctx, ordered, unique));
    drafts.push(...unique);
    ruleSets[site.id] = {
      site: site.id,
      normalize: manifest.redirects.normalize,
      prefixedHomes: site.locales.flatMap((code) => {
        const locale = ctx.localeByCode.get(code);
        return locale && !locale.bare ? [locale.home] : [];
      }),
      rules: ordered,
      notFound: notFoundPages(ctx, site, unique),
    };
  }

  const pages = attachAlternates(ctx, drafts);
  const draft: SitePlan = { manifest, sites, locales: ctx.locales, pages, ruleSets, navigation: {}, useCaseSections: {}, diagnostics: [] };
  const composed = composeCrossSite(draft);
  diagnostics.push(...checkPathRedirectTargets(ctx, composed, pages));
  const out: SitePlan = {
    manifest,
    sites,
    locales: ctx.locales,
    pages,
    ruleSets: composed,
    navigation: planNavigation(ctx, pages),
    useCaseSections: Object.fromEntries(ctx.codes.map((code) => [code, useCaseSections(manifest, code)])),
    diagnostics: collapseRepeats(diagnostics),
  };
  assertOneHop(out);
  return out;
}

/**
 * Two pages on one URL (a feature slug equal to a root route, two items with one slug): reported
 * as DUPLICATE_URL on the item when one is involved (the likely new entry), keeping the other page.
 */
function dropPageCollisions(ctx: PlanContext, pages: readonly DraftPage[], diagnostics: Diagnostic[]): DraftPage[] {
  const byPath = new Map<string, DraftPage>();
  const out: DraftPage[] = [];
  for (const page of pages) {
    const first = byPath.get(page.path);
    if (!first) {
      byPath.set(page.path, page);
      out.push(page);
      continue;
    }
    const [blamed, other] = itemPath(ctx, page) !== undefined || itemPath(ctx, first) === undefined ? [page, first] : [first, page];
    if (blamed === first) {
      out[out.indexOf(first)] = page;
      byPath.set(page.path, page);
    }
    const claim = (candidate: DraftPage) => itemPath(ctx, candidate) ?? `${candidate.source}.path`;
    diagnostics.push(
      diagnostic('DUPLICATE_URL', { case: 'pages', url: page.path, first: claim(first), second: claim(page), blamed: claim(blamed), other: claim(other), otherTemplate: other.template }, { path: claim(blamed) }),
    );
  }
  return out;
}

/** Manifest path of the slug of an item page (`features[7].slug`), if the page is one. */
function itemPath(ctx: PlanContext, page: DraftPage): string | undefined {
  return itemPathOf(ctx.manifest, page.subject);
}

/** One diagnostic per code and manifest path: the per-locale repeats of one mistake become a count. */
function collapseRepeats(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  const groups = new Map<string, { first: Diagnostic; more: number }>();
  for (const d of diagnostics) {
    const key = `${d.code}|${d.path ?? d.message}`;
    const group = groups.get(key);
    if (group) group.more += 1;
    else groups.set(key, { first: d, more: 0 });
  }
  return [...groups.values()].map(({ first, more }) => (more ? { ...first, message: `${first.message} It repeats for ${more} more URL${more > 1 ? 's' : ''}.` } : first));
}

/** Locale-site rules first, then exact rules, then prefix rules; a repeated exact source keeps the first. */
function orderRules(rules: readonly Rule[], diagnostics: Diagnostic[]): Rule[] {
  const rank = (rule: Rule) => (rule.kind === 'locale-site' ? 0 : rule.match.type === 'exact' ? 1 : 2);
  const sorted = rules.map((rule, index) => ({ rule, index })).sort((a, b) => rank(a.rule) - rank(b.rule) || a.index - b.index);
  const seen = new Map<string, Rule>();
  const out: Rule[] = [];
  for (const { rule } of sorted) {
    const key = `${rule.match.type}:${formatMatch(rule)}`;
    const first = seen.get(key);
    if (first && sameEffect(first, rule)) continue;
    if (first) {
      diagnostics.push(diagnostic('DUPLICATE_REDIRECT', { match: formatMatch(rule), first: first.source, second: rule.source }, { path: rule.source }));
      continue;
    }
    seen.set(key, rule);
    out.push(rule);
  }
  return out;
}

function sameEffect(a: Rule, b: Rule): boolean {
  return a.status === b.status && a.query === b.query && JSON.stringify(a.to) === JSON.stringify(b.to);
}

/**
 * A rule that matches a page would hide it: report it (path redirects get their own code). A rule
 * the planner derives over an item's page is reported on the item (the likely new entry, as for
 * DUPLICATE_URL), naming both: a feature `zh` is the page `/zh`, which the zh locale-site rule covers.
 */
function checkRulesAgainstPages(ctx: PlanContext, rules: readonly Rule[], pages: readonly DraftPage[]): Diagnostic[] {
  const out: Diagnostic[] = [];
  const exact = new Map(rules.filter((rule) => rule.match.type === 'exact').map((rule) => [formatMatch(rule), rule]));
  const broad = rules.filter((rule) => rule.match.type !== 'exact');
  for (const page of pages) {
    const rule = exact.get(page.path) ?? broad.find((candidate) => ruleMatches(candidate, page.path));
    if (!rule) continue;
    const item = itemPath(ctx, page);
    out.push(
      rule.kind === 'path'
        ? diagnostic('REDIRECT_SHADOWS_PAGE', { match: formatMatch(rule), page: page.path, source: item ? `${item}, by ${page.source}` : page.source }, { path: rule.source })
        : diagnostic('PLAN_CONFLICT', { rule: rule.source, match: formatMatch(rule), page: page.path, source: page.source, ...(item ? { item } : {}) }, { path: item ?? rule.source }),
    );
  }
  return out;
}

/** Every path redirect must land on a page: not on another redirect (chain, cycle) and not on nothing. */
function checkPathRedirectTargets(ctx: PlanContext, ruleSets: Record<string, RuleSet>, pages: readonly PlannedPage[]): Diagnostic[] {
  const out: Diagnostic[] = [];
  const pagePaths = new Set(pages.map((page) => `${page.site}|${page.path}`));
  for (const ruleSet of Object.values(ruleSets)) {
    const bySource = new Map(ruleSet.rules.filter((rule) => rule.match.type === 'exact').map((rule) => [formatMatch(rule), rule]));
    for (const rule of ruleSet.rules) {
      if (rule.kind !== 'path' || rule.to.type !== 'path') continue;
      const target = rule.to.path;
      if (pagePaths.has(`${ruleSet.site}|${target}`)) continue;
      if (formatMatch(rule) === target) {
        out.push(diagnostic('REDIRECT_SELF', { rule: rule.source, target }, { path: `${rule.source}.to` }));
        continue;
      }
      const next = bySource.get(target);
      if (next) {
        const chain = walkChain(bySource, target);
        out.push(
          chain.includes(formatMatch(rule))
            ? // The chain from the target ends back at this rule's source: the loop is the source, then the chain.
              diagnostic('REDIRECT_CYCLE', { cycle: [formatMatch(rule), ...chain.slice(0, chain.indexOf(formatMatch(rule)))], locale: rule.locale, rule: rule.source, next: next.source }, { path: `${rule.source}.to` })
            : diagnostic('REDIRECT_CHAIN', { rule: rule.source, target, next: next.source, locale: rule.locale, final: finalTarget(bySource, target) }, { path: `${rule.source}.to` }),
        );
        continue;
      }
      const locale = ctx.localeByCode.get(rule.locale);
      const similar = locale ? closestPages(pages, locale.code, target) : [];
      out.push(diagnostic('REDIRECT_TARGET_UNKNOWN', { rule: rule.source, target, locale: rule.locale, closest: similar }, { path: `${rule.source}.to` }));
    }
  }
  return out;
}

function walkChain(bySource: Map<string, Rule>, start: string): string[] {
  const visited: string[] = [];
  let current: string | undefined = start;
  while (current && !visited.includes(current)) {
    visited.push(current);
    const rule = bySource.get(current);
    current = rule?.to.type === 'path' ? rule.to.path : undefined;
  }
  return visited;
}

function finalTarget(bySource: Map<string, Rule>, start: string): string | undefined {
  const chain = walkChain(bySource, start);
  const last = chain.at(-1);
  const rule = last ? bySource.get(last) : undefined;
  return (rule?.to.type === 'path' ? rule.to.path : last) || undefined;
}

/** The three pages of a locale whose paths are the fewest edits away from the target. */
function closestPages(pages: readonly PlannedPage[], code: string, target: string): string[] {
  return pages
    .filter((page) => page.locale === code && page.sitemap)
    .map((page) => ({ path: page.path, distance: typoDistance(page.path, target) }))
    .sort((a, b) => a.distance - b.distance || a.path.localeCompare(b.path))
    .slice(0, 3)
    .map((page) => page.path);
}

function notFoundPages(ctx: PlanContext, site: PlanSite, pages: readonly DraftPage[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const code of site.locales) {
    const locale = ctx.localeByCode.get(code);
    const page = pages.find((candidate) => candidate.locale === code && candidate.template === NOT_FOUND_TEMPLATE);
    if (locale && page) out[locale.prefix] = page.path;
  }
  return out;
}

