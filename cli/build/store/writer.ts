import { linkSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { folderFacts } from '../../output-folders.ts';
import { OUTPUT_MARKER } from '../../output-safety.ts';
import { byteLength } from '../output.ts';

/** The list of the tree's files and their hashes, at its root: also the marker of a tree site wrote. */
const MANIFEST = OUTPUT_MARKER;

/**
 * Writes a build into a fresh folder beside `dist/` and swaps it in at the end, so a failed build
 * leaves the previous `dist/` as it was. A file whose content hash equals the previous build's is
 * hard-linked from it instead of written. It replaces only a folder that is missing, empty or
 * marked as a tree it wrote (`.build-files.json`): never a user's folder (see `output-safety.ts`).
 */
export class TreeWriter {
  readonly outDir: string;
  readonly tmpDir: string;
  private previous = new Map<string, string>();
  /** The build that produced the current `outDir`, as recorded by `commit`. */
  previousBuild: { id: string; target: string } | undefined;
  private written = new Map<string, string>();
  private dirs = new Set<string>();
  private writtenBytes = 0;
  linked = 0;

  /** Reads what the previous build in `outDir` left (its files and their hashes). */
  constructor(outDir: string) {
    this.outDir = outDir;
    this.tmpDir = `${outDir}.tmp-${process.pid}-${Date.now()}`;
    this.readPrevious();
  }

  private readPrevious(): void {
    try {
      const saved = JSON.parse(readFileSync(join(this.outDir, MANIFEST), 'utf8')) as { build?: { id: string; target: string }; files?: Record<string, string> };
      this.previous = new Map(Object.entries(saved.files ?? {}));
      this.previousBuild = saved.build;
    } catch {
      this.previous = new Map();
      this.previousBuild = undefined;
    }
  }

  /** Creates the folder of the new tree; throws, touching nothing, when `outDir` is not one site may replace. */
  async open(): Promise<void> {
    const { state } = folderFacts(this.outDir, 'output');
    if (state === 'foreign' || state === 'file') {
      throw new Error(`refusing to replace ${this.outDir}: it is ${state === 'file' ? 'a file' : `not empty and has no ${MANIFEST}, so site did not build it`}; build into a new or empty folder`);
    }
    await mkdir(this.tmpDir, { recursive: true });
  }

  /** True when the previous build has this file with this hash (so `contents` need not be produced). */
  canReuse(path: string, hash: string): boolean {
    return this.previous.get(path) === hash;
  }

  /**
   * Puts a file into the new tree: hard-linked from the previous build when it has the same hash,
   * else from `source` (a stored copy with this hash), else written from `contents`. Synchronous:
   * thousands of small file operations are much faster without the thread-pool round trip.
   */
  async write(path: string, hash: string, contents?: string | Uint8Array, source?: string): Promise<void> {
    const target = join(this.tmpDir, path);
    this.ensureDir(dirname(target));
    this.written.set(path, hash);
    for (const from of [this.previous.get(path) === hash ? join(this.outDir, path) : undefined, source]) {
      if (!from) continue;
      try {
        linkSync(from, target);
        this.linked++;
        return;
      } catch {
        // another file system, or gone: try the next source
      }
    }
    if (contents === undefined && source) {
      contents = readFileSync(source);
    }
    if (contents === undefined) throw new Error(`no contents for ${path}`);
    this.writtenBytes += byteLength(contents);
    writeFileSync(target, contents);
  }

  /** Bytes written into the new tree (hard links not counted). */
  get bytes(): number {
    return this.writtenBytes;
  }

  /** Counts bytes written for the tree elsewhere (a stored page that is then linked in). */
  count(bytes: number): void {
    this.writtenBytes += bytes;
  }

  private ensureDir(dir: string): void {
    if (this.dirs.has(dir)) return;
    mkdirSync(dir, { recursive: true });
    for (let current = dir; current.length >= this.tmpDir.length; current = dirname(current)) this.dirs.add(current);
  }

  /** Swaps the new tree in and removes the old one; records which build it is. */
  async commit(build: { id: string; target: string }): Promise<void> {
    const files = Object.fromEntries([...this.written].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
    await writeFile(join(this.tmpDir, MANIFEST), JSON.stringify({ generator: 'site', build, files }));
    const old = `${this.outDir}.old-${process.pid}-${Date.now()}`;
    let moved = false;
    try {
      await rename(this.outDir, old);
      moved = true;
    } catch {
      // no previous build
    }
    await rename(this.tmpDir, this.outDir);
    if (moved) await rm(old, { recursive: true, force: true });
  }

  async abort(): Promise<void> {
    await rm(this.tmpDir, { recursive: true, force: true });
  }
}
