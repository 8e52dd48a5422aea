import { appendFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readRecordLog, saveRecordLog } from './record-log.ts';

let dir: string;
let file: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'site-record-log-'));
  file = join(dir, 'sub', 'records.jsonl');
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const records = (count: number, tag = 'v') => new Map<string, { tag: string; i: number }>(Array.from({ length: count }, (_, i) => [`k${i}`, { tag, i }] as const));
const lineCount = async () => (await readFile(file, 'utf8')).split('\n').filter(Boolean).length;

describe('record log', () => {
  it('writes a missing file whole and reads every record back', async () => {
    const live = records(3);
    saveRecordLog(file, '1', live, [...live.keys()], readRecordLog(file, '1'));
    const read = readRecordLog<{ tag: string; i: number }>(file, '1');
    expect(read).toMatchObject({ lines: 3, version: '1', whole: true });
    expect([...read.records]).toEqual([...live]);
  });

  it('appends only the added records, the file written before left as it was', async () => {
    const live = records(100);
    saveRecordLog(file, '1', live, [...live.keys()], undefined);
    const before = await readFile(file, 'utf8');
    const next = new Map(live).set('new', { tag: 'added', i: -1 }).set('k5', { tag: 'changed', i: 5 });
    const saved = saveRecordLog(file, '1', next, ['new', 'k5'], readRecordLog(file, '1'));
    // What it returns is what a read of the file gives.
    expect(saved).toEqual(readRecordLog(file, '1'));
    const after = await readFile(file, 'utf8');
    expect(after.startsWith(before)).toBe(true);
    expect(after.slice(before.length)).toBe(`${JSON.stringify(['new', { tag: 'added', i: -1 }])}\n${JSON.stringify(['k5', { tag: 'changed', i: 5 }])}\n`);
    const read = readRecordLog<{ tag: string }>(file, '1');
    expect(read.lines).toBe(102);
    // The last line of a key wins.
    expect(read.records.get('k5')?.tag).toBe('changed');
    expect(read.records.size).toBe(101);
  });

  it('reads nothing from another version, and rewrites the file under the new one', async () => {
    saveRecordLog(file, '1', records(5), ['k0'], undefined);
    const other = readRecordLog(file, '2');
    expect(other).toMatchObject({ lines: 0, version: undefined });
    expect(other.records.size).toBe(0);
    saveRecordLog(file, '2', records(2, 'w'), ['k0'], other);
    expect([...readRecordLog<{ tag: string }>(file, '2').records.values()].map((value) => value.tag)).toEqual(['w', 'w']);
    expect(readRecordLog(file, '1').records.size).toBe(0);
  });

  it('rewrites with only the live records once the lines outnumber them two to one', async () => {
    const live = records(10);
    saveRecordLog(file, '1', live, [...live.keys()], undefined);
    // 10 live records: appends are taken up to 2 × 10 + 64 = 84 lines.
    for (let round = 0; round < 74; round++) saveRecordLog(file, '1', live, ['k0'], readRecordLog(file, '1'));
    expect(await lineCount()).toBe(1 + 84);
    expect(saveRecordLog(file, '1', live, ['k0'], readRecordLog(file, '1'))).toEqual(readRecordLog(file, '1'));
    expect(await lineCount()).toBe(1 + 10);
    expect([...readRecordLog(file, '1').records]).toEqual([...live]);
  });

  it('skips a torn line, and rewrites a file that does not end with a whole line', async () => {
    const live = records(4);
    saveRecordLog(file, '1', live, [...live.keys()], undefined);
    await appendFile(file, '["k9", {"tag":"torn"');
    const torn = readRecordLog(file, '1');
    expect(torn.whole).toBe(false);
    expect([...torn.records.keys()]).toEqual(['k0', 'k1', 'k2', 'k3']);
    saveRecordLog(file, '1', live, [], torn);
    expect(await readFile(file, 'utf8')).not.toContain('torn');
    expect(readRecordLog(file, '1')).toMatchObject({ lines: 4, whole: true });
  });

  it('does not append to a file another version rewrote after it was read', async () => {
    saveRecordLog(file, '1', records(3), ['k0', 'k1', 'k2'], undefined);
    const read = readRecordLog(file, '1');
    await writeFile(file, `${JSON.stringify({ log: 1, version: '2' })}\n`);
    saveRecordLog(file, '1', records(4), ['k3'], read);
    expect(await readFile(file, 'utf8')).toBe(`${JSON.stringify({ log: 1, version: '2' })}\n`);
  });

  it('treats a file that is not a log (the JSON cache before it) as empty', async () => {
    saveRecordLog(file, '1', records(1), [], undefined);
    await writeFile(file, JSON.stringify({ version: '1', parsed: { k0: {} } }));
    expect(readRecordLog(file, '1')).toMatchObject({ lines: 0, version: undefined });
  });
});
