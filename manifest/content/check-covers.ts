import { distance } from 'fastest-levenshtein';
import { type Diagnostic, diagnostic } from '../diagnostics.ts';
import { lineOfKey, lineOfNestedKey, type ContentEntry } from './parse-entry.ts';

/** How many existing assets a COVER_MISSING hint names. */
const CLOSEST = 3;

/**
 * COVER_MISSING for every front-matter `cover.src` that `content/assets/` does not have, with the
 * line of `src` and the closest existing assets (`assets` are source paths, `/assets/blog/x.svg`).
 * Pure: the build passes the asset list it read.
 */
export function checkCovers(entries: readonly ContentEntry[], sources: ReadonlyMap<string, string>, assets: readonly string[]): Diagnostic[] {
  const known = new Set(assets);
  const out: Diagnostic[] = [];
  for (const entry of entries) {
    const cover = 'cover' in entry.data ? entry.data.cover : undefined;
    if (!cover || known.has(cover.src)) continue;
    const text = sources.get(entry.file) ?? '';
    const line = lineOfNestedKey(text, 'cover', 'src') ?? lineOfKey(text, 'cover');
    out.push(diagnostic('COVER_MISSING', { src: cover.src, closest: closestAssets(cover.src, assets) }, { file: entry.file, ...(line ? { line } : {}) }));
  }
  return out;
}

/** The assets nearest to `src`: same file name first, then by edit distance of the whole path. */
function closestAssets(src: string, assets: readonly string[]): string[] {
  const name = src.slice(src.lastIndexOf('/') + 1).replace(/\.[^.]+$/, '');
  const score = (asset: string) => (asset.slice(asset.lastIndexOf('/') + 1).replace(/\.[^.]+$/, '') === name ? -1 : distance(src, asset));
  return [...assets].sort((a, b) => score(a) - score(b) || a.localeCompare(b)).slice(0, CLOSEST);
}
