import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TreeWriter } from './writer.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'writer-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function build(files: Record<string, string>, commit = true): Promise<TreeWriter> {
  const writer = new TreeWriter(join(dir, 'dist'));
  await writer.open();
  for (const [path, contents] of Object.entries(files)) await writer.write(path, `hash-of-${contents}`, contents);
  if (commit) await writer.commit({ id: 'test', target: 'static' });
  else await writer.abort();
  return writer;
}

describe('TreeWriter', () => {
  it('replaces dist/ only on commit, leaving no temporary folder behind', async () => {
    await build({ 'main/a.html': 'one', 'main/b/c.html': 'two' });
    expect(await readFile(join(dir, 'dist', 'main', 'b', 'c.html'), 'utf8')).toBe('two');
    await build({ 'main/a.html': 'three' });
    expect(await readFile(join(dir, 'dist', 'main', 'a.html'), 'utf8')).toBe('three');
    expect(existsSync(join(dir, 'dist', 'main', 'b', 'c.html'))).toBe(false);
    expect(await readdir(dir)).toEqual(['dist']);
  });

  it('keeps the previous dist/ untouched when the build is aborted', async () => {
    await build({ 'main/a.html': 'one' });
    await build({ 'main/a.html': 'broken', 'main/new.html': 'x' }, false);
    expect(await readFile(join(dir, 'dist', 'main', 'a.html'), 'utf8')).toBe('one');
    expect(existsSync(join(dir, 'dist', 'main', 'new.html'))).toBe(false);
    expect(await readdir(dir)).toEqual(['dist']);
  });

  it('hard-links an unchanged file from the previous build instead of writing it', async () => {
    await build({ 'main/a.html': 'same', 'main/b.html': 'old' });
    const before = await stat(join(dir, 'dist', 'main', 'a.html'));
    const writer = new TreeWriter(join(dir, 'dist'));
    await writer.open();
    expect(writer.canReuse('main/a.html', 'hash-of-same')).toBe(true);
    expect(writer.canReuse('main/b.html', 'hash-of-new')).toBe(false);
    await writer.write('main/a.html', 'hash-of-same');
    await writer.write('main/b.html', 'hash-of-new', 'new');
    await writer.commit({ id: 'test', target: 'static' });
    expect(writer.linked).toBe(1);
    expect((await stat(join(dir, 'dist', 'main', 'a.html'))).ino).toBe(before.ino);
    expect(await readFile(join(dir, 'dist', 'main', 'b.html'), 'utf8')).toBe('new');
  });

  it('does not reuse a file the previous build manifest does not list', async () => {
    await build({ 'main/a.html': 'same' });
    await writeFile(join(dir, 'dist', '.build-files.json'), '{"files":{}}');
    const writer = new TreeWriter(join(dir, 'dist'));
    await writer.open();
    expect(writer.canReuse('main/a.html', 'hash-of-same')).toBe(false);
    await writer.abort();
  });

  it('marks the tree it writes: .build-files.json names the tool and lists the files in path order', async () => {
    await build({ 'main/b.html': 'b', 'main/a.html': 'a', 'zh/a.html': 'z' });
    const marker = JSON.parse(await readFile(join(dir, 'dist', '.build-files.json'), 'utf8')) as { generator: string; files: Record<string, string> };
    expect(marker.generator).toBe('site');
    expect(Object.keys(marker.files)).toEqual(['main/a.html', 'main/b.html', 'zh/a.html']);
  });

  it('refuses to replace a non-empty folder it did not write, touching nothing', async () => {
    await mkdir(join(dir, 'dist', 'mine'), { recursive: true });
    await writeFile(join(dir, 'dist', 'mine', 'notes.txt'), 'keep');
    const writer = new TreeWriter(join(dir, 'dist'));
    await expect(writer.open()).rejects.toThrow(/refusing to replace .*dist: it is not empty and has no \.build-files\.json/);
    expect(await readdir(dir)).toEqual(['dist']);
    expect(await readFile(join(dir, 'dist', 'mine', 'notes.txt'), 'utf8')).toBe('keep');
  });

  it('replaces an empty folder', async () => {
    await mkdir(join(dir, 'dist'));
    await build({ 'main/a.html': 'one' });
    expect(await readFile(join(dir, 'dist', 'main', 'a.html'), 'utf8')).toBe('one');
  });
});
