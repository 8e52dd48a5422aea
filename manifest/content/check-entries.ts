import { type Diagnostic, diagnostic } from '../diagnostics.ts';
import { externalBlogFor, createContext } from '../plan/context.ts';
import { itemAvailable, listItems, swapVerdict } from '../plan/items.ts';
import { didYouMean } from '../validate/hints.ts';
import type { ItemKind, SiteManifest } from '../schema/index.ts';
import { checkTranslationKeys } from './check-translation-keys.ts';
import { lineOfKey, type ContentEntry } from './parse-entry.ts';
import { COPY_COLLECTIONS, type ContentCollection } from './schemas.ts';
import { unparsedFiles } from './unparsed.ts';

/**
 * Content against the manifest: locale folders, categories and tags of each collection, duplicate
 * slugs, copy for every item page (English fallback is a warning) and no copy that no page reads,
 * content hidden by redirects.
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
    if (other) out.push(diagnostic('CONTENT_DUPLICATE', { collection: entry.collection, locale: entry.locale, slug: entry.slug, other, file: entry.file }, { file: entry.file }));
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
  out.push(...checkOrphanCopy(manifest, entries.filter((entry) => codes.includes(entry.locale))));
  // Files that did not parse: their translations are not reported as unlinked (the parse error is).
  const unparsed = unparsedFiles(sources.keys(), entries, (file) => sources.get(file));
  out.push(...checkTranslationKeys(entries.filter((entry) => codes.includes(entry.locale)), sourceLocale(manifest), sources, unparsed));
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

/**
 * COPY_ORPHAN for a copy file no page reads: its slug is no item of its kind (a misspelt file name,
 * an item renamed or removed), or the item is not available in its locale (outside the source
 * locale, whose copy every item needs). Drafts are left out: they are never built anyway.
 */
function checkOrphanCopy(manifest: SiteManifest, entries: readonly ContentEntry[]): Diagnostic[] {
  const out: Diagnostic[] = [];
  const source = sourceLocale(manifest);
  const codes = manifest.locales.map((locale) => locale.code);
  for (const entry of entries) {
    const kind = (COPY_COLLECTIONS as Partial<Record<string, ItemKind>>)[entry.collection];
    if (!kind || entry.draft) continue;
    const items = listItems(manifest, kind);
    const item = items.find((candidate) => candidate.slug === entry.slug);
    if (!item) {
      const slugs = items.map((candidate) => candidate.slug);
      const closest = didYouMean(entry.slug, slugs);
      const file = (slug: string) => entry.file.replace(/[^/]+$/, `${slug}.md`);
      const command = newCommand(kind, entry.slug);
      out.push(diagnostic('COPY_ORPHAN', { case: 'unknown', kind, collection: entry.collection, slug: entry.slug, slugs, ...(closest ? { closest, closestFile: file(closest) } : {}), ...(command ? { command } : {}) }, { file: entry.file }));
      continue;
    }
    if (entry.locale === source || itemAvailable(manifest, kind, entry.slug, entry.locale)) continue;
    const verdict = kind === 'useCases' ? swapVerdict(manifest, entry.slug, entry.locale) : undefined;
    const available = codes.filter((code) => itemAvailable(manifest, kind, entry.slug, code));
    out.push(
      diagnostic('COPY_ORPHAN', { case: 'unavailable', kind, index: item.index, collection: entry.collection, slug: entry.slug, locale: entry.locale, available, ...(verdict?.kind === 'swapped' ? { swappedTo: verdict.to } : {}) }, { file: entry.file, path: `${kind}[${item.index}]` }),
    );
  }
  return out;
}

/** The `site new` command that adds the item a copy file's slug names (`site new alternative acme` for `acme-alternative`). */
function newCommand(kind: ItemKind, slug: string): string | undefined {
  if (kind === 'alternatives') return /^(.+)-alternative$/.test(slug) ? `site new alternative ${slug.replace(/-alternative$/, '')}` : undefined;
  return `site new ${kind === 'useCases' ? 'use-case' : kind.slice(0, -1)} ${slug}`;
}

function lineOf(text: string, key: string): { line?: number } {
  const line = lineOfKey(text, key);
  return line ? { line } : {};
}
