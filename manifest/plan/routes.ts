import { type Diagnostic, diagnostic, formatPath } from '../diagnostics.ts';
import type { ParamSource, Route } from '../schema/index.ts';
import { entriesOf, externalBlogFor, type PlanContext, routeCollections } from './context.ts';
import { itemAvailable, listItems, swapVerdict, unswappedSlug } from './items.ts';
import { localize, selects } from './locales.ts';
import { collectionPolicy, hasCopy, itemPolicy, bodyPolicy, listedEntries, sourceLocale, untranslatedEntries } from './translation.ts';
import type { PageSubject, PageTranslation, PlanLocale, PlannedPage, Rule } from './types.ts';

/** A page before its alternates are known, with the key that groups translations. */
export interface DraftPage extends Omit<PlannedPage, 'alternates' | 'xDefault'> {
  identity: string;
}

export interface RouteExpansion {
  pages: DraftPage[];
  rules: Rule[];
  diagnostics: Diagnostic[];
}

type Params = Record<string, string>;

const PARAM = /\{([a-z]+)\}/g;

/** Parameter names of a path pattern, in order. */
export function pathParams(pattern: string): string[] {
  return [...pattern.matchAll(PARAM)].map((match) => match[1] ?? '');
}

function fillPath(pattern: string, params: Params): string {
  return pattern.replace(PARAM, (_, name: string) => params[name] ?? '');
}

/**
 * Expands one route in one locale into its pages and the rules for URLs that are not pages
 * (fallbacks D4, swaps D5, other forms). Collections moved to an external blog (D7) are skipped:
 * those rules come from `redirects.externalBlogs`.
 */
export function expandRoute(ctx: PlanContext, route: Route, routeIndex: number, locale: PlanLocale): RouteExpansion {
  const out: RouteExpansion = { pages: [], rules: [], diagnostics: [] };
  if (routeCollections(ctx, route).some((collection) => externalBlogFor(ctx, collection, locale.code))) return out;

  const source = `routes[${routeIndex}]`;
  const failing = failingRouteGuard(ctx, route, locale.code);
  const names = pathParams(route.path);

  if (names.length === 0) {
    if (failing) out.rules.push(fallbackRule(ctx, route, locale, localize(route.path, locale), failing, ''));
    else out.pages.push(draftPage(ctx, route, source, locale, {}));
    return out;
  }

  if (failing) {
    const wildcard = staticPrefix(route.path);
    if (wildcard.length > 1) {
      const rule = fallbackRule(ctx, route, locale, localize(route.path, locale), failing, '*');
      out.rules.push({ ...rule, match: { type: 'prefix', prefix: localize(wildcard, locale) } });
      return out;
    }
  }

  for (const params of candidates(ctx, route, locale.code)) {
    const path = localize(fillPath(route.path, params), locale);
    const itemGuard = failing ?? failingItemGuard(ctx, route, params, locale.code);
    if (itemGuard) {
      const swap = swapRule(ctx, route, params, locale, path);
      out.rules.push(swap ?? fallbackRule(ctx, route, locale, path, itemGuard, Object.values(params).join('/')));
      continue;
    }
    const decision = decideTranslation(ctx, route, params, locale.code);
    if (decision.kind === 'fallback') {
      out.rules.push(fallbackRule(ctx, route, locale, path, decision.source, Object.values(params).join('/')));
      continue;
    }
    if (decision.kind === 'missing') {
      out.diagnostics.push(translationMissing(decision, path, locale.code));
      continue;
    }
    out.pages.push(draftPage(ctx, route, source, locale, params, decision.translation));
  }
  return out;
}

/** The static part of a pattern before its first parameter: `/guide/{id}` → `/guide/`. */
function staticPrefix(pattern: string): string {
  const index = pattern.indexOf('{');
  return index < 0 ? pattern : pattern.slice(0, index);
}

