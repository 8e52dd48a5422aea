import type { Link, SimpleLink } from '../schema/index.ts';
import type { PlanContext } from './context.ts';
import type { NavLink, Navigation, PlanLocale, PlannedPage } from './types.ts';
import { itemSlug } from './items.ts';

/** Page lookups the link resolver needs. */
export interface PageIndex {
  /** `code|routeId` → the page of a route without parameters. */
  byRoute: Map<string, PlannedPage>;
  /** `code|items|slug` → an item page. */
  byItem: Map<string, PlannedPage>;
}

export function indexPages(pages: readonly PlannedPage[]): PageIndex {
  const byRoute = new Map<string, PlannedPage>();
  const byItem = new Map<string, PlannedPage>();
  for (const page of pages) {
    if (Object.keys(page.params).length === 0) byRoute.set(`${page.locale}|${page.route}`, page);
    if (page.subject.kind === 'item') byItem.set(`${page.locale}|${page.subject.items}|${page.subject.slug}`, page);
  }
  return { byRoute, byItem };
}

/**
 * Resolves a link in a locale to an href, or `undefined` when it points at nothing there (then
 * menus leave it out, D4). A route that is not a page follows its fallback route when that is a
 * page (guide → blog), then `else`.
 */
export function resolveLink(ctx: PlanContext, index: PageIndex, link: Link | SimpleLink, locale: PlanLocale): string | undefined {
  if ('route' in link) {
    const seen = new Set<string>();
    let routeId: string | undefined = link.route;
    while (routeId && !seen.has(routeId)) {
      seen.add(routeId);
      const page = index.byRoute.get(`${locale.code}|${routeId}`);
      if (page) return page.path;
      routeId = ctx.routes.get(routeId)?.route.fallback?.route;
    }
    return 'else' in link && link.else ? resolveLink(ctx, index, link.else, locale) : undefined;
  }
  if ('solution' in link) return index.byItem.get(`${locale.code}|solutions|${link.solution}`)?.path;
  if ('feature' in link) return index.byItem.get(`${locale.code}|features|${link.feature}`)?.path;
  if ('alternative' in link) return index.byItem.get(`${locale.code}|alternatives|${itemSlug('alternatives', { rival: link.alternative })}`)?.path;
  if ('docs' in link) return docsUrl(ctx, link.docs, locale.code);
  return link.url;
}

/** The docs URL of a page id in a locale (spec 2.3 docs link map). */
export function docsUrl(ctx: PlanContext, id: string, code: string): string | undefined {
  const { docs, externalHosts } = ctx.manifest;
  const slug = docs.pages[id];
  const origin = externalHosts[docs.host];
  if (!slug || !origin) return undefined;
  return `${origin}${docs.prefixes[code] ?? docs.defaultPrefix}/${slug}`;
}

/** Every locale's menus with hrefs resolved. */
export function planNavigation(ctx: PlanContext, pages: readonly PlannedPage[]): Record<string, Navigation> {
  const index = indexPages(pages);
  const navigation: Record<string, Navigation> = {};
  for (const locale of ctx.locales) {
    const link = (key: string, label: string, target: Link | SimpleLink): NavLink[] => {
      const href = resolveLink(ctx, index, target, locale);
      return href ? [{ key, label, href, external: /^https?:/.test(href) }] : [];
    };
    const { menus } = ctx.manifest;
    navigation[locale.code] = {
      topBar: menus.topBar.flatMap((entry) => link(entry.key, entry.label, entry.link)),
      solutions: menus.solutions.flatMap((slug) => link(slug, slug, { solution: slug })),
      features: menus.features.flatMap((slug) => link(slug, slug, { feature: slug })),
    };
  }
  return navigation;
}
