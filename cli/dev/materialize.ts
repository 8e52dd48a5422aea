import { linkSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { MemoryGeneration } from '../build/store/memory-tree.ts';

/** A tree written to disk for an engine that reads files (nginx, wrangler, Netlify's). */
export interface DiskTree {
  dir: string;
  files: MemoryGeneration['files'];
}

/**
 * Writes an in-memory tree into a fresh folder `dir` (`dir/<site>/…`), hard-linking each file
 * whose hash the previous disk tree has at the same path, so a rebuild writes only what changed.
 * The previous folder stays untouched until its engines are stopped.
 */
export function materializeTree(tree: MemoryGeneration, dir: string, previous?: DiskTree): DiskTree {
  const made = new Set<string>();
  for (const [path, file] of tree.files) {
    const target = join(dir, path);
    const parent = dirname(target);
    if (!made.has(parent)) {
      mkdirSync(parent, { recursive: true });
      made.add(parent);
    }
    if (previous && previous.files.get(path)?.hash === file.hash) {
      try {
        linkSync(join(previous.dir, path), target);
        continue;
      } catch {
        // another file system: write it
      }
    }
    writeFileSync(target, file.bytes);
  }
  return { dir, files: tree.files };
}