/** Manifest path of the first route-level guard (locales, content) that fails in the locale. */
function failingRouteGuard(ctx: PlanContext, route: Route, code: string): string | undefined {
  for (const name of route.guards) {
    const guard = ctx.manifest.guards[name];
    if (!guard) continue;
    const path = formatPath(['guards', name]);
    if (guard.type === 'locales' && !selects(guard.locales, code)) return path;
    if (guard.type === 'content' && entriesOf(ctx, guard.collection, code).length === 0) return path;
  }
  return undefined;
}

/** Manifest path of the item whose availability fails (its `languages`, or the swap table). */
function failingItemGuard(ctx: PlanContext, route: Route, params: Params, code: string): string | undefined {
  for (const name of route.guards) {
    const guard = ctx.manifest.guards[name];
    if (guard?.type !== 'available') continue;
    const source = route.params[guard.param];
    const slug = params[guard.param];
    if (source?.from !== 'items' || slug === undefined) continue;
    if (itemAvailable(ctx.manifest, source.items, slug, code)) continue;
    const item = listItems(ctx.manifest, source.items).find((candidate) => candidate.slug === slug);
    return item ? formatPath([source.items, item.index, 'languages']) : formatPath(['guards', name]);
  }
  return undefined;
}

/** Every parameter combination the route can take in the locale. */
function candidates(ctx: PlanContext, route: Route, code: string): Params[] {
  const groups = new Map<string, [string, ParamSource][]>();
  for (const [name, source] of Object.entries(route.params)) {
    const key = source.from === 'items' ? `items:${name}` : `collection:${source.collection}`;
    groups.set(key, [...(groups.get(key) ?? []), [name, source]]);
  }
  let combos: Params[] = [{}];
  for (const group of groups.values()) {
    const values = groupValues(ctx, group, code);
    combos = combos.flatMap((combo) => values.map((value) => ({ ...combo, ...value })));
  }
  return combos;
}

/** Values of one group: an item list, or the joint values of one collection's fields per entry. */
function groupValues(ctx: PlanContext, group: [string, ParamSource][], code: string): Params[] {
  const [first] = group;
  if (!first) return [{}];
  const [name, source] = first;
  if (source.from === 'items') return listItems(ctx.manifest, source.items).map(({ slug }) => ({ [name]: slug }));
  const seen = new Map<string, Params>();
  // A page per article (own, or untranslated and decided by the policy); listings range over what they show.
  const articles = group.some(([, candidate]) => candidate.from === 'collection' && candidate.field === 'slug');
  const entries = articles ? [...entriesOf(ctx, source.collection, code), ...untranslatedEntries(ctx, source.collection, code)] : listedEntries(ctx, source.collection, code);
  for (const entry of entries) {
    let partial: Params[] = [{}];
    for (const [param, paramSource] of group) {
      if (paramSource.from !== 'collection') continue;
      const values =
        paramSource.field === 'slug' ? [entry.slug] : paramSource.field === 'category' ? (entry.category ? [entry.category] : []) : [...entry.tags];
      partial = partial.flatMap((combo) => values.map((value) => ({ ...combo, [param]: value })));
    }
    for (const combo of partial) seen.set(JSON.stringify(combo), combo);
  }
  return [...seen.values()];
}

function draftPage(ctx: PlanContext, route: Route, source: string, locale: PlanLocale, params: Params, translation?: PageTranslation): DraftPage {
  const path = localize(fillPath(route.path, params), locale);
  const subject = pageSubject(ctx, route, params, locale.code);
  return {
    site: locale.site,
    locale: locale.code,
    path,
    url: `${locale.origin}${path}`,
    route: route.id,
    source,
    template: route.template,
    layout: route.layout,
    params,
    subject,
    sitemap: route.sitemap && translation?.part !== 'page',
    ...(translation ? { translation } : {}),
    identity: subjectIdentity(ctx, route, subject),
  };
}

