import type { ContentEntry } from '../../../manifest/content/parse-entry.ts';
import { type PageIndex, pageIndexOf } from '../../../manifest/plan/page-index.ts';
import { createContext } from '../../../manifest/plan/context.ts';
import { listedEntries, sourceLocale } from '../../../manifest/plan/translation.ts';
import type { EntryMeta, PlanLocale, SitePlan } from '../../../manifest/plan/types.ts';
import type { MarkdownMeta } from '../../../templates/view.ts';

/** A rendered markdown body as views see it: the key of its HTML (filled in by the renderer) and its metadata. */
export interface BodyRef extends MarkdownMeta {
  key: string;
}

/** Lookups the view builders need: the plan's page index, the content by locale, the rendered bodies. */
export interface SiteIndex extends PageIndex {
  plan: SitePlan;
  locales: Map<string, PlanLocale>;
  catchAll: PlanLocale;
  /** Non-draft entries of a collection in a locale, newest first. */
  entriesOf(collection: string, locale: string): ContentEntry[];
  /** The source locale's entries a locale's listings show besides its own (it has no translation of them), newest first. */
  sourceEntriesOf(collection: string, locale: string): ContentEntry[];
  /** The language tag of a locale. */
  tagOf(locale: string): string;
  /** An entry by collection, locale and slug (copy collections and drafts included). */
  entryAt(collection: string, locale: string, slug: string): ContentEntry | undefined;
  /** The rendered body of an entry, if it has one. */
  body(entry: ContentEntry): BodyRef | undefined;
}

/** `collection/locale/slug`: the key of a content entry. */
export function entryKey(entry: Pick<ContentEntry, 'collection' | 'locale' | 'slug'>): string {
  return `${entry.collection}/${entry.locale}/${entry.slug}`;
}

export function createSiteIndex(plan: SitePlan, entries: readonly ContentEntry[], bodies: ReadonlyMap<string, BodyRef>): SiteIndex {
  const ctx = createContext(plan.manifest, entries);
  const byKey = new Map<string, ContentEntry>();
  const lists = new Map<string, ContentEntry[]>();
  for (const entry of entries) {
    byKey.set(entryKey(entry), entry);
    if (entry.draft) continue;
    const key = `${entry.collection}/${entry.locale}`;
    const list = lists.get(key);
    if (list) list.push(entry);
    else lists.set(key, [entry]);
  }
  for (const list of lists.values()) list.sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
  return {
    ...pageIndexOf(plan.pages),
    plan,
    locales: new Map(plan.locales.map((locale) => [locale.code, locale])),
    catchAll: plan.locales.find((locale) => locale.catchAll) ?? (plan.locales[0] as PlanLocale),
    entriesOf: (collection, locale) => lists.get(`${collection}/${locale}`) ?? [],
    sourceEntriesOf: (collection, locale) => {
      const shown = new Set<EntryMeta>(listedEntries(ctx, collection, locale));
      return (lists.get(`${collection}/${sourceLocale(ctx)}`) ?? []).filter((entry) => entry.locale !== locale && shown.has(entry));
    },
    tagOf: (locale) => plan.locales.find((candidate) => candidate.code === locale)?.tag ?? locale,
    entryAt: (collection, locale, slug) => byKey.get(`${collection}/${locale}/${slug}`),
    body: (entry) => bodies.get(entryKey(entry)),
  };
}
