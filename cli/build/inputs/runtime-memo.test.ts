import { mkdir, mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bundleRuntimeOnce } from './runtime-memo.ts';

let root: string;
const aMinuteAgo = () => new Date(Date.now() - 60_000);
const inAMinute = () => new Date(Date.now() + 60_000);

/** Writes `file` with an explicit mtime, so that no test depends on how long a write or a bundle takes. */
async function put(file: string, text: string, mtime = aMinuteAgo()): Promise<void> {
  await writeFile(join(root, file), text);
  await utimes(join(root, file), mtime, mtime);
}

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'runtime-memo-'));
  await mkdir(join(root, 'runtime'));
  await put('runtime/core.ts', "import { greet } from './greet.ts';\ndocument.title = greet('site');\n");
  await put('runtime/greet.ts', 'export const greet = (name: string) => `hello ${name}`;\n');
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

const coreText = (bundle: Awaited<ReturnType<typeof bundleRuntimeOnce>>) => Buffer.from(bundle.files[0]?.contents ?? []).toString('utf8');

describe('the runtime bundle of a process', () => {
  it('is made once while its sources are unchanged, and again when one of them changes', async () => {
    const first = await bundleRuntimeOnce({ rootDir: root });
    expect(await bundleRuntimeOnce({ rootDir: root })).toBe(first);
    await put('runtime/greet.ts', 'export const greet = (name: string) => `hi ${name}`;\n');
    const second = await bundleRuntimeOnce({ rootDir: root });
    expect(second).not.toBe(first);
    expect(coreText(second)).toContain('hi ');
    expect(second.coreUrl).not.toBe(first.coreUrl);
  });

  it('is not remembered when a source changed while it was made', async () => {
    // Modified after the bundle started, whenever that is: an mtime a minute ahead.
    await put('runtime/greet.ts', 'export const greet = (name: string) => `hey ${name}`;\n', inAMinute());
    const first = await bundleRuntimeOnce({ rootDir: root });
    expect(await bundleRuntimeOnce({ rootDir: root })).not.toBe(first);
  });
});

describe('the runtime bundle kept on disk', () => {
  /** `bundleRuntimeOnce` of a fresh module instance: what the next `site build` process sees. */
  const nextProcess = async () => {
    vi.resetModules();
    return (await import('./runtime-memo.ts')).bundleRuntimeOnce;
  };
  /** Rewrites the saved core file's text, so that a bundle read from the record can be told from one esbuild made. */
  const markRecord = async (file: string) => {
    const saved = JSON.parse(await readFile(file, 'utf8'));
    saved.bundle.files[0].contents = Buffer.from('/* from the record */').toString('base64');
    await writeFile(file, JSON.stringify(saved));
  };

  it('is read back by the next process while the code version and every source are unchanged', async () => {
    const record = { file: join(root, 'cache', 'derived', 'runtime.json'), version: 'v1' };
    const first = await (await nextProcess())({ rootDir: root }, record);
    await markRecord(record.file);
    const again = await (await nextProcess())({ rootDir: root }, record);
    expect(coreText(again)).toBe('/* from the record */');
    expect(again.coreUrl).toBe(first.coreUrl);
    expect(again.sizes).toEqual(first.sizes);
  });

  it('is made again when a source changed, the code version differs or the options differ', async () => {
    const record = { file: join(root, 'cache', 'derived', 'runtime.json'), version: 'v1' };
    await (await nextProcess())({ rootDir: root }, record);
    await markRecord(record.file);
    expect(coreText(await (await nextProcess())({ rootDir: root }, { ...record, version: 'v2' }))).toContain('hello');

    await markRecord(record.file);
    expect(coreText(await (await nextProcess())({ rootDir: root, minify: false }, { ...record, version: 'v2' }))).toContain('hello');

    await (await nextProcess())({ rootDir: root }, record);
    await markRecord(record.file);
    await put('runtime/greet.ts', 'export const greet = (name: string) => `hi ${name}`;\n');
    const changed = await (await nextProcess())({ rootDir: root }, record);
    expect(coreText(changed)).toContain('hi ');
    expect(coreText(changed)).not.toContain('from the record');
  });

  it('is not trusted when the record is unreadable', async () => {
    const record = { file: join(root, 'cache', 'derived', 'runtime.json'), version: 'v1' };
    await mkdir(join(root, 'cache', 'derived'), { recursive: true });
    await writeFile(record.file, '{ not json');
    expect(coreText(await (await nextProcess())({ rootDir: root }, record))).toContain('hello');
    expect(JSON.parse(await readFile(record.file, 'utf8')).version).toBe('v1');
    // Parsed, but not the shape this code writes.
    const saved = JSON.parse(await readFile(record.file, 'utf8'));
    await writeFile(record.file, JSON.stringify({ ...saved, bundle: { ...saved.bundle, files: 'none' } }));
    expect(coreText(await (await nextProcess())({ rootDir: root }, record))).toContain('hello');
  });
});
