import { distance } from 'fastest-levenshtein';
import { type Diagnostic, diagnostic } from '../diagnostics.ts';
import { lineOfKey, type ContentEntry } from './parse-entry.ts';
import type { UnparsedFile } from './unparsed.ts';

/**
 * Translation keys against each other (issue 10):
 * - two entries of one collection and locale with one key both claim to translate one article;
 * - a translation whose explicit key matches no entry of the source locale but is close to one
 *   (or whose original has the same slug) is a typo that unlinks it. A key close to no original is
 *   a locale-only article and is accepted (the zh guide, a pt-only post);
 * - a key that several locales' translations share and no source entry has, where the old "close
 *   to" guess would fire, is a deleted or missing source: one error per key, listing the
 *   translations, and no guess (the gologin translations are not multilogin's). A guess is never a
 *   key the translation's locale already has a translation for.
 * Translations of a source file that did not parse (`unparsed`) are not reported: its parse error is.
 * Drafts are left out: they are never built.
 */
export function checkTranslationKeys(entries: readonly ContentEntry[], source: string, sources: ReadonlyMap<string, string>, unparsed: readonly UnparsedFile[] = []): Diagnostic[] {
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
  // Every key each collection has per locale: a guess must not be one the locale already translates.
  const keysIn = new Set(built.map((entry) => `${entry.collection}|${entry.locale}|${entry.translationKey}`));
  // The source locale's entries and their keys, per collection.
  const originals = new Map<string, { entries: ContentEntry[]; keys: Set<string> }>();
  for (const entry of built) {
    if (entry.locale !== source) continue;
    let group = originals.get(entry.collection);
    if (!group) originals.set(entry.collection, (group = { entries: [], keys: new Set() }));
    group.entries.push(entry);
    group.keys.add(entry.translationKey);
  }
  // Translations whose key no original has, per collection and key.
  const unlinked = new Map<string, ContentEntry[]>();
  for (const entry of built) {
    if (entry.locale === source || entry.data.translationKey === undefined) continue;
    if (originals.get(entry.collection)?.keys.has(entry.translationKey)) continue;
    const key = `${entry.collection}|${entry.translationKey}`;
    unlinked.set(key, [...(unlinked.get(key) ?? []), entry]);
  }
  // Source files that did not parse: the translations of each may point at it (by its key or its slug).
  const unparsedSources = unparsed.filter((file) => file.locale === source);
  const behindParseError = (entry: ContentEntry) => unparsedSources.some((file) => file.collection === entry.collection && (file.translationKey === entry.translationKey || file.slug === entry.slug));
  for (const unsorted of unlinked.values()) {
    const group = [...unsorted].sort((a, b) => a.file.localeCompare(b.file));
    const first = group[0] as ContentEntry;
    if (group.some(behindParseError)) continue;
    const candidates = originals.get(first.collection)?.entries ?? [];
    // An original with the same slug: each such translation has a misspelt key (its original's).
    const rest: ContentEntry[] = [];
    for (const entry of group) {
      const sameSlug = candidates.find((original) => original.slug === entry.slug);
      if (sameSlug) out.push(diagnostic('TRANSLATION_KEY', { case: 'orphan', key: entry.translationKey, collection: entry.collection, source, closest: sameSlug.translationKey }, at(entry)));
      else rest.push(entry);
    }
    // Close to no original: locale-only articles, accepted.
    if (!rest.some((entry) => closestKey(entry, candidates))) continue;
    const untranslated = (entry: ContentEntry) => candidates.filter((original) => !keysIn.has(`${entry.collection}|${entry.locale}|${original.translationKey}`));
    const guesses = rest.map((entry) => closestKey(entry, untranslated(entry)));
    const locales = new Set(rest.map((entry) => entry.locale));
    if (locales.size === 1 && rest.length === 1 && guesses[0]) {
      out.push(diagnostic('TRANSLATION_KEY', { case: 'orphan', key: first.translationKey, collection: first.collection, source, closest: guesses[0] }, at(rest[0] as ContentEntry)));
      continue;
    }
    const slugs = new Set(rest.map((entry) => entry.slug));
    const guess = guesses.every((candidate) => candidate !== undefined && candidate === guesses[0]) ? guesses[0] : undefined;
    const holder = rest[0] as ContentEntry;
    out.push(
      diagnostic(
        'TRANSLATION_KEY',
        {
          case: 'source-missing',
          key: holder.translationKey,
          collection: holder.collection,
          source,
          translations: rest.map((entry) => entry.file),
          locales: rest.map((entry) => entry.locale),
          ...(slugs.size === 1 ? { sourceFile: holder.file.replace(`/${holder.locale}/`, `/${source}/`) } : {}),
          ...(guess ? { closest: guess } : {}),
        },
        at(holder),
      ),
    );
  }
  return out;
}

/** The closest original key within a typo's distance of the entry's key. */
function closestKey(entry: ContentEntry, originals: readonly ContentEntry[]): string | undefined {
  const limit = Math.max(2, Math.floor(entry.translationKey.length / 5));
  let best: { key: string; d: number } | undefined;
  for (const original of originals) {
    const d = distance(entry.translationKey, original.translationKey);
    if (d <= limit && (!best || d < best.d)) best = { key: original.translationKey, d };
  }
  return best?.key;
}
