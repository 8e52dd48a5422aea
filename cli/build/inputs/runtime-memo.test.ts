import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
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