function pageSubject(ctx: PlanContext, route: Route, params: Params, code: string): PageSubject {
  for (const [name, source] of Object.entries(route.params)) {
    const value = params[name];
    if (value === undefined) continue;
    if (source.from === 'items') return { kind: 'item', items: source.items, slug: value };
    if (source.field === 'slug') {
      const entry = entriesOf(ctx, source.collection, code).find((candidate) => candidate.slug === value);
      if (entry) return { kind: 'entry', collection: entry.collection, slug: entry.slug, translationKey: entry.translationKey, file: entry.file };
      const untranslated = untranslatedEntries(ctx, source.collection, code).find((candidate) => candidate.slug === value);
      if (untranslated) return { kind: 'entry', collection: untranslated.collection, slug: untranslated.slug, translationKey: untranslated.translationKey, file: untranslated.file, from: untranslated.locale };
    }
  }
  const collectionParams = Object.entries(route.params).filter(([, source]) => source.from === 'collection');
  const [firstCollection] = collectionParams;
  if (firstCollection && firstCollection[1].from === 'collection') {
    const listing: PageSubject = { kind: 'listing', collection: firstCollection[1].collection };
    for (const [name, source] of collectionParams) {
      if (source.from !== 'collection') continue;
      if (source.field === 'category') listing.category = params[name];
      if (source.field === 'tags') listing.tag = params[name];
    }
    return listing;
  }
  const [collection] = routeCollections(ctx, route);
  return collection ? { kind: 'listing', collection } : { kind: 'static' };
}

/** The key shared by translations of one page: same template and subject (swapped use cases share the unswapped slug). */
function subjectIdentity(ctx: PlanContext, route: Route, subject: PageSubject): string {
  switch (subject.kind) {
    case 'static':
      return `static|${route.template}`;
    case 'item': {
      const slug = subject.items === 'useCases' ? unswappedSlug(ctx.manifest, subject.slug) : subject.slug;
      return `item|${subject.items}|${slug}`;
    }
    case 'entry':
      return `entry|${subject.collection}|${subject.translationKey}`;
    case 'listing':
      return `listing|${route.template}|${subject.collection}|${subject.category ?? ''}|${subject.tag ?? ''}`;
  }
}

/** D5: a use-case slug of the other locale group answers 301 with this group's form. */
function swapRule(ctx: PlanContext, route: Route, params: Params, locale: PlanLocale, path: string): Rule | undefined {
  for (const [name, source] of Object.entries(route.params)) {
    const slug = params[name];
    if (source.from !== 'items' || source.items !== 'useCases' || slug === undefined) continue;
    const verdict = swapVerdict(ctx.manifest, slug, locale.code);
    if (verdict.kind !== 'swapped' || !itemAvailable(ctx.manifest, 'useCases', verdict.to, locale.code)) continue;
    const target = localize(fillPath(route.path, { ...params, [name]: verdict.to }), locale);
    const key = ctx.manifest.useCaseSwap?.locales.includes(locale.code) ? slug : verdict.to;
    return {
      id: `${formatPath(['useCaseSwap', 'replace', key])}@${locale.code}:${slug}`,
      kind: 'swap',
      source: formatPath(['useCaseSwap', 'replace', key]),
      locale: locale.code,
      match: { type: 'exact', path },
      status: 301,
      to: { type: 'path', path: target },
      query: 'keep',
    };
  }
  return undefined;
}

/**
 * D4: where an unavailable URL goes. The route's fallback route when that is a page in the
 * locale (following fallbacks of fallbacks), otherwise the locale home with 302.
 */
function fallbackRule(ctx: PlanContext, route: Route, locale: PlanLocale, path: string, failing: string, discriminator: string): Rule {
  const target = fallbackTarget(ctx, route, locale);
  return {
    id: `${failing}@${locale.code}${discriminator ? `:${discriminator}` : ''}:${route.id}`,
    kind: target.otherForm ? 'other-form' : 'fallback',
    source: failing,
    locale: locale.code,
    match: { type: 'exact', path },
    status: target.status,
    to: { type: 'path', path: target.path },
    query: 'keep',
    note: target.via,
  };
}

