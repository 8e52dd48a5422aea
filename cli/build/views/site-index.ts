import type { ContentEntry } from '../../../manifest/content/parse-entry.ts';
import type { PlanLocale, PlannedPage, SitePlan } from '../../../manifest/plan/types.ts';
import type { RenderedMarkdown } from '../render/markdown.ts';

/** Lookups the view builder needs, built once per build from the plan and the content. */
export interface SiteIndex {
  plan: SitePlan;
  locales: Map<string, PlanLocale>;
  catchAll: PlanLocale;
  /** `locale|routeId` → page of a parameterless route. */
  routePages: Map<string, PlannedPage>;
  /** `collection/locale/slug` → the entry's page. */
  entryPages: Map<string, PlannedPage>;
  /** `collection|locale|category|tag` → listing page. */
  listingPages: Map<string, PlannedPage>;
  /** `items|locale|slug` → item page. */
  itemPages: Map<string, PlannedPage>;
  /** `collection/locale` → non-draft entries, newest first. */
  entries: Map<string, ContentEntry[]>;
  /** `collection/locale/slug` → entry (copy collections included). */
  entryByKey: Map<string, ContentEntry>;
  /** `collection/locale/slug` → rendered markdown body. */
  rendered: Map<string, RenderedMarkdown>;
}

export function entryKey(entry: Pick<ContentEntry, 'collection' | 'locale' | 'slug'>): string {
  return `${entry.collection}/${entry.locale}/${entry.slug}`;
}

export function createSiteIndex(plan: SitePlan, entries: readonly ContentEntry[], rendered: Map<string, RenderedMarkdown>): SiteIndex {
  const index: SiteIndex = {
    plan,
    locales: new Map(plan.locales.map((locale) => [locale.code, locale])),
    catchAll: plan.locales.find((locale) => locale.catchAll) ?? (plan.locales[0] as PlanLocale),
    routePages: new Map(),
    entryPages: new Map(),
    listingPages: new Map(),
    itemPages: new Map(),
    entries: new Map(),
    entryByKey: new Map(),
    rendered,
  };
  for (const page of plan.pages) {
    if (Object.keys(page.params).length === 0) index.routePages.set(`${page.locale}|${page.route}`, page);
    const subject = page.subject;
    if (subject.kind === 'entry') index.entryPages.set(`${subject.collection}/${page.locale}/${subject.slug}`, page);
    if (subject.kind === 'listing') index.listingPages.set(`${subject.collection}|${page.locale}|${subject.category ?? ''}|${subject.tag ?? ''}`, page);
    if (subject.kind === 'item') index.itemPages.set(`${subject.items}|${page.locale}|${subject.slug}`, page);
  }
  for (const entry of entries) {
    index.entryByKey.set(entryKey(entry), entry);
    if (entry.draft) continue;
    const key = `${entry.collection}/${entry.locale}`;
    index.entries.set(key, [...(index.entries.get(key) ?? []), entry]);
  }
  for (const list of index.entries.values()) list.sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
  return index;
}

/** The listing page of a collection in a locale: index (no category), category, or category + tag. */
export function listingPage(index: SiteIndex, collection: string, locale: string, category = '', tag = ''): PlannedPage | undefined {
  return index.listingPages.get(`${collection}|${locale}|${category}|${tag}`);
}
