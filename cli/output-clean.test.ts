/** `site build --target all` cleans what it replaces, and only inside the folder site owns (issue 13.6). */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TreeWriter } from './build/store/writer.ts';
import { cleanReplacedTree } from './output-clean.ts';
import { OUTPUT_MARKER } from './output-safety.ts';

const TARGETS = ['nginx', 'netlify', 'cloudflare', 'static'];
let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'site-clean-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** A tree written by the build's own writer, as a single-target build leaves it. */
async function singleTargetBuild(out: string, files: string[]): Promise<void> {
  const writer = new TreeWriter(out);
  await writer.open();
  for (const file of files) await writer.write(file, 'h', `<p>${file}</p>`);
  await writer.commit({ id: 'old', target: 'static' });
}

describe('cleanReplacedTree', () => {
  it('removes the site folders of an earlier single-target build, keeps the target folders, and marks the folder', async () => {
    const base = join(dir, 'dist');
    await singleTargetBuild(base, ['main/index.html', 'main/de/pricing.html', 'zh/index.html', 'ru/index.html']);
    for (const target of TARGETS) await singleTargetBuild(join(base, target), ['main/index.html']);
    const result = cleanReplacedTree(base, TARGETS, { id: 'new' });
    expect(result).toEqual({ removed: ['main', 'ru', 'zh'], marked: true });
    expect((await readdir(base)).sort()).toEqual([OUTPUT_MARKER, ...TARGETS].sort());
    expect(existsSync(join(base, 'static', 'main', 'index.html'))).toBe(true);
    expect(JSON.parse(await readFile(join(base, OUTPUT_MARKER), 'utf8'))).toMatchObject({ generator: 'site', build: { id: 'new', target: 'all' }, files: {} });
  });

  it('never removes what the earlier build did not list, and leaves such a folder unmarked', async () => {
    const base = join(dir, 'dist');
    await singleTargetBuild(base, ['main/index.html']);
    await writeFile(join(base, 'notes.txt'), 'mine\n');
    await mkdir(join(base, 'nginx'));
    const result = cleanReplacedTree(base, TARGETS, { id: 'new' });
    expect(result.removed).toEqual(['main']);
    expect(await readFile(join(base, 'notes.txt'), 'utf8')).toBe('mine\n');
    // The old marker is left as it was: it lists files that are gone, and nothing else is claimed.
    expect(result.marked).toBe(false);
  });

  it('touches nothing in a folder site did not write (no marker, or a foreign one)', async () => {
    const base = join(dir, 'mine');
    await mkdir(join(base, 'main'), { recursive: true });
    await writeFile(join(base, 'main', 'index.html'), 'mine');
    await mkdir(join(base, 'static'));
    expect(cleanReplacedTree(base, TARGETS, { id: 'new' })).toEqual({ removed: [], marked: false });
    await writeFile(join(base, OUTPUT_MARKER), JSON.stringify({ generator: 'other', files: { 'main/index.html': 'x' } }));
    expect(cleanReplacedTree(base, TARGETS, { id: 'new' })).toEqual({ removed: [], marked: false });
    expect(await readFile(join(base, 'main', 'index.html'), 'utf8')).toBe('mine');
  });

  it('a folder marked by an all build can be replaced whole by a later single-target build', async () => {
    const base = join(dir, 'dist');
    for (const target of TARGETS) await singleTargetBuild(join(base, target), ['main/index.html']);
    expect(cleanReplacedTree(base, TARGETS, { id: 'all-1' }).marked).toBe(true);
    await singleTargetBuild(base, ['main/index.html']);
    expect((await readdir(base)).sort()).toEqual([OUTPUT_MARKER, 'main']);
  });
});
