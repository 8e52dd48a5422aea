import { distance } from 'fastest-levenshtein';
import { type Diagnostic, diagnostic } from '../diagnostics.ts';
import { lineOfKey, type ContentEntry } from './parse-entry.ts';

/**
 * Translation keys against each other (issue 10):
 * - two entries of one collection and locale with one key both claim to translate one article;
 * - a translation whose explicit key matches no entry of the source locale but is close to one
 *   (or whose original has the same slug) is a typo that unlinks it. A key close to no original is
 *   a locale-only article and is accepted (the zh guide, a pt-only post).
 * Drafts are left out: they are never built.
 */
export function checkTranslationKeys(entries: readonly ContentEntry[], source: string, sources: ReadonlyMap<string, string>): Diagnostic[] {
  const out: Diagnostic[] = [];
  const built = entries.filter((entry) => !entry.draft);
  const at = (entry: ContentEntry) => {
    const line = lineOfKey(sources.get(entry.file) ?? '', 'translationKey');
    return { file: entry.file, ...(line ? { line } : {}) };
  };
  const claimed = new Map<string, ContentEntry>();
  for (const entry of built) {
    if (entry.data.translationKey === undefined) continue;
    const key = `${entry.collection}|${entry.locale}|${entry.translationKey}`;
    const other = claimed.get(key);
    if (other) out.push(diagnostic('TRANSLATION_KEY', { case: 'shared', key: entry.translationKey, locale: entry.locale, other: other.file }, at(entry)));
    else claimed.set(key, entry);
  }
  // The source locale's entries and their keys, per collection.
  const originals = new Map<string, { entries: ContentEntry[]; keys: Set<string> }>();
  for (const entry of built) {
    if (entry.locale !== source) continue;
    let group = originals.get(entry.collection);
    if (!group) originals.set(entry.collection, (group = { entries: [], keys: new Set() }));
    group.entries.push(entry);
    group.keys.add(entry.translationKey);
  }
  for (const entry of built) {
    if (entry.locale === source || entry.data.translationKey === undefined) continue;
    const group = originals.get(entry.collection);
    if (group?.keys.has(entry.translationKey)) continue;
    const closest = closestOriginal(entry, group?.entries ?? []);
    if (closest) out.push(diagnostic('TRANSLATION_KEY', { case: 'orphan', key: entry.translationKey, collection: entry.collection, source, closest }, at(entry)));
  }
  return out;
}

/** The key of the original with the same slug, else the closest key within a typo's distance. */
function closestOriginal(entry: ContentEntry, originals: readonly ContentEntry[]): string | undefined {
  const sameSlug = originals.find((original) => original.slug === entry.slug);
  if (sameSlug) return sameSlug.translationKey;
  const limit = Math.max(2, Math.floor(entry.translationKey.length / 5));
  let best: { key: string; d: number } | undefined;
  for (const original of originals) {
    const d = distance(entry.translationKey, original.translationKey);
    if (d <= limit && (!best || d < best.d)) best = { key: original.translationKey, d };
  }
  return best?.key;
}
