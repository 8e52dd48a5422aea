import { type Diagnostic, diagnostic } from '../diagnostics.ts';
import { externalBlogFor, createContext } from '../plan/context.ts';
import { listItems } from '../plan/items.ts';
import type { ItemKind, SiteManifest } from '../schema/index.ts';
import { checkTranslationKeys } from './check-translation-keys.ts';
import { lineOfKey, type ContentEntry } from './parse-entry.ts';
import { COPY_COLLECTIONS, type ContentCollection } from './schemas.ts';

/**
 * Content against the manifest: locale folders, categories and tags of each collection, duplicate
 * slugs, copy for every item page (English fallback is a warning), content hidden by redirects.
 */
export function checkEntries(manifest: SiteManifest, entries: readonly ContentEntry[], sources: ReadonlyMap<string, string>): Diagnostic[] {
  const out: Diagnostic[] = [];
  const codes = manifest.locales.map((locale) => locale.code);
  const seen = new Map<string, string>();
  const ctx = createContext(manifest, []);
  for (const entry of entries) {
    // Read only for a diagnostic's line: the build may have left unchanged files unread.
    const text = () => sources.get(entry.file) ?? '';
    if (!codes.includes(entry.locale)) {
      out.push(diagnostic('CONTENT_UNKNOWN_LOCALE', { folder: entry.locale, known: codes }, { file: entry.file }));
      continue;
    }
    // Slugs that differ only by case are one URL to a reader (and to a case-insensitive disk or host).
    const key = `${entry.collection}/${entry.locale}/${entry.slug.toLowerCase()}`;
    const other = seen.get(key);
    if (other) out.push(diagnostic('CONTENT_DUPLICATE', { collection: entry.collection, locale: entry.locale, slug: entry.slug, other }, { file: entry.file }));
    seen.set(key, entry.file);

    const taxonomy = (manifest.collections as Record<string, { categories: string[]; tags: string[] } | undefined>)[entry.collection];
    if (taxonomy && entry.category !== undefined && !taxonomy.categories.includes(entry.category)) {
      out.push(diagnostic('CONTENT_UNKNOWN_CATEGORY', { collection: entry.collection, category: entry.category, known: taxonomy.categories }, { file: entry.file, ...lineOf(text(), 'category') }));
    }
    if (taxonomy) {
      for (const tag of entry.tags) {
        if (!taxonomy.tags.includes(tag)) {
          out.push(diagnostic('CONTENT_UNKNOWN_TAG', { collection: entry.collection, tag, known: taxonomy.tags }, { file: entry.file, ...lineOf(text(), 'tags') }));
        }
      }
    }
    if (!entry.draft && externalBlogFor(ctx, entry.collection, entry.locale)) {
      out.push(diagnostic('CONTENT_SHADOWED', { collection: entry.collection, locale: entry.locale }, { file: entry.file }));
    }
  }
  out.push(...checkCopy(manifest, entries));
  out.push(...checkTranslationKeys(entries.filter((entry) => codes.includes(entry.locale)), sourceLocale(manifest), sources));
  return out;
}

/** The locale translations are made from: `translations.source`, else the catch-all locale. */
function sourceLocale(manifest: SiteManifest): string {
  return manifest.translations.source ?? manifest.locales.find((locale) => locale.catchAll)?.code ?? 'en';
}

/**
 * Each item needs copy in the source locale (its pages show a generic text until it exists). Where
 * a locale has no copy, the manifest's `translations` policy decides what its page does (the plan
 * applies it; `site i18n` shows the coverage).
 */
function checkCopy(manifest: SiteManifest, entries: readonly ContentEntry[]): Diagnostic[] {
  const out: Diagnostic[] = [];
  const have = new Set(entries.map((entry) => `${entry.collection}/${entry.locale}/${entry.slug}`));
  const source = sourceLocale(manifest);
  for (const [collection, kind] of Object.entries(COPY_COLLECTIONS) as [ContentCollection, ItemKind][]) {
    for (const { slug, index } of listItems(manifest, kind)) {
      if (have.has(`${collection}/${source}/${slug}`)) continue;
      out.push(diagnostic('COPY_MISSING', { kind, index, slug, collection, source }, { path: `${kind}[${index}]`, file: `content/${collection}/${source}/${slug}.md` }));
    }
  }
  return out;
}

function lineOf(text: string, key: string): { line?: number } {
  const line = lineOfKey(text, key);
  return line ? { line } : {};
}
