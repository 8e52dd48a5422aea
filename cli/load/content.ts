import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Diagnostic } from '../../manifest/diagnostics.ts';
import { type ContentEntry, parseEntry } from '../../manifest/content/parse-entry.ts';
import { CONTENT_COLLECTIONS } from '../../manifest/content/schemas.ts';

/** Every content entry under `content/<collection>/<locale>/<slug>.md`, with the file texts. */
export async function loadContent(root: string): Promise<{ entries: ContentEntry[]; sources: Map<string, string>; diagnostics: Diagnostic[] }> {
  const entries: ContentEntry[] = [];
  const sources = new Map<string, string>();
  const diagnostics: Diagnostic[] = [];
  for (const collection of CONTENT_COLLECTIONS) {
    const dir = join(root, 'content', collection);
    const locales = await readdir(dir, { withFileTypes: true }).catch(() => []);
    for (const locale of locales.filter((d) => d.isDirectory()).map((d) => d.name).sort()) {
      const files = (await readdir(join(dir, locale))).filter((name) => name.endsWith('.md')).sort();
      await Promise.all(
        files.map(async (name) => {
          const file = `content/${collection}/${locale}/${name}`;
          const text = await readFile(join(root, file), 'utf8');
          sources.set(file, text);
          const result = parseEntry(file, collection, locale, name.slice(0, -3), text);
          if (result.entry) entries.push(result.entry);
          diagnostics.push(...result.diagnostics);
        }),
      );
    }
  }
  entries.sort((a, b) => a.file.localeCompare(b.file));
  return { entries, sources, diagnostics };
}
