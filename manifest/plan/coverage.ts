import { COPY_COLLECTIONS } from '../content/schemas.ts';
import { COLLECTION_IDS, ITEM_KINDS } from '../schema/index.ts';
import { createContext, entriesOf, externalBlogFor } from './context.ts';
import { itemAvailable, listItems } from './items.ts';
import { sourceLocale, untranslatedEntries } from './translation.ts';
import type { EntryMeta, SitePlan } from './types.ts';

/** How much of one area (messages, an item kind's copy, a collection) a locale has in its own language. */
export interface AreaCoverage {
  /** In the locale's language. */
  translated: number;
  /** Shown from the source locale (under a notice, or the source page linked) or left out (fallback). */
  fallback: number;
  total: number;
}

/** One locale's coverage: per area, and the share of messages and structured copy that is translated. */
export interface LocaleCoverage {
  locale: string;
  tag: string;
  areas: Record<string, AreaCoverage>;
  /** Translated share (0–100) of the required areas: messages and the structured copy of every available item. */
  coverage: number;
}

/** The areas a locale must have fully translated; bodies and collections may fall back by policy. */
const REQUIRED_AREAS = ['messages', ...ITEM_KINDS] as const;

/**
 * Translation coverage of every locale against the source locale: message keys, the structured copy
 * (and the bodies) of each item kind where the item is available, and each collection's articles.
 * Pure: the message keys of each locale are given.
 */
export function translationCoverage(plan: SitePlan, entries: readonly EntryMeta[], messageKeys: ReadonlyMap<string, ReadonlySet<string>>): LocaleCoverage[] {
  const ctx = createContext(plan.manifest, entries);
  const source = sourceLocale(ctx);
  const reference = messageKeys.get(source) ?? new Set<string>();
  return plan.locales.map((locale) => {
    const own = messageKeys.get(locale.code) ?? new Set<string>();
    const present = [...reference].filter((key) => own.has(key)).length;
    const areas: Record<string, AreaCoverage> = { messages: { translated: present, fallback: reference.size - present, total: reference.size } };
    for (const [folder, kind] of Object.entries(COPY_COLLECTIONS)) {
      const available = listItems(plan.manifest, kind).filter(({ slug }) => itemAvailable(plan.manifest, kind, slug, locale.code));
      const copies = new Map(entriesOf(ctx, folder, locale.code).map((entry) => [entry.slug, entry]));
      const copied = available.filter(({ slug }) => copies.has(slug));
      areas[kind] = { translated: copied.length, fallback: available.length - copied.length, total: available.length };
      const bodies = copied.filter(({ slug }) => copies.get(slug)?.hasBody !== false).length;
      areas[`${kind}.bodies`] = { translated: bodies, fallback: available.length - bodies, total: available.length };
    }
    for (const collection of COLLECTION_IDS) {
      if (externalBlogFor(ctx, collection, locale.code)) continue;
      const missing = untranslatedEntries(ctx, collection, locale.code).length;
      const translated = entriesOf(ctx, collection, locale.code).length;
      areas[collection] = { translated, fallback: missing, total: translated + missing };
    }
    const required = REQUIRED_AREAS.map((area) => areas[area] ?? { translated: 0, fallback: 0, total: 0 });
    const total = required.reduce((sum, area) => sum + area.total, 0);
    const translated = required.reduce((sum, area) => sum + area.translated, 0);
    return { locale: locale.code, tag: locale.tag, areas, coverage: total ? Math.floor((translated / total) * 1000) / 10 : 100 };
  });
}
