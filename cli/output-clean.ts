import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { OUTPUT_MARKER } from './output-safety.ts';

/** What `site build --target all` did to the folder that holds its target folders. */
export interface CleanResult {
  /** Top-level entries of an earlier single-target build that were removed (`main`, `zh`). */
  removed: string[];
  /** True when the folder now holds only target folders and was marked as `site`'s. */
  marked: boolean;
}

/** The marker of a tree `site` wrote, or undefined when there is none or it is not `site`'s. */
function readMarker(dir: string): { generator?: string; files?: Record<string, string> } | undefined {
  try {
    const marker = JSON.parse(readFileSync(join(dir, OUTPUT_MARKER), 'utf8')) as { generator?: string; files?: Record<string, string> };
    return marker.generator === 'site' ? marker : undefined;
  } catch {
    return undefined;
  }
}

/**
 * After `site build --target all` wrote every `<base>/<target>/`, removes what an earlier
 * single-target build left in `<base>` (`dist/main/`, `dist/zh/`… of `site build --target static`).
 * Only inside the folder `site` owns: `base` must carry the marker of a tree `site` wrote, and
 * only the top-level entries that marker lists are removed — never a target folder, never a file
 * the earlier build did not write. Then `base` is marked as an `all` build when nothing but target
 * folders is left, so a later single-target build may replace it whole; a folder that still holds
 * something else stays unmarked (and a later build refuses to replace it).
 */
export function cleanReplacedTree(base: string, targets: readonly string[], build: { id: string }): CleanResult {
  const removed: string[] = [];
  const marker = readMarker(base);
  if (marker) {
    const listed = new Set(Object.keys(marker.files ?? {}).map((path) => path.split('/')[0] ?? ''));
    for (const name of [...listed].sort()) {
      if (!name || name === '.' || name === '..' || name === OUTPUT_MARKER || targets.includes(name) || !existsSync(join(base, name))) continue;
      rmSync(join(base, name), { recursive: true, force: true });
      removed.push(name);
    }
  }
  const left = existsSync(base) ? readdirSync(base).filter((name) => name !== OUTPUT_MARKER) : [];
  const marked = left.every((name) => targets.includes(name)) && (marker !== undefined || !existsSync(join(base, OUTPUT_MARKER)));
  if (marked) writeFileSync(join(base, OUTPUT_MARKER), JSON.stringify({ generator: 'site', build: { id: build.id, target: 'all' }, targets: [...targets], files: {} }));
  return { removed, marked };
}
