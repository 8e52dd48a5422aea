import type { PlanLocale } from '../../../manifest/plan/types.ts';
import type { FooterColumn, Route } from '../../../manifest/schema/index.ts';
import type { LinkView, LocaleChrome } from '../../../templates/view.ts';
import { type ViewContext, translator } from './context.ts';
import { siteConfigOf } from './site-config.ts';

/** What every page of a locale shares: menus, routes, footer, assets, statistics, the runtime base. Pure. */
export function buildChrome(ctx: ViewContext, code: string): LocaleChrome {
  const { index } = ctx;
  const { manifest } = index.plan;
  const locale = index.locales.get(code) as PlanLocale;
  const config = siteConfigOf(ctx, code);
  const site = index.plan.sites.find((candidate) => candidate.id === locale.site);
  const routes: Record<string, string> = {};
  for (const route of manifest.routes) {
    const routePage = index.route(code, route.id);
    if (routePage) routes[route.id] = routePage.path;
  }
  return {
    site: { id: locale.site, origin: site?.origin ?? locale.origin },
    locale: { code, tag: locale.tag, name: locale.name, home: locale.home },
    brand: manifest.brand.name,
    nav: index.plan.navigation[code] ?? { topBar: [], solutions: [], features: [] },
    routes,
    footer: manifest.menus.footer.map((column) => ({ title: column.title, links: footerLinks(ctx, locale, column, routes) })).filter((column) => column.links.length > 0),
    assets: { css: ctx.assets.css, script: ctx.assets.script, sprite: ctx.assets.sprite, favicons: [...(ctx.assets.favicons ?? [])] },
    statistics: {
      head: config.statistics.filter((snippet) => snippet.position === 'head').map((snippet) => snippet.src),
      body: config.statistics.filter((snippet) => snippet.position === 'body').map((snippet) => snippet.src),
    },
    runtimeConfig: ctx.runtimeBase(code),
  };
}

function footerLinks(ctx: ViewContext, locale: PlanLocale, column: FooterColumn, routes: Record<string, string>): LinkView[] {
  if ('alternatives' in column) return alternativeLinks(ctx, locale);
  const t = translator(ctx, locale.code);
  const byId = new Map(ctx.index.plan.manifest.routes.map((route) => [route.id, route]));
  return column.routes.flatMap((id) => {
    const href = routes[id];
    const route = byId.get(id);
    return href && route ? [{ href, label: t(routeLabelKey(route)) }] : [];
  });
}

/** The message key of a route's name in links: its `label`, else its title key, else its id. */
function routeLabelKey(route: Route): string {
  return route.label ?? routeTitleKey(route) ?? route.id;
}

/** The message key of a route's page title: its `title`, else `<copy>.title`. */
export function routeTitleKey(route: Route): string | undefined {
  return route.title ?? (route.copy ? `${route.copy}.title` : undefined);
}

/** "{brand} vs {rival}" links to the alternative pages of a locale. */
export function alternativeLinks(ctx: ViewContext, locale: PlanLocale): LinkView[] {
  const t = translator(ctx, locale.code);
  const { manifest } = ctx.index.plan;
  return manifest.alternatives.flatMap((alternative) => {
    const page = ctx.index.item('alternatives', locale.code, `${alternative.rival}-alternative`);
    return page ? [{ href: page.path, label: t('alternativeLink', { brand: manifest.brand.name, rival: alternative.name }) }] : [];
  });
}
