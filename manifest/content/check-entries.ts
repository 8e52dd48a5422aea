import { type Diagnostic, diagnostic } from '../diagnostics.ts';
import { externalBlogFor, createContext } from '../plan/context.ts';
import { listItems } from '../plan/items.ts';
import type { ItemKind, SiteManifest } from '../schema/index.ts';
import { validValuesHint } from '../validate/hints.ts';
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
    const text = sources.get(entry.file) ?? '';
    if (!codes.includes(entry.locale)) {
      out.push(diagnostic('CONTENT_UNKNOWN_LOCALE', `The folder "${entry.locale}" is not a locale.`, { file: entry.file, hint: validValuesHint('locales', entry.locale, codes) }));
      continue;
    }
    const key = `${entry.collection}/${entry.locale}/${entry.slug}`;
    const other = seen.get(key);
    if (other) out.push(diagnostic('CONTENT_DUPLICATE', `Two ${entry.collection} entries in ${entry.locale} have the slug "${entry.slug}" (also ${other}).`, { file: entry.file, hint: 'Rename one file.' }));
    seen.set(key, entry.file);

    const taxonomy = (manifest.collections as Record<string, { categories: string[]; tags: string[] } | undefined>)[entry.collection];
    if (taxonomy && entry.category !== undefined && !taxonomy.categories.includes(entry.category)) {
      out.push(
        diagnostic('CONTENT_UNKNOWN_CATEGORY', `Unknown ${entry.collection} category "${entry.category}".`, {
          file: entry.file,
          ...lineOf(text, 'category'),
          hint: `${validValuesHint('categories', entry.category, taxonomy.categories)} Categories are declared in manifest/site/collections.ts.`,
        }),
      );
    }
    if (taxonomy) {
      for (const tag of entry.tags) {
        if (!taxonomy.tags.includes(tag)) {
          out.push(diagnostic('CONTENT_UNKNOWN_TAG', `Unknown ${entry.collection} tag "${tag}".`, { file: entry.file, ...lineOf(text, 'tags'), hint: `${validValuesHint('tags', tag, taxonomy.tags)} Tags are declared in manifest/site/collections.ts.` }));
        }
      }
    }
    if (!entry.draft && externalBlogFor(ctx, entry.collection, entry.locale)) {
      out.push(diagnostic('CONTENT_SHADOWED', `This ${entry.collection} entry is never built: ${entry.locale} ${entry.collection} URLs go to an external blog.`, { file: entry.file, hint: 'See redirects.externalBlogs in manifest/site/redirects.ts.' }));
    }
  }
  out.push(...checkCopy(manifest, entries));
  return out;
}

/**
 * Each item needs copy in the source locale (its pages show a generic text until it exists). Where
 * a locale has no copy, the manifest's `translations` policy decides what its page does (the plan
 * applies it; `site i18n` shows the coverage).
 */
function checkCopy(manifest: SiteManifest, entries: readonly ContentEntry[]): Diagnostic[] {
  const out: Diagnostic[] = [];
  const have = new Set(entries.map((entry) => `${entry.collection}/${entry.locale}/${entry.slug}`));
  const source = manifest.translations.source ?? manifest.locales.find((locale) => locale.catchAll)?.code ?? 'en';
  for (const [collection, kind] of Object.entries(COPY_COLLECTIONS) as [ContentCollection, ItemKind][]) {
    for (const { slug, index } of listItems(manifest, kind)) {
      if (have.has(`${collection}/${source}/${slug}`)) continue;
      out.push(diagnostic('COPY_MISSING', `${kind}[${index}] "${slug}" has no copy yet; its pages show a generic text until content/${collection}/${source}/${slug}.md exists.`, { path: `${kind}[${index}]`, file: `content/${collection}/${source}/${slug}.md`, hint: `Create content/${collection}/${source}/${slug}.md (see content/README.md).` }));
    }
  }
  return out;
}

function lineOf(text: string, key: string): { line?: number } {
  const line = lineOfKey(text, key);
  return line ? { line } : {};
}
