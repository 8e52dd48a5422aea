import type { ContentEntry } from '../../../manifest/content/parse-entry.ts';
import { COPY_COLLECTIONS } from '../../../manifest/content/schemas.ts';
import { itemSlug } from '../../../manifest/plan/items.ts';
import type { PlanLocale, PlannedPage } from '../../../manifest/plan/types.ts';
import type { ItemKind } from '../../../manifest/schema/index.ts';
import type { CopyView, LinkView, PageData } from '../../../templates/view.ts';
import { alternativeLinks } from './chrome.ts';
import { translator, type ViewContext } from './context.ts';

const COPY_FOLDER = Object.fromEntries(Object.entries(COPY_COLLECTIONS).map(([folder, items]) => [items, folder])) as Record<ItemKind, string>;

/** An item's copy in the locale, or the source locale's (then `lang` is the source's tag). */
export function copyEntry(ctx: ViewContext, items: ItemKind, code: string, slug: string): { entry: ContentEntry; lang?: string } | undefined {
  const folder = COPY_FOLDER[items];
  const own = ctx.index.entryAt(folder, code, slug);
  if (own) return { entry: own };
  const source = ctx.index.entryAt(folder, ctx.index.catchAll.code, slug);
  return source ? { entry: source, lang: ctx.index.tagOf(source.locale) } : undefined;
}

/** The page of a solution, feature, alternative or use case: its structured copy and related links. */
export function copyData(ctx: ViewContext, page: PlannedPage, locale: PlanLocale, items: ItemKind, slug: string): PageData {
  const { manifest } = ctx.index.plan;
  const rival = items === 'alternatives' ? manifest.alternatives.find((alternative) => itemSlug('alternatives', alternative) === slug)?.name : undefined;
  const copy = copyView(ctx, locale, items, slug, rival, page.translation?.part === 'body' ? page.translation.from : undefined);
  return { kind: 'copy', items, slug, ...(rival ? { rival } : {}), copy, related: relatedLinks(ctx, locale, items, slug) };
}

function copyView(ctx: ViewContext, locale: PlanLocale, items: ItemKind, slug: string, rival: string | undefined, bodyFrom: string | undefined): CopyView {
  const t = translator(ctx, locale.code);
  const brand = ctx.index.plan.manifest.brand.name;
  const found = copyEntry(ctx, items, locale.code, slug);
  const data = found?.entry.data;
  const generic = { alternatives: () => t('alternativeLink', { brand, rival: rival ?? slug }), solutions: () => t(`solutionNames.${slug}`), features: () => t(`featureNames.${slug}`), useCases: () => slug }[items];
  const bodyEntry = bodyFrom ? ctx.index.entryAt(COPY_FOLDER[items], bodyFrom, slug) : found?.entry;
  const body = bodyEntry ? ctx.index.body(bodyEntry) : undefined;
  return {
    title: found?.entry.title ?? generic(),
    description: data?.description ?? t('copy.missingHeadline', { brand }),
    headline: data && 'headline' in data ? data.headline : t('copy.missingHeadline', { brand }),
    ...(body ? { body: body.key } : {}),
    html: '',
    benefits: data && 'benefits' in data ? data.benefits : [],
    ...(data && 'comparison' in data ? { comparison: data.comparison } : {}),
    ...(data && 'summary' in data ? { summary: data.summary } : {}),
    ...(found?.lang ? { lang: found.lang } : {}),
    ...(bodyFrom && body ? { bodyLang: ctx.index.tagOf(bodyFrom) } : {}),
  };
}
function relatedLinks(ctx: ViewContext, locale: PlanLocale, items: ItemKind, slug: string): LinkView[] {
  if (items === 'alternatives') return alternativeLinks(ctx, locale).filter((link) => !link.href.endsWith(`/${slug}`));
  const t = translator(ctx, locale.code);
  const menu = items === 'features' ? 'features' : 'solutions';
  const names = items === 'features' ? 'featureNames' : 'solutionNames';
  return (ctx.index.plan.navigation[locale.code]?.[menu] ?? [])
    .filter((link) => link.key !== slug)
    .slice(0, 6)
    .map((link) => ({ href: link.href, label: t(`${names}.${link.key}`) }));
}
