import type { PlanLocale, PlannedPage } from '../../../manifest/plan/types.ts';
import type { LocaleConfig } from '../../../manifest/schema/index.ts';
import { templateOf } from '../../../templates/registry.ts';
import { composeView, type PageData, type PagePart, type PageView, type SwitcherEntry } from '../../../templates/view.ts';
import { shortHash } from '../hash.ts';
import { buildChrome, routeTitleKey } from './chrome.ts';
import { memoOf, translator, type ViewContext } from './context.ts';
import { pageData } from './page-data.ts';
import { handOffFor, siteConfigOf } from './site-config.ts';

/** What is particular to one page: head, switcher, hand-off links, runtime page fields, data. Pure. */
export function buildPagePart(ctx: ViewContext, page: PlannedPage): PagePart {
  const locale = ctx.index.locales.get(page.locale) as PlanLocale;
  const config = siteConfigOf(ctx, locale.code);
  const auth = handOffLinks(ctx, page);
  const data = pageData(ctx, page, locale, templateOf(page.template)?.data ?? 'subject');
  const route = ctx.index.plan.manifest.routes.find((candidate) => candidate.id === page.route);
  return {
    template: page.template,
    ...(route?.copy ? { copyKey: route.copy } : {}),
    layout: page.layout,
    path: page.path,
    url: page.url,
    head: {
      title: pageTitle(ctx, page, data, config),
      description: pageDescription(ctx, page, data, config),
      keywords: config.keywords,
      canonical: page.url,
      alternates: [...page.alternates.map((alternate) => ({ hreflang: alternate.tag, href: alternate.url })), ...(page.xDefault ? [{ hreflang: 'x-default', href: page.xDefault }] : [])],
      ogType: data.kind === 'entry' ? 'article' : 'website',
      ...(data.kind === 'entry' && data.entry.cover ? { ogImage: `${locale.origin}${data.entry.cover.src}` } : {}),
      noindex: !page.sitemap,
    },
    switcher: switcher(ctx, page),
    auth,
    runtime: { page: { path: page.path, isCatchAllRoot: locale.catchAll && page.path === '/' }, links: auth },
    data,
  };
}

/** The full view of one page (chrome and page part joined); the build sends the two apart. */
export function buildView(ctx: ViewContext, page: PlannedPage): PageView {
  const chrome = buildChrome(ctx, page.locale);
  return composeView(chrome, shortHash(JSON.stringify(chrome), 16), buildPagePart(ctx, page));
}

/** Register and login URLs of a page in a locale (D10). */
function handOffLinks(ctx: ViewContext, page: PlannedPage): { register: string; login: string } {
  const config = siteConfigOf(ctx, page.locale);
  const link = (url: string) => {
    const key = `${page.locale}|${url}`;
    const memo = memoOf(ctx).handOff;
    let make = memo.get(key);
    if (!make) memo.set(key, (make = handOffFor(url, page.locale)));
    return make(page.url);
  };
  return { register: link(config.registerUrl), login: link(config.loginUrl) };
}

/** Each locale's version of this page, or that locale's home (absolute when it is on another site). */
function switcher(ctx: ViewContext, page: PlannedPage): SwitcherEntry[] {
  const byLocale = new Map(page.alternates.map((alternate) => [alternate.locale, alternate.url]));
  return ctx.index.plan.locales.map((locale) => {
    const url = byLocale.get(locale.code);
    const target = url ?? `${locale.origin}${locale.home}`;
    const sameSite = locale.site === page.site;
    return {
      code: locale.code,
      name: locale.name,
      tag: locale.tag,
      href: sameSite ? target.slice(locale.origin.length) || '/' : target,
      current: locale.code === page.locale,
    };
  });
}

/** The page's `<title>`: the home title, the entry's or copy's title, a listing's name, or the route's title key; then the brand. */
function pageTitle(ctx: ViewContext, page: PlannedPage, data: PageData, config: LocaleConfig): string {
  const t = translator(ctx, page.locale);
  const brand = ctx.index.plan.manifest.brand.name;
  const suffix = (text: string) => `${text} – ${brand}`;
  if (data.kind === 'home') return config.title;
  if (data.kind === 'entry') return suffix(data.entry.title);
  if (data.kind === 'copy') return suffix(data.copy.title);
  if (data.kind === 'listing') {
    const base = t(`collections.${data.collection}.title`);
    const category = data.category ? t(`categories.${data.collection}.${data.category}`) : '';
    return suffix(data.tag ? `${category} #${data.tag} – ${base}` : data.category ? `${category} – ${base}` : base);
  }
  const route = ctx.index.plan.manifest.routes.find((candidate) => candidate.id === page.route);
  const key = route ? routeTitleKey(route) : undefined;
  return suffix(key ? t(key, { brand }) : page.template);
}

/** The page's meta description: the entry's or copy's, a listing's lead, `<copy>.lead`, else the locale's site description. */
function pageDescription(ctx: ViewContext, page: PlannedPage, data: PageData, config: LocaleConfig): string {
  const t = translator(ctx, page.locale);
  const brand = ctx.index.plan.manifest.brand.name;
  if (data.kind === 'entry') return data.entry.description;
  if (data.kind === 'copy') return data.copy.description;
  if (data.kind === 'listing') return t(`collections.${data.collection}.lead`);
  if (data.kind === 'home') return config.description;
  const route = ctx.index.plan.manifest.routes.find((candidate) => candidate.id === page.route);
  return route?.copy ? t(`${route.copy}.lead`, { brand }) : config.description;
}
