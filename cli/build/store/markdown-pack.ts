import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, readSync, rmSync, statSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import type { MarkdownMeta } from '../../../templates/view.ts';
import { type RecordLog, readRecordLog, saveRecordLog } from './record-log.ts';

/**
 * The markdown part of the build cache: metadata of every rendered body by key, and their HTML in
 * one pack file (appended, compacted when half of it is dead), read only when a page needs it. The
 * index is a record log (`markdown.jsonl`, `record-log.ts`) whose version is the pack's name: a
 * build appends the records of the bodies it added to the pack, and a compaction (a new pack)
 * rewrites it.
 */
export class MarkdownPack {
  readonly dir: string;
  /** Markdown key → metadata and, for bodies rendered before, the byte range of its HTML in the pack. */
  private markdown = new Map<string, { meta: MarkdownMeta; at?: [number, number] }>();
  /**
   * HTML of bodies rendered since the last save: UTF-8 bytes written at once to a staging file (a
   * pack no index names yet), by byte range, so a build does not hold every body it rendered (31 MB
   * at 20 × 250) until it saves. The staging file becomes the next pack when the save compacts, or
   * is appended to the pack and deleted.
   */
  private fresh = new Map<string, [number, number]>();
  private staging: { name: string; fd: number; size: number } | undefined;
  /** The pack file the index points into (`markdown-<generation>.pack`), and its bytes once read. */
  private packName = '';
  private pack: Buffer | undefined;
  private usedMarkdown = new Set<string>();
  private dirty = false;
  /** The index as read (what an append extends). */
  private index: RecordLog<IndexRecord> | undefined;

  constructor(dir: string) {
    this.dir = dir;
  }

  /** The metadata of the body rendered under this key, if it was rendered before. */
  meta(key: string): MarkdownMeta | undefined {
    const record = this.markdown.get(key);
    if (record) this.usedMarkdown.add(key);
    return record?.meta;
  }

  /** The HTML of a body this build uses (from memory, or from the pack file). */
  html(key: string): string {
    if (this.fresh.has(key)) return this.stagedBytes(key).toString('utf8');
    const at = this.markdown.get(key)?.at;
    if (!at) throw new Error(`markdown ${key} is not in the build cache`);
    this.pack ??= readFileSync(join(this.dir, this.packName));
    return this.pack.toString('utf8', at[0], at[0] + at[1]);
  }

  put(key: string, meta: MarkdownMeta, html: string): void {
    const bytes = Buffer.from(html);
    if (!this.staging) {
      mkdirSync(this.dir, { recursive: true });
      const name = newPackName();
      this.staging = { name, fd: openSync(join(this.dir, name), 'w+'), size: 0 };
    }
    writeSync(this.staging.fd, bytes, 0, bytes.length, this.staging.size);
    this.fresh.set(key, [this.staging.size, bytes.length]);
    this.staging.size += bytes.length;
    this.markdown.set(key, { meta });
    this.usedMarkdown.add(key);
    this.dirty = true;
  }

  /** The bytes of a body rendered since the last save, read back from the staging file. */
  private stagedBytes(key: string): Buffer {
    const [offset, length] = this.fresh.get(key) as [number, number];
    const bytes = Buffer.allocUnsafe(length);
    let read = 0;
    while (read < length) read += readSync((this.staging as { fd: number }).fd, bytes, read, length - read, offset + read);
    return bytes;
  }

  /** Saves when this build rendered or stopped using a body. */
  save(): void {
    if (this.dirty || this.usedMarkdown.size !== this.markdown.size) this.saveMarkdown();
  }

  /**
   * Reads the markdown index. The index names its pack, so a pack rewritten by a build that
   * stopped before writing its index is never read at the old offsets; entries that point past
   * the end of the pack (a build stopped while appending) are dropped and rendered again.
   */
  load(): void {
    const index = readRecordLog<IndexRecord>(this.indexFile, undefined);
    const pack = index.version !== undefined && PACK_NAME.test(index.version) ? index.version : '';
    const file = pack && join(this.dir, pack);
    const size = file && existsSync(file) ? statSync(file).size : -1;
    this.packName = size >= 0 ? pack : '';
    this.index = size >= 0 ? index : undefined;
    this.pack = undefined; // a reload after a save that compacted must not read the old pack's bytes
    this.markdown = new Map(size < 0 ? [] : [...index.records].filter(([, record]) => Array.isArray(record?.at) && record.at[0] + record.at[1] <= size));
  }

