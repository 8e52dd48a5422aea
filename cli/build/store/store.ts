import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RenderedPage } from '../render/render-tasks.ts';
import { BuildCache } from './build-cache.ts';
import type { MemoryTree } from './memory-tree.ts';
import { TreeWriter } from './writer.ts';

/**
 * The only writer of a build: the content-hash cache and, when building, the new output tree
 * (written beside `outDir` and swapped in at the end, so a reader never sees half a tree), or
 * with `memory` an in-memory tree swapped in the same way (`site dev`; nothing goes to dist/).
 */
export class BuildStore {
  readonly cache: BuildCache;
  private readonly writer: TreeWriter | undefined;
  private readonly memory: MemoryTree | undefined;
  /** Save the cache at the end of a build (a long-running caller keeps it in memory instead). */
  persist = true;

  constructor(cacheDir: string, outDir?: string, memory?: MemoryTree) {
    this.cache = new BuildCache(cacheDir);
    this.writer = outDir ? new TreeWriter(outDir, this.cache.spareTreeDir(outDir)) : undefined;
    this.memory = memory;
  }

  /** Reads the cache. */
  async load(): Promise<void> {
    await this.cache.load();
  }

  /** True when the last build had these inputs and, when writing, the output in place is that build for this target. */
  holds(buildId: string, target: string): boolean {
    if (this.memory) return this.memory.current?.buildId === buildId && this.memory.current.target === target;
    if (this.cache.lastBuild?.id !== buildId || this.cache.lastBuild.target !== target || !this.cache.lastBuildDiagnostics()) return false;
    return !this.writer || (this.writer.previousBuild?.id === buildId && this.writer.previousBuild.target === target);
  }

  /** Creates the folder of the new tree. */
  async open(): Promise<void> {
    await this.writer?.open();
    this.memory?.begin();
  }

  /** True when a page with this hash (if known) must be rendered again to be put at `file`. */
  needsRender(file: string, hash: string | undefined): boolean {
    if (!hash) return true;
    if (this.memory) return !this.memory.hasBytes(hash) && !this.cache.objectFile(hash);
    return Boolean(this.writer && !this.writer.canReuse(file, hash) && !this.cache.objectFile(hash));
  }

  /** Records a rendered page under its view key; when building, stores its bytes and puts it at `file`. */
  async putRendered(key: string, file: string, page: RenderedPage): Promise<void> {
    this.cache.putPage(key, { hash: page.hash, facts: page.facts });
    this.memory?.put(file, page.hash, page.html);
    if (!this.writer && !this.memory) return;
    const stored = join(this.cache.objectsDir, `${page.hash}.html`);
    writeFileSync(stored, page.html);
    this.cache.addObject(page.hash);
    if (!this.writer) return;
    this.writer.count(page.html.byteLength);
    await this.writer.write(file, page.hash, undefined, stored);
  }

  /** Puts an unchanged page (by content hash) at `file`: linked from the previous tree or the cache. */
  async putKnown(file: string, hash: string): Promise<void> {
    if (this.memory && !this.memory.putKnown(file, hash)) {
      const stored = this.cache.objectFile(hash);
      if (!stored) throw new Error(`page ${hash} is neither in memory nor in the build cache`);
      this.memory.put(file, hash, readFileSync(stored));
    }
    await this.writer?.write(file, hash, undefined, this.cache.objectFile(hash));
  }

  /**
   * Puts a file produced in memory at `path`. `contents` may be a function, called only when the
   * bytes are needed: not when the tree in place already holds this hash at this path.
   */
  async putFile(path: string, hash: string, contents: string | Uint8Array | (() => string | Uint8Array)): Promise<void> {
    const bytes = typeof contents === 'function' ? contents : () => contents;
    // Bytes a tree already holds under this hash are shared (a sitemap unchanged since the last build is not encoded again).
    if (this.memory && !this.memory.putKnown(path, hash)) {
      const made = bytes();
      this.memory.put(path, hash, typeof made === 'string' ? Buffer.from(made) : made);
    }
    await this.writer?.write(path, hash, bytes);
  }

  /** Bytes written into the tree (hard-linked files not counted). */
  get bytes(): number {
    return this.writer?.bytes ?? 0;
  }

  /** Saves the cache; swaps the new tree in when the build succeeded, drops it when not. */
  async finish(ok: boolean, build: { id: string; target: string }): Promise<void> {
    if (this.persist) await this.cache.save();
    if (this.memory) {
      if (ok) this.memory.commit(build);
      else this.memory.abort();
    }
    if (!this.writer) return;
    if (ok) await this.writer.commit(build);
    else await this.writer.abort();
  }

  /** Drops the new tree (a build that stopped). */
  async abort(): Promise<void> {
    this.memory?.abort();
    await this.writer?.abort();
  }
}
