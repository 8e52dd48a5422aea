import type { ContentEntry } from '../../../manifest/content/parse-entry.ts';
import { COPY_COLLECTIONS } from '../../../manifest/content/schemas.ts';
import { itemSlug } from '../../../manifest/plan/items.ts';
import type { PlanLocale, PlannedPage } from '../../../manifest/plan/types.ts';
import type { LocaleConfig } from '../../../manifest/schema/index.ts';
import type { RuntimeConfig } from '../../../runtime/config.ts';
import type { createI18n } from '../../../templates/i18n.tsx';
import { composeView, type CopyView, type EntryCard, type EntryView, type LinkView, type LocaleChrome, type PageData, type PagePart, type PageView, type SwitcherEntry } from '../../../templates/view.ts';
import { shortHash } from '../hash.ts';
import { handOffFor, siteConfigOf } from './site-config.ts';
import type { Icon } from '../inputs/icons.ts';
import { entryKey, listingPage, type SiteIndex } from './site-index.ts';

export interface ViewAssets {
  css: string;
  script: string;
  sprite: string;
  /** Source image URL → hashed URL and size. */
  images: ReadonlyMap<string, { url: string; width: number; height: number }>;
  icons: readonly Icon[];
}

export interface ViewContext {
  index: SiteIndex;
  assets: ViewAssets;
  i18n(code: string): ReturnType<typeof createI18n>;
  /** The locale-wide runtime config (page fields are per page). */
  runtimeBase(code: string): RuntimeConfig;
  /** Work shared by the pages of a build (cards, hand-off URLs); created on first use. */
  memo?: ViewMemo;
}

/** Values many pages reuse, computed once per build. */
interface ViewMemo {
  cards: Map<ContentEntry, EntryCard>;
  handOff: Map<string, (from: string) => string>;
  related: Map<string, ContentEntry[]>;
}

