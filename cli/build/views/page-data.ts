import type { PlanLocale, PlannedPage } from '../../../manifest/plan/types.ts';
import type { TemplateData } from '../../../templates/registry.ts';
import type { EntryView, PageData } from '../../../templates/view.ts';
import { card, sameCategory } from './cards.ts';
import { alternativeLinks } from './chrome.ts';
import { translator, type ViewContext } from './context.ts';
import { copyData, copyEntry } from './copy-data.ts';

/** The data a page's template reads: by the template's own kind, or by what the page is about. Pure. */
export function pageData(ctx: ViewContext, page: PlannedPage, locale: PlanLocale, kind: TemplateData): PageData {
  const subject = page.subject;
  switch (kind) {
    case 'home':
      return homeData(ctx, locale);
    case 'pricing':
      return pricingData(ctx);
    case 'icons':
      return { kind: 'icons', icons: ctx.assets.icons.map((icon) => ({ ...icon })) };
    case 'landing':
      return { kind: 'landing', sections: landingSections(ctx, locale) };
    case 'faq':
      return faqData(ctx, locale);
    case 'subject':
      if (subject.kind === 'entry') return entryData(ctx, page, locale, subject.collection, subject.slug);
      if (subject.kind === 'listing') return listingData(ctx, locale, subject.collection, subject.category, subject.tag);
      if (subject.kind === 'item') return copyData(ctx, page, locale, subject.items, subject.slug);
      return { kind: 'static' };
  }
}

function homeData(ctx: ViewContext, locale: PlanLocale): PageData {
  const t = translator(ctx, locale.code);
  const nav = ctx.index.plan.navigation[locale.code];
  return {
    kind: 'home',
    latest: ctx.index.entriesOf('blog', locale.code).slice(0, 3).map((entry) => card(ctx, entry, locale)),
    solutions: (nav?.solutions ?? []).map((link) => ({ href: link.href, label: t(`solutionNames.${link.key}`) })),
    features: (nav?.features ?? []).map((link) => ({ href: link.href, label: t(`featureNames.${link.key}`) })),
    alternatives: alternativeLinks(ctx, locale),
    useCases: landingSections(ctx, locale).flatMap((section) => (section.href ? [{ href: section.href, label: section.title }] : [])),
  };
}

function landingSections(ctx: ViewContext, locale: PlanLocale) {
  return (ctx.index.plan.useCaseSections[locale.code] ?? []).map((slug) => {
    const copy = copyEntry(ctx, 'useCases', locale.code, slug);
    const page = ctx.index.item('useCases', locale.code, slug);
    const summary = copy && 'summary' in copy.entry.data ? copy.entry.data.summary : '';
    return { slug, title: copy?.entry.title ?? slug, summary, ...(page ? { href: page.path } : {}), ...(copy?.lang ? { lang: copy.lang } : {}) };
  });
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
  const items = [...ctx.index.entriesOf('faq', locale.code), ...ctx.index.sourceEntriesOf('faq', locale.code)].sort((a, b) => ('order' in a.data && 'order' in b.data ? a.data.order - b.data.order : 0));
  return {
    kind: 'faq',
    items: items.map((entry) => {
      const body = ctx.index.body(entry);
      const lang = entry.locale === locale.code ? {} : { lang: ctx.index.tagOf(entry.locale) };
      return { id: entry.slug, question: entry.title, ...(body ? { body: body.key } : {}), html: '', category: entry.category ?? '', ...lang };
    }),
  };
}

function listingData(ctx: ViewContext, locale: PlanLocale, collection: string, category?: string, tag?: string): PageData {
  const { index } = ctx;
  const own = index.entriesOf(collection, locale.code);
  const others = index.sourceEntriesOf(collection, locale.code);
  const all = [...own, ...others];
  const counts = (values: string[]) => values.reduce((map, value) => map.set(value, (map.get(value) ?? 0) + 1), new Map<string, number>());
  const categoryCounts = counts(all.flatMap((entry) => (entry.category ? [entry.category] : [])));
  const inCategory = category ? all.filter((entry) => entry.category === category) : all;
  const tagCounts = counts(inCategory.flatMap((entry) => [...entry.tags]));
  const shown = (list: typeof all) => list.filter((entry) => (!category || entry.category === category) && (!tag || entry.tags.includes(tag)));
  const declared = (index.plan.manifest.collections as Record<string, { categories: string[]; tags: string[] }>)[collection];
  return {
    kind: 'listing',
    collection,
    ...(category ? { category } : {}),
    ...(tag ? { tag } : {}),
    entries: shown(own).map((entry) => card(ctx, entry, locale)),
    sourceEntries: shown(others).map((entry) => card(ctx, entry, locale)),
    categories: (declared?.categories ?? []).flatMap((slug) => {
      const page = index.listing(collection, locale.code, slug);
      return page ? [{ slug, href: page.path, count: categoryCounts.get(slug) ?? 0, current: slug === category }] : [];
    }),
    tags: (declared?.tags ?? []).flatMap((slug) => {
      const page = category ? index.listing(collection, locale.code, category, slug) : undefined;
      return page ? [{ slug, href: page.path, count: tagCounts.get(slug) ?? 0, current: slug === tag }] : [];
    }),
    indexHref: index.listing(collection, locale.code)?.path ?? locale.home,
  };
}

function entryData(ctx: ViewContext, page: PlannedPage, locale: PlanLocale, collection: string, slug: string): PageData {
  const { index } = ctx;
  const from = page.subject.kind === 'entry' && page.subject.from ? page.subject.from : locale.code;
  const entry = index.entryAt(collection, from, slug);
  if (!entry) throw new Error(`no ${collection} entry ${from}/${slug} for ${page.path}`);
  const body = index.body(entry);
  const data = entry.data;
  const view: EntryView = {
    ...card(ctx, entry, locale),
    href: page.path,
    ...(body ? { body: body.key } : {}),
    html: '',
    headings: body?.headings ?? [],
    ...('version' in data ? { version: data.version } : {}),
    ...('website' in data ? { website: data.website } : {}),
    ...('offer' in data && data.offer ? { offer: data.offer } : {}),
  };
  const related = sameCategory(ctx, collection, locale.code, entry.category)
    .filter((other) => other.slug !== slug)
    .slice(0, 3)
    .map((other) => card(ctx, other, locale));
  return { kind: 'entry', collection, entry: view, related, indexHref: index.listing(collection, locale.code)?.path ?? locale.home };
}
