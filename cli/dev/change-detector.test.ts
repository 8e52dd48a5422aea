import { mkdtempSync, readFileSync, rmSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import * as fs from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChangeDetector } from './change-detector.ts';

vi.mock('node:fs', async (original) => {
  const actual = await original<typeof import('node:fs')>();
  return { ...actual, readFileSync: vi.fn(actual.readFileSync) };
});

let root: string;
/** The file's mtime, set explicitly: an hour ago, so the stat is not "racy". */
const OLD = new Date(Date.now() - 3_600_000);
const write = (name: string, text: string, mtime = OLD) => {
  writeFileSync(join(root, name), text);
  utimesSync(join(root, name), mtime, mtime);
};
const reads = () => vi.mocked(readFileSync).mock.calls.length;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'change-detector-'));
  vi.mocked(readFileSync).mockClear();
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('ChangeDetector', () => {
  it('does not read a file whose size and mtime are unchanged', () => {
    write('a.md', 'one');
    const detector = new ChangeDetector(root);
    detector.remember('a.md');
    const before = reads();
    expect(detector.check(['a.md'])).toEqual([]);
    expect(reads(), 'stat only').toBe(before);
  });

  it('reports a changed file with its new bytes', () => {
    write('a.md', 'one');
    const detector = new ChangeDetector(root);
    detector.remember('a.md');
    write('a.md', 'two!', new Date(OLD.getTime() + 1_000));
    const [change, ...rest] = detector.check(['a.md']);
    expect(rest).toEqual([]);
    expect(change?.kind).toBe('changed');
    expect(change?.contents?.toString()).toBe('two!');
    expect(detector.check(['a.md']), 'reported once').toEqual([]);
  });

  it('uses the content hash as the tie-breaker: a touch or a same-bytes save is no change', () => {
    write('a.md', 'same');
    const detector = new ChangeDetector(root);
    detector.remember('a.md');
    write('a.md', 'same', new Date(OLD.getTime() + 5_000));
    const before = reads();
    expect(detector.check(['a.md'])).toEqual([]);
    expect(reads(), 'the stat changed, so the file was read and hashed').toBe(before + 1);
    expect(detector.check(['a.md']), 'the new stat is remembered').toEqual([]);
    expect(reads()).toBe(before + 1);
  });

  it('catches an edit that keeps size and mtime when the stamp is racy (same clock tick)', () => {
    const now = new Date();
    write('a.md', 'aaaa', now);
    const detector = new ChangeDetector(root);
    detector.remember('a.md');
    write('a.md', 'bbbb', now);
    expect(detector.check(['a.md']).map((change) => change.contents?.toString())).toEqual(['bbbb']);
  });

  it('reports added and removed files; unknown missing files are nothing', () => {
    const detector = new ChangeDetector(root);
    write('new.md', 'x');
    expect(detector.check(['new.md', 'never.md']).map((change) => [change.path, change.kind])).toEqual([['new.md', 'added']]);
    unlinkSync(join(root, 'new.md'));
    expect(detector.check(['new.md'])).toEqual([{ path: 'new.md', kind: 'removed' }]);
    expect(detector.check(['new.md'])).toEqual([]);
    expect(fs.existsSync(join(root, 'new.md'))).toBe(false);
  });
});