function memoOf(ctx: ViewContext): ViewMemo {
  ctx.memo ??= { cards: new Map(), handOff: new Map(), related: new Map() };
  return ctx.memo;
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

const FOOTER: { title: string; routes: string[] }[] = [
  { title: 'footer.product', routes: ['pricing', 'download', 'solutions', 'use-cases', 'release'] },
  { title: 'footer.resources', routes: ['blog', 'news', 'guide', 'helps', 'faq', 'links'] },
  { title: 'footer.company', routes: ['about', 'partner', 'partner-plan', 'referral', 'pre-sales'] },
];

/** What every page of a locale shares: menus, routes, footer, assets, statistics, the runtime base. Pure. */
export function buildChrome(ctx: ViewContext, code: string): LocaleChrome {
  const { index } = ctx;
  const { manifest } = index.plan;
  const locale = index.locales.get(code) as PlanLocale;
  const { t } = ctx.i18n(code);
  const config = siteConfigOf(ctx, code);
  const site = index.plan.sites.find((candidate) => candidate.id === locale.site);
  const routes: Record<string, string> = {};
  for (const route of manifest.routes) {
    const routePage = index.routePages.get(`${code}|${route.id}`);
    if (routePage) routes[route.id] = routePage.path;
  }
  return {
    site: { id: locale.site, origin: site?.origin ?? locale.origin },
    locale: { code, tag: locale.tag, name: locale.name, home: locale.home },
    brand: manifest.brand.name,
    nav: index.plan.navigation[code] ?? { topBar: [], solutions: [], features: [] },
    routes,
    footer: [
      ...FOOTER.map((column) => ({
        title: column.title,
        links: column.routes.flatMap((id) => (routes[id] ? [{ href: routes[id] as string, label: routeLabel(t, id) }] : [])),
      })),
      { title: 'footer.compare', links: alternativeLinks(ctx, locale) },
    ].filter((column) => column.links.length > 0),
    assets: { css: ctx.assets.css, script: ctx.assets.script, sprite: ctx.assets.sprite },
    statistics: {
      head: config.statistics.filter((snippet) => snippet.position === 'head').map((snippet) => snippet.src),
      body: config.statistics.filter((snippet) => snippet.position === 'body').map((snippet) => snippet.src),
    },
    runtimeConfig: ctx.runtimeBase(code),
  };
}

/** What is particular to one page: head, switcher, hand-off links, runtime page fields, data. Pure. */
export function buildPagePart(ctx: ViewContext, page: PlannedPage): PagePart {
  const locale = ctx.index.locales.get(page.locale) as PlanLocale;
  const config = siteConfigOf(ctx, locale.code);
  const auth = handOffLinks(ctx, page);
  const data = pageData(ctx, page, locale);
  return {
    template: page.template,
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

function routeLabel(t: (key: string) => string, id: string): string {
  const keys: Record<string, string> = {
    pricing: 'pricing.title',
    download: 'cta.download',
    solutions: 'landing.title',
    'use-cases': 'landing.title',
    release: 'collections.release.title',
    blog: 'nav.blog',
    news: 'nav.news',
    guide: 'nav.guide',
    helps: 'nav.help',
    faq: 'faq.title',
    links: 'links.title',
    about: 'nav.aboutUs',
    partner: 'nav.partner',
    'partner-plan': 'nav.partnerPlan',
    referral: 'referral.title',
    'pre-sales': 'nav.preSales',
  };
  return t(keys[id] ?? id);
}

function alternativeLinks(ctx: ViewContext, locale: PlanLocale): LinkView[] {
  const { t } = ctx.i18n(locale.code);
  const { manifest } = ctx.index.plan;
  return manifest.alternatives.flatMap((alternative) => {
    const page = ctx.index.itemPages.get(`alternatives|${locale.code}|${itemSlug('alternatives', alternative)}`);
    return page ? [{ href: page.path, label: t('alternativeLink', { brand: manifest.brand.name, rival: alternative.name }) }] : [];
  });
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

function pageTitle(ctx: ViewContext, page: PlannedPage, data: PageData, config: LocaleConfig): string {
  const { t } = ctx.i18n(page.locale);
  const brand = ctx.index.plan.manifest.brand.name;
  const suffix = (text: string) => `${text} – ${brand}`;
  switch (data.kind) {
    case 'home':
      return config.title;
    case 'entry':
      return suffix(data.entry.title);
    case 'copy':
      return suffix(data.copy.title);
    case 'listing': {
      const base = t(`collections.${data.collection}.title`);
      if (data.tag) return suffix(`${t(`categories.${data.collection}.${data.category}`)} #${data.tag} – ${base}`);
      if (data.category) return suffix(`${t(`categories.${data.collection}.${data.category}`)} – ${base}`);
      return suffix(base);
    }
    case 'faq':
      return suffix(t('faq.title'));
    case 'pricing':
      return suffix(t('pricing.title'));
    case 'landing':
      return suffix(t('landing.title'));
    case 'icons':
      return suffix('Icons');
    case 'static':
      return suffix(staticTitle(t, page.template, brand));
  }
}

function staticTitle(t: (key: string, vars?: Record<string, string>) => string, template: string, brand: string): string {
  const keys: Record<string, string> = {
    about: 'about.title',
    'partner-plan': 'partnerPlan.title',
    referral: 'referral.title',
    'referral-program': 'referralProgram.title',
    'super-september': 'superSeptember.title',
    'pre-sales': 'preSales.title',
    download: 'download.title',
    links: 'links.title',
    'error-404': 'errors.notFoundTitle',
    'error-502': '502msg1',
  };
  return t(keys[template] ?? template, { brand });
}

function pageDescription(ctx: ViewContext, page: PlannedPage, data: PageData, config: LocaleConfig): string {
  const { t } = ctx.i18n(page.locale);
  const brand = ctx.index.plan.manifest.brand.name;
  switch (data.kind) {
    case 'entry':
      return data.entry.description;
    case 'copy':
      return data.copy.description;
    case 'listing':
      return t(`collections.${data.collection}.lead`);
    case 'faq':
      return t('faq.lead');
    case 'pricing':
      return t('pricing.lead');
    case 'landing':
      return t('landing.lead', { brand });
    case 'static': {
      const key = { about: 'about', 'partner-plan': 'partnerPlan', referral: 'referral', 'referral-program': 'referralProgram', 'super-september': 'superSeptember', 'pre-sales': 'preSales', download: 'download', links: 'links' }[page.template];
      return key ? t(`${key}.lead`, { brand }) : config.description;
    }
    default:
      return config.description;
  }
}

function pageData(ctx: ViewContext, page: PlannedPage, locale: PlanLocale): PageData {
  const subject = page.subject;
  if (page.template === 'home') return homeData(ctx, locale);
  if (page.template === 'pricing') return pricingData(ctx);
  if (page.template === 'icons') return { kind: 'icons', icons: ctx.assets.icons.map((icon) => ({ ...icon })) };
  if (page.template === 'solutions-landing') return landingData(ctx, locale);
  if (page.template === 'faq') return faqData(ctx, locale);
  if (subject.kind === 'entry') return entryData(ctx, page, locale, subject.collection, subject.slug);
  if (subject.kind === 'listing') return listingData(ctx, locale, subject.collection, subject.category, subject.tag);
  if (subject.kind === 'item') return copyData(ctx, locale, subject.items, subject.slug);
  return { kind: 'static' };
}

function card(ctx: ViewContext, entry: ContentEntry, locale: PlanLocale): EntryCard {
  const cards = memoOf(ctx).cards;
  const known = cards.get(entry);
  if (known) return known;
  const made = makeCard(ctx, entry, locale);
  cards.set(entry, made);
  return made;
}

function makeCard(ctx: ViewContext, entry: ContentEntry, locale: PlanLocale): EntryCard {
  const page = ctx.index.entryPages.get(entryKey(entry));
  const categoryPage = entry.category ? listingPage(ctx.index, entry.collection, locale.code, entry.category) : undefined;
  const cover = 'cover' in entry.data && entry.data.cover ? ctx.assets.images.get(entry.data.cover.src) : undefined;
  return {
    title: entry.title,
    description: entry.data.description,
    date: entry.date,
    href: page?.path ?? '',
    ...(entry.category ? { category: { slug: entry.category, ...(categoryPage ? { href: categoryPage.path } : {}) } } : {}),
    tags: entry.tags.map((tag) => {
      const tagPage = entry.category ? listingPage(ctx.index, entry.collection, locale.code, entry.category, tag) : undefined;
      return { slug: tag, ...(tagPage ? { href: tagPage.path } : {}) };
    }),
    ...(cover && 'cover' in entry.data && entry.data.cover ? { cover: { src: cover.url, width: cover.width, height: cover.height, alt: entry.data.cover.alt } } : {}),
  };
}

function entriesOf(ctx: ViewContext, collection: string, code: string): ContentEntry[] {
  return ctx.index.entries.get(`${collection}/${code}`) ?? [];
}

function homeData(ctx: ViewContext, locale: PlanLocale): PageData {
  const { t } = ctx.i18n(locale.code);
  const nav = ctx.index.plan.navigation[locale.code];
  return {
    kind: 'home',
    latest: entriesOf(ctx, 'blog', locale.code).slice(0, 3).map((entry) => card(ctx, entry, locale)),
    solutions: (nav?.solutions ?? []).map((link) => ({ href: link.href, label: t(`solutionNames.${link.key}`) })),
    features: (nav?.features ?? []).map((link) => ({ href: link.href, label: t(`featureNames.${link.key}`) })),
    alternatives: alternativeLinks(ctx, locale),
    useCases: landingSections(ctx, locale).flatMap((section) => (section.href ? [{ href: section.href, label: section.title }] : [])),
  };
}

function landingSections(ctx: ViewContext, locale: PlanLocale) {
  return (ctx.index.plan.useCaseSections[locale.code] ?? []).map((slug) => {
    const copy = copyEntry(ctx, 'use-cases', locale.code, slug);
    const page = ctx.index.itemPages.get(`useCases|${locale.code}|${slug}`);
    const summary = copy && 'summary' in copy.data ? copy.data.summary : '';
    return { slug, title: copy?.title ?? slug, summary, ...(page ? { href: page.path } : {}) };
  });
}

function landingData(ctx: ViewContext, locale: PlanLocale): PageData {
  return { kind: 'landing', sections: landingSections(ctx, locale) };
}

function pricingData(ctx: ViewContext): PageData {
  const { manifest } = ctx.index.plan;
  return {
    kind: 'pricing',
    currencies: manifest.currencies.map((currency) => ({ ...currency })),
    plans: manifest.pricing.map((plan) => ({ id: plan.id, profiles: plan.profiles, members: plan.members, prices: { ...plan.prices }, highlight: plan.highlight })),
  };
}

function faqData(ctx: ViewContext, locale: PlanLocale): PageData {
  const items = [...entriesOf(ctx, 'faq', locale.code)].sort((a, b) => ('order' in a.data && 'order' in b.data ? a.data.order - b.data.order : 0));
  return {
    kind: 'faq',
    items: items.map((entry) => ({ id: entry.slug, question: entry.title, html: ctx.index.rendered.get(entryKey(entry))?.html ?? '', category: entry.category ?? '' })),
  };
}

function listingData(ctx: ViewContext, locale: PlanLocale, collection: string, category?: string, tag?: string): PageData {
  const all = entriesOf(ctx, collection, locale.code);
  const counts = (values: string[]) => values.reduce((map, value) => map.set(value, (map.get(value) ?? 0) + 1), new Map<string, number>());
  const categoryCounts = counts(all.flatMap((entry) => (entry.category ? [entry.category] : [])));
  const inCategory = category ? all.filter((entry) => entry.category === category) : all;
  const tagCounts = counts(inCategory.flatMap((entry) => [...entry.tags]));
  const shown = tag ? inCategory.filter((entry) => entry.tags.includes(tag)) : inCategory;
  const declared = (ctx.index.plan.manifest.collections as Record<string, { categories: string[]; tags: string[] }>)[collection];
  return {
    kind: 'listing',
    collection,
    ...(category ? { category } : {}),
    ...(tag ? { tag } : {}),
    entries: shown.map((entry) => card(ctx, entry, locale)),
    categories: (declared?.categories ?? []).flatMap((slug) => {
      const page = listingPage(ctx.index, collection, locale.code, slug);
      return page ? [{ slug, href: page.path, count: categoryCounts.get(slug) ?? 0, current: slug === category }] : [];
    }),
    tags: (declared?.tags ?? []).flatMap((slug) => {
      const page = category ? listingPage(ctx.index, collection, locale.code, category, slug) : undefined;
      return page ? [{ slug, href: page.path, count: tagCounts.get(slug) ?? 0, current: slug === tag }] : [];
    }),
    indexHref: listingPage(ctx.index, collection, locale.code)?.path ?? locale.home,
  };
}

/** The newest entries of a collection's category in a locale (a few more than any page shows). */
function sameCategory(ctx: ViewContext, collection: string, code: string, category: string | undefined): ContentEntry[] {
  const key = `${collection}/${code}/${category ?? ''}`;
  const memo = memoOf(ctx).related;
  let list = memo.get(key);
  if (!list) memo.set(key, (list = entriesOf(ctx, collection, code).filter((other) => other.category === category).slice(0, 4)));
  return list;
}

function entryData(ctx: ViewContext, page: PlannedPage, locale: PlanLocale, collection: string, slug: string): PageData {
  const entry = ctx.index.entryByKey.get(`${collection}/${locale.code}/${slug}`) as ContentEntry;
  const rendered = ctx.index.rendered.get(entryKey(entry));
  const data = entry.data;
  const view: EntryView = {
    ...card(ctx, entry, locale),
    href: page.path,
    html: rendered?.html ?? '',
    headings: rendered?.headings ?? [],
    ...('version' in data ? { version: data.version } : {}),
    ...('website' in data ? { website: data.website } : {}),
    ...('offer' in data && data.offer ? { offer: data.offer } : {}),
  };
  const related = sameCategory(ctx, collection, locale.code, entry.category)
    .filter((other) => other.slug !== slug)
    .slice(0, 3)
    .map((other) => card(ctx, other, locale));
  return { kind: 'entry', collection, entry: view, related, indexHref: listingPage(ctx.index, collection, locale.code)?.path ?? locale.home };
}

const COPY_FOLDER: Record<string, string> = Object.fromEntries(Object.entries(COPY_COLLECTIONS).map(([folder, items]) => [items, folder]));

/** A copy entry in the locale, or the catch-all locale's. */
function copyEntry(ctx: ViewContext, folder: string, code: string, slug: string): ContentEntry | undefined {
  return ctx.index.entryByKey.get(`${folder}/${code}/${slug}`) ?? ctx.index.entryByKey.get(`${folder}/${ctx.index.catchAll.code}/${slug}`);
}

function copyData(ctx: ViewContext, locale: PlanLocale, items: 'solutions' | 'features' | 'alternatives' | 'useCases', slug: string): PageData {
  const { t } = ctx.i18n(locale.code);
  const folder = COPY_FOLDER[items] ?? items;
  const own = ctx.index.entryByKey.get(`${folder}/${locale.code}/${slug}`);
  const entry = copyEntry(ctx, folder, locale.code, slug);
  const data = entry?.data as Record<string, unknown> | undefined;
  const brand = ctx.index.plan.manifest.brand.name;
  const rivalName = items === 'alternatives' ? ctx.index.plan.manifest.alternatives.find((alternative) => itemSlug('alternatives', alternative) === slug)?.name : undefined;
  const genericTitle =
    items === 'alternatives' ? t('alternativeLink', { brand, rival: rivalName ?? slug }) : items === 'solutions' ? t(`solutionNames.${slug}`) : items === 'features' ? t(`featureNames.${slug}`) : slug;
  const copy: CopyView = {
    title: entry?.title ?? genericTitle,
    description: typeof data?.description === 'string' ? data.description : t('copy.missingHeadline', { brand }),
    headline: typeof data?.headline === 'string' ? data.headline : t('copy.missingHeadline', { brand }),
    html: entry ? (ctx.index.rendered.get(`${entry.collection}/${entry.locale}/${entry.slug}`)?.html ?? '') : '',
    benefits: Array.isArray(data?.benefits) ? (data.benefits as CopyView['benefits']) : [],
    ...(Array.isArray(data?.comparison) ? { comparison: data.comparison as NonNullable<CopyView['comparison']> } : {}),
    ...(typeof data?.summary === 'string' ? { summary: data.summary } : {}),
    ...(!own && entry ? { fallbackFrom: entry.locale } : {}),
  };
  const rival = rivalName;
  const related: LinkView[] =
    items === 'alternatives'
      ? alternativeLinks(ctx, locale).filter((link) => !link.href.endsWith(`/${slug}`))
      : (ctx.index.plan.navigation[locale.code]?.[items === 'features' ? 'features' : 'solutions'] ?? [])
          .filter((link) => link.key !== slug)
          .slice(0, 6)
          .map((link) => ({ href: link.href, label: t(`${items === 'features' ? 'featureNames' : 'solutionNames'}.${link.key}`) }));
  return { kind: 'copy', items, slug, ...(rival ? { rival } : {}), copy, related };
}
