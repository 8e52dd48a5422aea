import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileHash } from '../hash.ts';
import { readJson, writeJson } from '../store/json-file.ts';

/**
 * How far apart two writes may be and still get the same modification time. Linux file systems
 * keep nanoseconds but stamp from a coarse clock (a few ms); FAT and exFAT round to 2 s, network
 * file systems to 1 s. A file whose times are within this window of the run that hashed it is
 * hashed again: the only cost of a generous window is re-hashing files touched in the last 2 s.
 */
const TIMESTAMP_GRANULARITY_NS = 2_000_000_000n;

const VERSION = 1;

/** `[size, mtime ns, ctime ns, inode, hash, start of the run that hashed it (ns)]`. */
type StatRecord = [number, string, string, string, string, string];

/**
 * File hashes kept between runs and trusted by `stat` alone (the esbuild and Bazel rule): a file
 * whose size, modification and change times and inode are those recorded, and whose times are
 * older than the start of the run that hashed it by more than the timestamp granularity, has the
 * recorded hash; any other file is read and hashed again. The change time (ctime) cannot be set
 * back by `touch -d` or `utimes`, so a same-size rewrite with a restored mtime is still seen.
 */
export class StatCache {
  private readonly file: string | undefined;
  private records = new Map<string, StatRecord>();
  private readonly startedNs = BigInt(Date.now()) * 1_000_000n;
  private dirty = false;
  /** Files read and hashed (not trusted by stat) since this cache was loaded. */
  hashed = 0;

  /** A cache kept in `file` (a JSON file in the build cache folder); without a file, it lives for this run only. */
  constructor(file?: string) {
    this.file = file;
    if (!file) return;
    const saved = readJson<{ version?: number; files?: Record<string, StatRecord> }>(file, {});
    if (saved.version === VERSION && saved.files) this.records = new Map(Object.entries(saved.files));
  }

  /** The SHA-256 (hex) of the file at `root/path`, from the record when `stat` shows it unchanged. */
  hashOf(root: string, path: string): string {
    return this.lookup(root, path, false).hash;
  }

  /** The file's text and hash; the text is read only when the hash cannot be trusted by `stat` (else `undefined`). */
  lookup(root: string, path: string, needText: boolean): { hash: string; text?: string } {
    const full = join(root, path);
    const stat = statSync(full, { bigint: true });
    const record = this.records.get(path);
    const mtime = String(stat.mtimeNs);
    const ctime = String(stat.ctimeNs);
    const ino = String(stat.ino);
    if (!needText && record && record[0] === Number(stat.size) && record[1] === mtime && record[2] === ctime && record[3] === ino) {
      const safeBefore = BigInt(record[5]) - TIMESTAMP_GRANULARITY_NS;
      if (stat.mtimeNs < safeBefore && stat.ctimeNs < safeBefore) return { hash: record[4] };
    }
    const bytes = readFileSync(full);
    const hash = fileHash(bytes);
    this.hashed++;
    // A file may change between the stat and the read: then the record is simply stale and the
    // next run hashes it again (its times will differ from the recorded ones).
    if (!record || record[4] !== hash || record[1] !== mtime || record[2] !== ctime || record[0] !== Number(stat.size) || record[3] !== ino || BigInt(record[5]) < this.startedNs) {
      this.records.set(path, [Number(stat.size), mtime, ctime, ino, hash, String(this.startedNs)]);
      this.dirty = true;
    }
    return needText ? { hash, text: bytes.toString('utf8') } : { hash };
  }

  /** Forgets every file not in `paths` (deleted ones), so the records do not grow forever. */
  keepOnly(paths: ReadonlySet<string>): void {
    for (const path of this.records.keys()) {
      if (paths.has(path)) continue;
      this.records.delete(path);
      this.dirty = true;
    }
  }

  /** Writes the records when they changed (atomically: a temporary file renamed over it). */
  save(): void {
    if (!this.file || !this.dirty) return;
    writeJson(this.file, { version: VERSION, files: Object.fromEntries(this.records) });
    this.dirty = false;
  }
}
