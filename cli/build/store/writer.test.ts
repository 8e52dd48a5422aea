import { lstat, mkdir, mkdtemp, readdir, readFile, rename, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
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

  it('a file put twice in one build is the last one, without writing into the first (a hard link)', async () => {
    const object = join(dir, 'object.html');
    await writeFile(object, 'stored');
    const writer = new TreeWriter(join(dir, 'dist'));
    await writer.open();
    await writer.write('main/a.html', 'hash-of-stored', undefined, object);
    await writer.write('main/a.html', 'hash-of-second', 'second');
    await writer.commit({ id: 'test', target: 'static' });
    expect(await readFile(join(dir, 'dist', 'main', 'a.html'), 'utf8')).toBe('second');
    expect(await readFile(object, 'utf8')).toBe('stored');
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

  describe('starting from the spare tree', () => {
    const spare = () => join(dir, 'cache', 'trees', 'dist');
    /** Files every build below has unchanged: a spare is used only when most of it is the previous build's. */
    const BASE = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`main/same/${i}.html`, `same ${i}`]));
    /** A build with a spare folder: `contents` by path, optionally put by hard link from `sources`. */
    async function spareBuild(files: Record<string, string>, sources: Record<string, string> = {}): Promise<TreeWriter> {
      const writer = new TreeWriter(join(dir, 'dist'), spare());
      await writer.open();
      for (const [path, contents] of Object.entries({ ...BASE, ...files })) await writer.write(path, `hash-of-${contents}`, sources[path] ? undefined : contents, sources[path]);
      await writer.commit({ id: 'test', target: 'static' });
      return writer;
    }
    /** Every file under `root` (but the manifest) with its contents, and every folder. */
    async function tree(root: string): Promise<string[]> {
      const entries = await readdir(root, { recursive: true, withFileTypes: true });
      const listed = await Promise.all(
        entries.map(async (entry) => {
          const path = join(entry.parentPath, entry.name).slice(root.length + 1);
          return entry.isDirectory() ? `${path}/` : path === '.build-files.json' ? '' : `${path} ${createHash('sha256').update(await readFile(join(root, path))).digest('hex').slice(0, 8)}`;
        }),
      );
      return listed.filter(Boolean).sort();
    }

    it('keeps the swapped-out tree as the spare, and the next build leaves its unchanged files in place', async () => {
      await spareBuild({ 'main/a.html': 'a1', 'main/b.html': 'b1' });
      expect(existsSync(spare())).toBe(false);
      await spareBuild({ 'main/a.html': 'a1', 'main/b.html': 'b2' });
      expect(await readdir(dir)).toEqual(['cache', 'dist']);
      expect(await readFile(join(spare(), 'main', 'b.html'), 'utf8')).toBe('b1');
      const third = await spareBuild({ 'main/a.html': 'a1', 'main/b.html': 'b2' });
      expect(third.kept).toBe(41);
      expect(third.linked).toBe(1);
      expect(existsSync(join(dir, 'dist', '.build-files.json'))).toBe(true);
      expect(await readdir(dir)).toEqual(['cache', 'dist']);
    });

    it('gives the same tree as a fresh folder: stale files, files a user added, empty and unused folders removed; a file where a folder was and back', async () => {
      const steps: Record<string, string>[] = [
        { 'main/a.html': 'a1', 'main/x': 'file x', 'zh/c.html': 'c1', 'zh/d/e.html': 'e1' },
        { 'main/a.html': 'a2', 'main/x/y.html': 'y1', 'zh/c.html': 'c1' },
        { 'main/a.html': 'a2', 'main/x': 'file x again', 'ru/f.html': 'f1' },
        { 'main/a.html': 'a3', 'main/x/y.html': 'y2', 'zh/c.html': 'c2', 'zh/d/e.html': 'e2' },
        { 'main/a.html': 'a3', 'zh/c.html': 'c2' },
        // A file where the spare (two builds behind) has a folder, and a folder where it has a file.
        { 'main/a.html': 'a3', 'main/x/y.html': 'y3', 'zh/c.html': 'c2' },
        { 'main/a.html': 'a3', 'zh/c.html': 'c2', 'zh/d/e.html': 'e3' },
        { 'main/a.html': 'a3', 'main/x': 'file x 3', 'zh/c.html': 'c2', 'zh/d/e.html': 'e3' },
        { 'main/a.html': 'a3', 'main/x/y.html': 'y4', 'zh/c.html': 'c2', 'zh/d/e.html': 'e3' },
      ];
      const kept: number[] = [];
      for (const [index, files] of steps.entries()) {
        kept.push((await spareBuild(files)).kept);
        // What a user might leave in dist/: a file, an empty folder; the next build but one starts from them.
        await writeFile(join(dir, 'dist', 'main', `stray-${index}.txt`), 'stray');
        await mkdir(join(dir, 'dist', `empty-${index}`, 'deeper'), { recursive: true });
        const fresh = new TreeWriter(join(dir, `fresh-${index}`));
        await fresh.open();
        for (const [path, contents] of Object.entries({ ...BASE, ...files })) await fresh.write(path, `hash-of-${contents}`, contents);
        await fresh.commit({ id: 'test', target: 'static' });
        const built = (await tree(join(dir, 'dist'))).filter((line) => !line.includes('stray-') && !line.startsWith(`empty-${index}/`));
        expect(built, `step ${index}`).toEqual(await tree(join(dir, `fresh-${index}`)));
      }
      // The first two builds have no spare; every later one starts from it.
      expect(kept.slice(0, 2)).toEqual([0, 0]);
      for (const count of kept.slice(2)) expect(count).toBeGreaterThanOrEqual(40);
    });

    it('never writes into a file it replaces: a hard-linked source keeps its bytes', async () => {
      const object = join(dir, 'object.html');
      await writeFile(object, 'stored page');
      await spareBuild({ 'main/a.html': 'stored page' }, { 'main/a.html': object });
      await spareBuild({ 'main/a.html': 'stored page' }, { 'main/a.html': object });
      // The spare's main/a.html is the object's inode: the next build replaces it with new bytes.
      expect((await stat(join(spare(), 'main', 'a.html'))).ino).toBe((await stat(object)).ino);
      await spareBuild({ 'main/a.html': 'edited' });
      expect(await readFile(object, 'utf8')).toBe('stored page');
      expect(await readFile(join(dir, 'dist', 'main', 'a.html'), 'utf8')).toBe('edited');
      expect(await readFile(join(spare(), 'main', 'a.html'), 'utf8')).toBe('stored page');
    });

    it('starts a new tree instead when most of the spare is not the previous build, and deletes the spare', async () => {
      const everything = (mark: string) => Object.fromEntries(Object.keys(BASE).map((path) => [path, `${mark} ${path}`]));
      await spareBuild({ 'main/a.html': 'a1' });
      await spareBuild(everything('v2'));
      const third = await spareBuild({ ...everything('v2'), 'main/a.html': 'a3' });
      expect(third.kept).toBe(0);
      expect(await readFile(join(spare(), 'main', 'same', '0.html'), 'utf8')).toBe('v2 main/same/0.html');
      const fourth = await spareBuild({ ...everything('v2'), 'main/a.html': 'a4' });
      expect(fourth.kept).toBe(40);
      expect(await readFile(join(dir, 'dist', 'main', 'a.html'), 'utf8')).toBe('a4');
      expect(await readdir(dir)).toEqual(['cache', 'dist']);
    });

    it('never keeps a dist/ that is a symbolic link as the spare: the folder it points to is left alone', async () => {
      await spareBuild({ 'main/a.html': 'a1' });
      // dist/ becomes a link to a copy the user keeps elsewhere, with a file of theirs in it.
      await rename(join(dir, 'dist'), join(dir, 'www'));
      await symlink(join(dir, 'www'), join(dir, 'dist'));
      await writeFile(join(dir, 'www', 'main', 'upload.jpg'), 'mine');
      for (const mark of ['a2', 'a3', 'a4']) await spareBuild({ 'main/a.html': mark });
      expect(await readFile(join(dir, 'www', 'main', 'upload.jpg'), 'utf8')).toBe('mine');
      expect(await readFile(join(dir, 'www', 'main', 'a.html'), 'utf8')).toBe('a1');
      expect((await lstat(join(dir, 'dist'))).isDirectory()).toBe(true);
      expect(await readFile(join(dir, 'dist', 'main', 'a.html'), 'utf8')).toBe('a4');
      expect((await lstat(spare())).isDirectory()).toBe(true);
    });

    it('leaves the spare alone without a previous tree, drops one without a manifest, and an aborted build leaves dist/ as it was', async () => {
      await mkdir(join(spare(), 'junk'), { recursive: true });
      await writeFile(join(spare(), 'junk', 'j.html'), 'junk');
      // No dist/ yet (a CI checkout): nothing to weigh the spare against, so it is not touched.
      await spareBuild({ 'main/a.html': 'a1' });
      expect((await tree(join(dir, 'dist'))).filter((line) => !line.startsWith('main/same/'))).toEqual(['main/', `main/a.html ${createHash('sha256').update('a1').digest('hex').slice(0, 8)}`]);
      expect(await readFile(join(spare(), 'junk', 'j.html'), 'utf8')).toBe('junk');
      // With one, the spare is claimed, has no manifest and is dropped; the a1 tree takes its place.
      await spareBuild({ 'main/a.html': 'a2' });
      expect(existsSync(join(spare(), 'junk'))).toBe(false);
      expect(await readFile(join(spare(), 'main', 'a.html'), 'utf8')).toBe('a1');
      const writer = new TreeWriter(join(dir, 'dist'), spare());
      await writer.open();
      await writer.write('main/a.html', 'hash-of-a3', 'a3');
      await writer.abort();
      expect(await readFile(join(dir, 'dist', 'main', 'a.html'), 'utf8')).toBe('a2');
      expect(await readdir(dir)).toEqual(['cache', 'dist']);
    });
  });
});
