import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** What the detector knows of a file: its stat and the hash of its bytes. */
interface FileStamp {
  size: number;
  mtimeMs: number;
  hash: string;
  /** When the stamp was taken: a file modified within the mtime granularity of this may change without its stat changing. */
  stampedAt: number;
}

/** A file whose content differs from what the detector last saw. */
export interface FileChange {
  /** Repository-relative path. */
  path: string;
  kind: 'added' | 'changed' | 'removed';
  /** The new bytes (not for `removed`). */
  contents?: Buffer;
}

/** How close to its stamp an mtime must be for the stat alone to be trusted (coarse file-system clocks). */
const RACY_MS = 2_000;

/**
 * Change detection for the dev watcher's re-reads, as esbuild and Bazel do it: a file whose size
 * and mtime are those last seen is unchanged without being read; otherwise it is read and its
 * content hash decides (an editor that saves the same bytes, or a `touch`, changes nothing).
 * A file modified within {@link RACY_MS} of the last stamp is always hashed ("racy" stat, as git
 * calls it), so two edits in the same clock tick are not missed.
 */
export class ChangeDetector {
  private readonly stamps = new Map<string, FileStamp>();
  private readonly now: () => number;

  constructor(
    readonly root: string,
    options: { now?: () => number } = {},
  ) {
    this.now = options.now ?? Date.now;
  }

  /** Records a file's current state (read elsewhere, e.g. by the first full load), without reporting it. */
  remember(path: string, contents?: Buffer): void {
    const change = this.read(path, contents);
    if (!change) this.stamps.delete(path);
  }

  /** Every file the detector knows, repository-relative. */
  paths(): string[] {
    return [...this.stamps.keys()];
  }

  /** Whether the detector has seen this file. */
  knows(path: string): boolean {
    return this.stamps.has(path);
  }

  /**
   * The files among `paths` whose content changed since last seen, with their new bytes; each
   * reported change is remembered. Unchanged stats are not read; changed stats are hashed.
   */
  check(paths: Iterable<string>): FileChange[] {
    const changes: FileChange[] = [];
    for (const path of new Set(paths)) {
      const known = this.stamps.get(path);
      const stat = statOf(join(this.root, path));
      if (!stat) {
        if (known) {
          this.stamps.delete(path);
          changes.push({ path, kind: 'removed' });
        }
        continue;
      }
      if (known && known.size === stat.size && known.mtimeMs === stat.mtimeMs && stat.mtimeMs < known.stampedAt - RACY_MS) continue;
      const contents = this.read(path);
      if (!contents) continue;
      if (known && known.hash === this.stamps.get(path)?.hash) continue;
      changes.push({ path, kind: known ? 'changed' : 'added', contents });
    }
    return changes;
  }

  /** Reads and stamps a file; its bytes, or undefined when it is gone. */
  private read(path: string, contents?: Buffer): Buffer | undefined {
    const file = join(this.root, path);
    const stat = statOf(file);
    if (!stat) return undefined;
    let bytes: Buffer;
    try {
      bytes = contents ?? readFileSync(file);
    } catch {
      return undefined;
    }
    this.stamps.set(path, { size: stat.size, mtimeMs: stat.mtimeMs, hash: hashOf(bytes), stampedAt: this.now() });
    return bytes;
  }
}

function statOf(file: string): { size: number; mtimeMs: number } | undefined {
  try {
    const stat = statSync(file);
    return stat.isFile() ? { size: stat.size, mtimeMs: stat.mtimeMs } : undefined;
  } catch {
    return undefined;
  }
}

function hashOf(bytes: Buffer): string {
  return createHash('sha1').update(bytes).digest('hex');
}
