import type { Link, SimpleLink } from '../schema/index.ts';
import type { PlanContext } from './context.ts';
import type { NavLink, Navigation, PlanLocale, PlannedPage } from './types.ts';
import { itemSlug } from './items.ts';
import { type PageIndex, pageIndexOf } from './page-index.ts';

/**
 * Resolves a link in a locale to an href, or `undefined` when it points at nothing there (then
 * menus leave it out, D4). A route that is not a page follows its fallback route when that is a
 * page (guide → blog), then `else`.
 */
function resolveLink(ctx: PlanContext, index: PageIndex, link: Link | SimpleLink, locale: PlanLocale): string | undefined {
  if ('route' in link) {
    const seen = new Set<string>();
    let routeId: string | undefined = link.route;
    while (routeId && !seen.has(routeId)) {
      seen.add(routeId);
      const page = index.route(locale.code, routeId);
      if (page) return page.path;
      routeId = ctx.routes.get(routeId)?.route.fallback?.route;
    }
    return 'else' in link && link.else ? resolveLink(ctx, index, link.else, locale) : undefined;
  }
  if ('solution' in link) return index.item('solutions', locale.code, link.solution)?.path;
  if ('feature' in link) return index.item('features', locale.code, link.feature)?.path;
  if ('alternative' in link) return index.item('alternatives', locale.code, itemSlug('alternatives', { rival: link.alternative }))?.path;
  if ('docs' in link) return docsUrl(ctx, link.docs, locale.code);
  return link.url;
}

/** The docs URL of a page id in a locale (spec 2.3 docs link map). */
function docsUrl(ctx: PlanContext, id: string, code: string): string | undefined {
  const { docs, externalHosts } = ctx.manifest;
  const slug = docs.pages[id];
  const origin = externalHosts[docs.host];
  if (!slug || !origin) return undefined;
  return `${origin}${docs.prefixes[code] ?? docs.defaultPrefix}/${slug}`;
}

/** Every locale's menus with hrefs resolved. */
export function planNavigation(ctx: PlanContext, pages: readonly PlannedPage[]): Record<string, Navigation> {
  const index = pageIndexOf(pages);
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