  private get indexFile(): string {
    return join(this.dir, 'markdown.jsonl');
  }

  /**
   * Saves the markdown index and HTML. Bodies rendered by this build are appended to the pack; a
   * new pack with only the bodies this build used replaces it once more than half of it is HTML
   * no build uses any more.
   */
  private saveMarkdown(): void {
    const packed = this.packName ? statSync(join(this.dir, this.packName)).size : 0;
    let live = 0;
    for (const key of this.usedMarkdown) live += this.markdown.get(key)?.at?.[1] ?? 0;
    const compact = !this.packName || packed - live > packed / 2;
    const index = new Map<string, IndexRecord>();
    // The old pack is read before anything is written (when compacting, the bodies kept come from it).
    if (compact && this.packName) this.pack ??= readFileSync(join(this.dir, this.packName));
    const staging = this.staging;
    let pack: string;
    let added: string[];
    if (compact && staging) {
      // The staging file becomes the new pack: its bodies stay where they are, the kept ones follow.
      pack = staging.name;
      for (const [key, at] of this.fresh) {
        const record = this.markdown.get(key);
        if (record) index.set(key, { meta: record.meta, at });
      }
      added = [...this.fresh.keys()];
      added.push(...this.writeBodies(staging.fd, index, true, staging.size, (key) => !this.fresh.has(key)));
    } else {
      pack = compact ? newPackName() : this.packName;
      const fd = openSync(join(this.dir, pack), compact ? 'w' : 'a');
      try {
        added = this.writeBodies(fd, index, compact, compact ? 0 : packed, () => true);
      } finally {
        closeSync(fd);
      }
    }
    if (staging) closeSync(staging.fd);
    this.staging = undefined;
    this.fresh.clear();
    // A new pack starts a new index; otherwise the records of the bodies just appended are appended.
    this.index = saveRecordLog(this.indexFile, pack, index, added, compact ? undefined : this.index);
    for (const name of readdirSync(this.dir)) if (name.endsWith('.pack') && name !== pack) rmSync(join(this.dir, name), { force: true });
    // What is in memory is now what was saved (a long-running `site dev` builds again from it): the
    // bodies by their range in this pack, read from it when next needed.
    this.markdown = new Map(index);
    this.packName = pack;
    this.pack = undefined;
    this.dirty = false;
  }

  /**
   * Writes the bodies the index needs to the pack from `start` (all of them when compacting), fills
   * the index with every used body, and returns the keys of the bodies written.
   */
  private writeBodies(fd: number, index: Map<string, IndexRecord>, compact: boolean, start: number, include: (key: string) => boolean): string[] {
    const written: string[] = [];
    let offset = start;
    for (const key of this.usedMarkdown) {
      const record = this.markdown.get(key);
      if (!record || !include(key)) continue;
      if (record.at && !compact) {
        index.set(key, { meta: record.meta, at: record.at });
        continue;
      }
      const bytes = this.bytesOf(key);
      writeSync(fd, bytes, 0, bytes.length, offset);
      index.set(key, { meta: record.meta, at: [offset, bytes.length] });
      written.push(key);
      offset += bytes.length;
    }
    return written;
  }

  /** The UTF-8 bytes of a body's HTML (rendered by this build, or a slice of the pack read before). */
  private bytesOf(key: string): Buffer {
    if (this.fresh.has(key)) return this.stagedBytes(key);
    const at = this.markdown.get(key)?.at;
    if (!at) throw new Error(`markdown ${key} is not in the build cache`);
    this.pack ??= readFileSync(join(this.dir, this.packName));
    return this.pack.subarray(at[0], at[0] + at[1]);
  }
}

/** A record of `markdown.jsonl`: a cached body's metadata and the byte range of its HTML in the pack. */
interface IndexRecord {
  meta: MarkdownMeta;
  at: [number, number];
}

/** What `newPackName` makes: the only names the index may point to. */
const PACK_NAME = /^markdown-[\w-]+\.pack$/;

/**
 * A pack name no earlier pack had: time and process alone repeat when two saves compact within one
 * millisecond (it happened in the suite), and the new pack then overwrote the one being replaced.
 */
function newPackName(): string {
  return `markdown-${Date.now().toString(36)}-${process.pid}-${randomBytes(4).toString('hex')}.pack`;
}