function fallbackTarget(ctx: PlanContext, route: Route, locale: PlanLocale) {
  let status: 301 | 302 = route.fallback?.status ?? 302;
  const seen = new Set([route.id]);
  let current = route;
  while (current.fallback) {
    const next = ctx.routes.get(current.fallback.route);
    if (!next || seen.has(next.route.id)) break;
    if (current !== route && current.fallback.status === 302) status = 302;
    const usable =
      pathParams(next.route.path).length === 0 &&
      !failingRouteGuard(ctx, next.route, locale.code) &&
      !routeCollections(ctx, next.route).some((collection) => externalBlogFor(ctx, collection, locale.code));
    if (usable) {
      return {
        path: localize(next.route.path, locale),
        status,
        otherForm: status === 301,
        via: `falls back to route "${next.route.id}" (${formatPath(['routes', ctx.routes.get(route.id)?.index ?? 0, 'fallback'])})`,
      };
    }
    seen.add(next.route.id);
    current = next.route;
  }
  return { path: locale.home, status: 302 as const, otherForm: false, via: 'falls back to the locale home (D4)' };
}

/** What the translation policy makes of a URL that passes its guards: a page (maybe with untranslated parts), a fallback, or a missing translation. */
type TranslationDecision =
  | { kind: 'page'; translation?: PageTranslation }
  | { kind: 'fallback'; source: string }
  | { kind: 'missing'; source: string; what: string; file: string };

function decideTranslation(ctx: PlanContext, route: Route, params: Params, code: string): TranslationDecision {
  const from = sourceLocale(ctx);
  if (code === from) return { kind: 'page' };
  for (const [name, source] of Object.entries(route.params)) {
    const value = params[name];
    if (value === undefined) continue;
    if (source.from === 'items') {
      const folder = source.items === 'useCases' ? 'use-cases' : source.items;
      const copy = entriesOf(ctx, folder, code).find((entry) => entry.slug === value);
      if (copy) {
        if (copy.hasBody !== false || !hasCopy(ctx, source.items, value, from)) return { kind: 'page' };
        const body = bodyPolicy(ctx);
        if (body.policy === 'omit') return { kind: 'page' };
        if (body.policy === 'error') return { kind: 'missing', source: body.source, what: `the body of ${source.items} "${value}"`, file: copy.file };
        return { kind: 'page', translation: { policy: 'source-with-notice', from, part: 'body', source: body.source } };
      }
      if (!hasCopy(ctx, source.items, value, from)) return { kind: 'page' };
      return decide(itemPolicy(ctx, source.items), `${source.items} "${value}"`, `content/${folder}/${code}/${value}.md`, from);
    }
    if (source.field === 'slug' && !entriesOf(ctx, source.collection, code).some((entry) => entry.slug === value)) {
      return decide(collectionPolicy(ctx, source.collection), `${source.collection} "${value}"`, `content/${source.collection}/${code}/${value}.md`, from);
    }
  }
  return { kind: 'page' };
}

function decide(rule: { policy: 'fallback' | 'source-with-notice' | 'error'; source: string }, what: string, file: string, from: string): TranslationDecision {
  if (rule.policy === 'fallback') return { kind: 'fallback', source: rule.source };
  if (rule.policy === 'error') return { kind: 'missing', source: rule.source, what, file };
  return { kind: 'page', translation: { policy: 'source-with-notice', from, part: 'page', source: rule.source } };
}

function translationMissing(decision: { source: string; what: string; file: string }, path: string, code: string): Diagnostic {
  return diagnostic('TRANSLATION_MISSING', { path, locale: code, what: decision.what, policy: decision.source, file: decision.file }, { path: decision.source, file: decision.file, locale: code });
}
