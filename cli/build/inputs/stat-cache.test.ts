import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { StatCache } from './stat-cache.ts';

const sha = (text: string) => createHash('sha256').update(text).digest('hex');
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function folder(): { root: string; cacheFile: string } {
  const root = mkdtempSync(join(tmpdir(), 'stat-cache-'));
  dirs.push(root);
  return { root, cacheFile: join(root, 'cache', 'stat-cache.json') };
}

/** Sets a file's access and modification times to `seconds` ago. */
function age(file: string, seconds: number): void {
  const when = new Date(Date.now() - seconds * 1000);
  utimesSync(file, when, when);
}

describe('StatCache', () => {
  it('hashes a file it has no record of, and saves the record for the next run', () => {
    const { root, cacheFile } = folder();
    writeFileSync(join(root, 'a.md'), 'alpha');
    age(join(root, 'a.md'), 60);
    const first = new StatCache(cacheFile);
    expect(first.hashOf(root, 'a.md')).toBe(sha('alpha'));
    expect(first.hashed).toBe(1);
    first.save();
    const second = new StatCache(cacheFile);
    expect(second.hashOf(root, 'a.md')).toBe(sha('alpha'));
    expect(second.hashed).toBe(1); // its ctime is as recent as the first run's start: inside the window
  });

  it('trusts stat for a file whose times are older than the hashing run by more than the granularity', () => {
    const { root, cacheFile } = folder();
    writeFileSync(join(root, 'a.md'), 'alpha');
    // A record made by a run that started 10 s after the file was last changed (as on any later rebuild).
    const stat = statSync(join(root, 'a.md'), { bigint: true });
    const later = String(stat.ctimeNs > stat.mtimeNs ? stat.ctimeNs + 10_000_000_000n : stat.mtimeNs + 10_000_000_000n);
    const saved = { version: 1, files: { 'a.md': [Number(stat.size), String(stat.mtimeNs), String(stat.ctimeNs), String(stat.ino), 'recorded-hash', later] } };
    const cache = new StatCache(writeRecord(cacheFile, saved));
    expect(cache.hashOf(root, 'a.md')).toBe('recorded-hash'); // trusted: not read
    expect(cache.hashed).toBe(0);
  });

  it('sees a same-size rewrite with the mtime set back, inside the granularity window', () => {
    const { root, cacheFile } = folder();
    const file = join(root, 'a.md');
    const now = Math.floor(Date.now() / 1000); // whole seconds: utimes sets them exactly
    writeFileSync(file, 'alpha');
    utimesSync(file, now, now);
    const first = new StatCache(cacheFile);
    expect(first.hashOf(root, 'a.md')).toBe(sha('alpha'));
    first.save();
    const before = statSync(file, { bigint: true });
    writeFileSync(file, 'omega'); // same size
    utimesSync(file, now, now); // same mtime
    expect(statSync(file, { bigint: true }).size).toBe(before.size);
    expect(statSync(file, { bigint: true }).mtimeNs).toBe(before.mtimeNs);
    const second = new StatCache(cacheFile);
    expect(second.hashOf(root, 'a.md')).toBe(sha('omega'));
  });

  it('sees a same-size rewrite with the mtime set back on a trusted record (the change time moved)', () => {
    const { root, cacheFile } = folder();
    const file = join(root, 'a.md');
    const old = Math.floor(Date.now() / 1000) - 60;
    writeFileSync(file, 'alpha');
    utimesSync(file, old, old);
    const stat = statSync(file, { bigint: true });
    const record = [Number(stat.size), String(stat.mtimeNs), String(stat.ctimeNs), String(stat.ino), sha('alpha'), String(stat.ctimeNs + 10_000_000_000n)];
    const cache = new StatCache(writeRecord(cacheFile, { version: 1, files: { 'a.md': record } }));
    // Waits for the clock to move past the recorded change time (a condition, not a fixed sleep).
    while (BigInt(Date.now()) * 1_000_000n <= stat.ctimeNs + 20_000_000n) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 5);
    writeFileSync(file, 'omega');
    utimesSync(file, old, old);
    const after = statSync(file, { bigint: true });
    expect([after.size, after.mtimeNs, after.ino]).toEqual([stat.size, stat.mtimeNs, stat.ino]);
    expect(cache.hashOf(root, 'a.md')).toBe(sha('omega'));
  });

  it('re-hashes a touched file and keeps the same hash when its text did not change', () => {
    const { root, cacheFile } = folder();
    const file = join(root, 'a.md');
    writeFileSync(file, 'alpha');
    const first = new StatCache(cacheFile);
    first.hashOf(root, 'a.md');
    first.save();
    age(file, -5); // touched: a new mtime
    const second = new StatCache(cacheFile);
    expect(second.hashOf(root, 'a.md')).toBe(sha('alpha'));
    expect(second.hashed).toBe(1);
  });

  it('forgets deleted files on save', () => {
    const { root, cacheFile } = folder();
    writeFileSync(join(root, 'a.md'), 'alpha');
    writeFileSync(join(root, 'b.md'), 'beta');
    const first = new StatCache(cacheFile);
    first.hashOf(root, 'a.md');
    first.hashOf(root, 'b.md');
    first.keepOnly(new Set(['a.md']));
    first.save();
    rmSync(join(root, 'b.md'));
    writeFileSync(join(root, 'b.md'), 'bravo');
    expect(new StatCache(cacheFile).hashOf(root, 'b.md')).toBe(sha('bravo'));
  });
});

/** Writes a stat cache file with the given records (as an earlier run would have) and returns its path. */
function writeRecord(cacheFile: string, saved: unknown): string {
  const file = cacheFile.replace(/stat-cache\.json$/, 'given.json');
  rmSync(file, { force: true });
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(saved));
  return file;
}
