import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Repository-relative paths of the files under `dirs` (recursively) that `keep` accepts, leaving
 * out folders `skip` names. A symbolic link to a folder is walked like the folder (the build reads
 * through it). A missing folder has no files. Synchronous: many small directory reads are faster
 * without the thread-pool round trip.
 */
export function walkFiles(root: string, dirs: readonly string[], keep: (path: string) => boolean, skip: (dir: string) => boolean = () => false): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    let entries;
    try {
      entries = readdirSync(join(root, dir), { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory() || (entry.isSymbolicLink() && isDirectory(join(root, path)))) {
        if (!skip(path)) walk(path);
      } else if (keep(path)) out.push(path);
    }
  };
  for (const dir of dirs) walk(dir);
  return out;
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}
