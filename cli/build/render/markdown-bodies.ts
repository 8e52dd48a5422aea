import { rootRelativeForm } from '../../../manifest/content/content-file.ts';
import type { ContentEntry } from '../../../manifest/content/parse-entry.ts';
import { type Diagnostic, diagnostic } from '../../../manifest/diagnostics.ts';
import type { PlanLocale } from '../../../manifest/plan/types.ts';
import { shortHash } from '../hash.ts';
import { bodyHashOf } from '../entry-hashes.ts';
import { memoOn } from '../memo.ts';
import type { MarkdownPack } from '../store/markdown-pack.ts';
import type { BodyRef } from '../views/site-index.ts';
import { entryKey } from '../views/site-index.ts';
import { MARKDOWN_VERSION } from './markdown-version.ts';
import type { RenderPool } from './pool.ts';

/** The rendered body of every non-draft entry, by entry key, and how many bodies had to be rendered. */
export interface RenderedBodies {
  byEntry: Map<string, BodyRef>;
  rendered: number;
}

/**
 * Renders the markdown of every non-draft entry whose body (with its locale prefix, the images and
 * the code) is not in the cache; equal bodies render once. The HTML stays in the pack.
 */
export async function renderBodies(entries: readonly ContentEntry[], locales: readonly PlanLocale[], imagesHash: string, code: string, pack: MarkdownPack, pool: RenderPool): Promise<RenderedBodies> {
  const prefixes = new Map(locales.map((locale) => [locale.code, locale.prefix]));
  const byEntry = new Map<string, BodyRef>();
  const todo = new Map<string, { entries: ContentEntry[]; prefix: string; body: string }>();
  for (const entry of entries) {
    if (entry.draft) continue;
    const prefix = prefixes.get(entry.locale) ?? '';
    const key = memoOn(entry, `body key ${code} ${prefix} ${imagesHash}`, () => shortHash(`${MARKDOWN_VERSION}\u0000${code}\u0000${prefix}\u0000${imagesHash}\u0000${bodyHashOf(entry)}`, 16));
    const meta = pack.meta(key);
    if (meta) byEntry.set(entryKey(entry), { key, ...meta });
    else {
      const pending = todo.get(key) ?? { entries: [], prefix, body: entry.body };
      pending.entries.push(entry);
      todo.set(key, pending);
    }
  }
  const keys = [...todo.keys()];
  const results = await pool.run(keys.map((key) => ({ type: 'markdown' as const, body: todo.get(key)?.body ?? '', prefix: todo.get(key)?.prefix ?? '' })));
  keys.forEach((key, i) => {
    const { html, ...meta } = results[i] as (typeof results)[number];
    pack.put(key, meta, html);
    for (const entry of todo.get(key)?.entries ?? []) byEntry.set(entryKey(entry), { key, ...meta });
  });
  return { byEntry, rendered: keys.length };
}

/**
 * Missing images, removed unsafe URLs, dropped raw HTML and relative paths of each entry's body,
 * with the file and line; `assets` (source paths `/assets/…`) name the root-relative form of a
 * relative path.
 */
export function bodyDiagnostics(entries: readonly ContentEntry[], byEntry: ReadonlyMap<string, BodyRef>, assets: readonly string[] = []): Diagnostic[] {
  return entries.flatMap((entry) => {
    const body = byEntry.get(entryKey(entry));
    if (!body) return [];
    const at = (line?: number) => ({ file: entry.file, ...(line ? { line: entry.bodyLine + line - 1 } : {}) });
    return [
      ...body.missingImages.map((link) => diagnostic('IMAGE_MISSING', { href: link.href }, at(link.line))),
      ...body.removed.map((link) => diagnostic('UNSAFE_URL', { href: link.href }, at(link.line))),
      ...(body.rawHtml ?? []).map((html) => diagnostic('RAW_HTML', { html: html.href }, at(html.line))),
      ...(body.relative ?? []).map((link) =>
        diagnostic('RELATIVE_PATH', { href: link.href, where: link.image ? 'image' : 'link', suggestion: rootRelativeForm(link.href, assets) }, at(link.line)),
      ),
    ];
  });
}
