import { existsSync, linkSync, lstatSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { folderFacts } from '../../output-folders.ts';
import { OUTPUT_MARKER } from '../../output-safety.ts';
import { byteLength } from '../output.ts';

/** The list of the tree's files and their hashes, at its root: also the marker of a tree site wrote. */
const MANIFEST = OUTPUT_MARKER;
/**
 * The share of the spare's files that may differ from the previous build's for a build to start
 * from it. Such a file is usually the last link to a page no longer used (the cache keeps only the
 * pages in use), and unlinking it on this thread costs ~70 µs at 20 × 250 against ~8 µs for a
 * file that is also in `dist/`; starting from the spare saves ~0.2 s there, which is spent at
 * about 30% stale. After a stylesheet edit (every page changed), starting from the spare took a
 * one-article edit from 2.0 to 2.6 s; a new tree with the spare deleted on libuv's threads, 2.3 s.
 */
const MAX_STALE_SHARE = 0.1;

/**
 * Writes a build into a fresh folder beside `dist/` and swaps it in at the end, so a failed build
 * leaves the previous `dist/` as it was. A file whose content hash equals the previous build's is
 * hard-linked from it instead of written. It replaces only a folder that is missing, empty or
 * marked as a tree it wrote (`.build-files.json`): never a user's folder (see `output-safety.ts`).
 *
 * With a `spareDir` (in the build cache), the tree that was swapped out is kept there instead of
 * deleted, and the next build starts from it: a file with the same hash stays in place, a changed
 * one is replaced (unlinked first, never written into: its inode is shared with `dist/` and the
 * cache's objects), and whatever the new build does not put there (stale files, anything a user
 * added, empty folders) is removed before the swap. A one-page edit then touches a few files
 * instead of linking every file of the site into a new folder and deleting the old one (at 20 ×
 * 250, ~8,900 files: ~0.2 s). The spare is claimed by renaming it, so two builds never share it.
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
  /** Files left in place from the spare tree (same path and hash). */
  kept = 0;
  /** Where the swapped-out tree is kept for the next build (`BuildCache.spareTreeDir`). */
  private readonly spareDir: string | undefined;
  /** When the new tree started from the spare: its files not yet put (path → hash; none for a file its manifest does not list) and its folders. */
  private spare: { files: Map<string, string | undefined>; dirs: Set<string> } | undefined;
  /** A spare being deleted instead of used. */
  private dropping: Promise<void> | undefined;

  /** Reads what the previous build in `outDir` left (its files and their hashes). */
  constructor(outDir: string, spareDir?: string) {
    this.outDir = outDir;
    this.spareDir = spareDir;
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
    if (!this.claimSpare()) await mkdir(this.tmpDir, { recursive: true });
  }

  /**
   * Takes the spare tree as the new tree's folder, with what it holds: true when there was one
   * site wrote and it is mostly the previous build's. The spare is claimed by renaming it first,
   * and only then read, so another build cannot swap a different tree in between. A claimed spare
   * that is not worth starting from (no manifest; mostly stale: the tree before a build that changed
   * most files, whose files are then the last links to pages no longer used and cost more to free
   * one by one on this thread than a new tree; or a file system that folds case or Unicode forms,
   * where a path spelled differently names the same file) is deleted in the background while this
   * build runs. A spare that is a symbolic link is only unlinked: what it points to is not ours.
   */
  private claimSpare(): boolean {
    if (!this.spareDir) return false;
    // Without a previous tree (a CI checkout with the cache restored, a deleted dist/) there is
    // nothing to weigh the spare against: it is left for a build that has one instead of being
    // claimed and, as it would then count as all stale, deleted while this build runs.
    if (this.previous.size === 0) return false;
    try {
      if (!lstatSync(this.spareDir).isDirectory()) {
        rmSync(this.spareDir, { force: true });
        return false;
      }
      renameSync(this.spareDir, this.tmpDir);
    } catch (error) {
      // None (the first build, or another build took it), or on another file system than dist/.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') this.drop(this.spareDir);
      return false;
    }
    let listed: Record<string, string> | undefined;
    try {
      const saved = JSON.parse(readFileSync(join(this.tmpDir, MANIFEST), 'utf8')) as { generator?: string; files?: Record<string, string> };
      if (saved.generator === 'site' && saved.files) listed = saved.files;
    } catch {
      // not a tree site wrote
    }
    const paths = listed ? Object.keys(listed) : [];
    const stale = paths.filter((path) => this.previous.get(path) !== listed?.[path]).length;
    if (!listed || stale > paths.length * MAX_STALE_SHARE || foldsNames(this.tmpDir)) {
      const dropped = `${this.outDir}.old-${process.pid}-${Date.now()}-spare`;
      renameSync(this.tmpDir, dropped);
      this.drop(dropped);
      return false;
    }
    const manifest = listed;
    const files = new Map<string, string | undefined>();
    const dirs = new Set<string>();
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const full = join(dir, entry.name);
        const path = relative(this.tmpDir, full).split('\\').join('/');
        if (entry.isDirectory()) {
          dirs.add(path);
          walk(full);
        } else if (path !== MANIFEST) files.set(path, manifest[path]);
      }
    };
    walk(this.tmpDir);
    this.spare = { files, dirs };
    return true;
  }

  /** Deletes a tree on libuv's threads while the build runs; `commit` and `abort` wait for it. */
  private drop(dir: string): void {
    this.dropping = rm(dir, { recursive: true, force: true }).catch(() => {
      // left for a later build
    });
  }

  /** True when the previous build has this file with this hash (so `contents` need not be produced). */
  canReuse(path: string, hash: string): boolean {
    return this.previous.get(path) === hash;
  }

  /**
   * Puts a file into the new tree: hard-linked from the previous build when it has the same hash,
   * else from `source` (a stored copy with this hash), else written from `contents` (a function
   * is called only then). Synchronous:
   * thousands of small file operations are much faster without the thread-pool round trip.
   */
  async write(path: string, hash: string, contents?: string | Uint8Array | (() => string | Uint8Array), source?: string): Promise<void> {
    if (this.spare?.files.get(path) === hash) {
      // Already in place in the tree started from the spare.
      this.spare.files.delete(path);
      this.written.set(path, hash);
      this.kept++;
      return;
    }
    const target = join(this.tmpDir, path);
    // Put twice in one build: the last one wins, by a new file (the first may be a hard link).
    if (this.written.has(path)) rmSync(target, { force: true });
    else if (this.spare) this.clearInSpare(path, target);
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
    const bytes = typeof contents === 'function' ? contents() : contents ?? (source ? readFileSync(source) : undefined);
    if (bytes === undefined) throw new Error(`no contents for ${path}`);
    this.writtenBytes += byteLength(bytes);
    // 'wx': never into an existing file, whose inode may be shared with dist/ and the cache.
    writeFileSync(target, bytes, { flag: 'wx' });
  }

  /** Bytes written into the new tree (hard links not counted). */
  get bytes(): number {
    return this.writtenBytes;
  }

  /** Counts bytes written for the tree elsewhere (a stored page that is then linked in). */
  count(bytes: number): void {
    this.writtenBytes += bytes;
  }

  /**
   * In a tree started from the spare, clears the way for a new file at `path`: removes the spare's
   * file there (never written into: its inode may be shared), a folder there, or a file where one
   * of its folders goes.
   */
  private clearInSpare(path: string, target: string): void {
    const spare = this.spare as NonNullable<typeof this.spare>;
    if (spare.files.delete(path)) unlinkSync(target);
    else if (spare.dirs.has(path)) {
      rmSync(target, { recursive: true, force: true });
      for (const file of spare.files.keys()) if (file.startsWith(`${path}/`)) spare.files.delete(file);
      for (const dir of spare.dirs) if (dir === path || dir.startsWith(`${path}/`)) spare.dirs.delete(dir);
    }
    for (let at = path.lastIndexOf('/'); at > 0; at = path.lastIndexOf('/', at - 1)) {
      const folder = path.slice(0, at);
      if (spare.files.delete(folder)) unlinkSync(join(this.tmpDir, folder));
    }
  }

  private ensureDir(dir: string): void {
    if (this.dirs.has(dir)) return;
    mkdirSync(dir, { recursive: true });
    for (let current = dir; current.length >= this.tmpDir.length; current = dirname(current)) this.dirs.add(current);
  }

  /**
   * Swaps the new tree in and keeps the old one as the spare (deletes it without a spare folder, or
   * when it cannot be moved there); records which build it is.
   */
  async commit(build: { id: string; target: string }): Promise<void> {
    this.pruneSpare();
    const files = Object.fromEntries([...this.written].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
    // Removed first: in a tree started from the spare, the old manifest may share its inode.
    rmSync(join(this.tmpDir, MANIFEST), { force: true });
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
    await this.dropping;
    if (!moved) return;
    // A dist/ that was a symbolic link is only unlinked below: the folder it points to is not ours.
    if (this.spareDir && lstatSync(old).isDirectory()) {
      try {
        mkdirSync(dirname(this.spareDir), { recursive: true });
        renameSync(old, this.spareDir);
        return;
      } catch {
        // another build left a spare meanwhile, or the cache is on another file system
      }
    }
    await rm(old, { recursive: true, force: true });
  }

  /** In a tree started from the spare: removes the files this build did not put and the folders it does not use. */
  private pruneSpare(): void {
    if (!this.spare) return;
    for (const path of this.spare.files.keys()) rmSync(join(this.tmpDir, path), { force: true });
    const used = new Set<string>();
    for (const path of this.written.keys()) {
      for (let at = path.lastIndexOf('/'); at > 0 && !used.has(path.slice(0, at)); at = path.lastIndexOf('/', at - 1)) used.add(path.slice(0, at));
    }
    for (const dir of [...this.spare.dirs].filter((dir) => !used.has(dir)).sort((a, b) => b.length - a.length)) rmSync(join(this.tmpDir, dir), { recursive: true, force: true });
    this.spare = undefined;
  }

  async abort(): Promise<void> {
    await this.dropping;
    await rm(this.tmpDir, { recursive: true, force: true });
  }
}

/**
 * True when the file system under `dir` takes two spellings of a name for one file (case, as on
 * macOS and Windows by default, or Unicode normalisation forms, as APFS does): the spare's paths
 * are compared by spelling, so it is not used there. Probed with a file of `dir`'s own.
 */
function foldsNames(dir: string): boolean {
  const probe = join(dir, '.site-probe-\u00e9');
  try {
    writeFileSync(probe, '', { flag: 'wx' });
    return existsSync(join(dir, '.SITE-PROBE-\u00c9')) || existsSync(join(dir, '.site-probe-e\u0301'));
  } catch {
    return true;
  } finally {
    rmSync(probe, { force: true });
  }
}
