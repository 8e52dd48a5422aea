import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, openSync, readdirSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';
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
  /** HTML of bodies rendered by this build, until saved: UTF-8 bytes, outside the JS heap and half the size of a string with one non-Latin-1 character. */
  private markdownHtml = new Map<string, Buffer>();
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
    const fresh = this.markdownHtml.get(key);
    if (fresh !== undefined) return fresh.toString('utf8');
    const at = this.markdown.get(key)?.at;
    if (!at) throw new Error(`markdown ${key} is not in the build cache`);
    this.pack ??= readFileSync(join(this.dir, this.packName));
    return this.pack.toString('utf8', at[0], at[0] + at[1]);
  }

  put(key: string, meta: MarkdownMeta, html: string): void {
    this.markdown.set(key, { meta });
    this.markdownHtml.set(key, Buffer.from(html));
    this.usedMarkdown.add(key);
    this.dirty = true;
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
    const pack = compact ? newPackName() : this.packName;
    const index = new Map<string, IndexRecord>();
    // Written body by body: the bodies are not copied into one more buffer of the whole pack. The
    // old pack is read before the new one is opened (when compacting, the bodies kept come from it).
    if (compact && this.packName) this.pack ??= readFileSync(join(this.dir, this.packName));
    const fd = openSync(join(this.dir, pack), compact ? 'w' : 'a');
    let added: string[];
    try {
      added = this.writeBodies(fd, index, compact, compact ? 0 : packed);
    } finally {
      closeSync(fd);
    }
    // A new pack starts a new index; otherwise the records of the bodies just appended are appended.
    this.index = saveRecordLog(this.indexFile, pack, index, added, compact ? undefined : this.index);
    for (const name of readdirSync(this.dir)) if (name.endsWith('.pack') && name !== pack) rmSync(join(this.dir, name), { force: true });
  }

  /**
   * Writes the bodies the index needs to the pack from `start` (all of them when compacting), fills
   * the index with every used body, and returns the keys of the bodies written.
   */
  private writeBodies(fd: number, index: Map<string, IndexRecord>, compact: boolean, start: number): string[] {
    const written: string[] = [];
    let offset = start;
    for (const key of this.usedMarkdown) {
      const record = this.markdown.get(key);
      if (!record) continue;
      if (record.at && !compact) {
        index.set(key, { meta: record.meta, at: record.at });
        continue;
      }
      const bytes = this.bytesOf(key);
      writeSync(fd, bytes);
      index.set(key, { meta: record.meta, at: [offset, bytes.length] });
      written.push(key);
      offset += bytes.length;
    }
    return written;
  }

  /** The UTF-8 bytes of a body's HTML (rendered by this build, or a slice of the pack read before). */
  private bytesOf(key: string): Buffer {
    const fresh = this.markdownHtml.get(key);
    if (fresh) return fresh;
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
