/** `site build --out`, `SITE_CACHE_DIR` and `site serve --dir` refuse places where a typo would lose data (exit 2, nothing touched). */
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureIO } from '../../test/manifest/fixtures/io.ts';
import { listTree } from '../../test/support/compare-trees.ts';
import { tempProject } from '../../test/support/temp-project.ts';
import { refuseUnsafeFolders } from '../output-folders.ts';
import { runCli } from '../program.ts';

let project: { root: string; cleanup(): Promise<void> };
let home: string;

beforeAll(async () => {
  project = await tempProject();
  home = await mkdtemp(join(tmpdir(), 'site-home-'));
  await writeFile(join(home, '.bashrc'), 'export PATH\n');
  await mkdir(join(home, 'notes'));
  await writeFile(join(home, 'notes', 'todo.txt'), 'keep me\n');
});
afterAll(async () => {
  await project.cleanup();
  await rm(home, { recursive: true, force: true });
});

/** The names in `listed`, and every file under `walked` with a hash of its bytes. */
async function snapshot(listed: string, ...walked: string[]): Promise<string[]> {
  const out = (await readdir(listed)).map((name) => `${listed}: ${name}`);
  for (const dir of walked) {
    for (const file of await listTree(dir)) out.push(`${dir}/${file} ${createHash('sha256').update(await readFile(join(dir, file))).digest('hex')}`);
  }
  return out.sort();
}

/** Runs `site <argv>` in the temp project with HOME set to the fake home. */
async function site(argv: string[], env: Record<string, string> = {}) {
  const io = captureIO({ cwd: project.root, env: { HOME: home, ...env } });
  const code = await runCli(argv, io);
  return { code, out: io.out(), err: io.err() };
}

/** Runs `site build` with these arguments and asserts: exit 2, a message naming `named` and why, nothing touched. */
async function refusedBuild(args: string[], named: string, why: RegExp, env: Record<string, string> = {}) {
  const before = await snapshot(project.root, join(project.root, 'content'), join(project.root, 'manifest'), home);
  const result = await site(['build', '--workers', '0', ...args], env);
  expect(result.code).toBe(2);
  expect(result.err).toContain(`refusing`);
  expect(result.err).toContain(named);
  expect(result.err).toMatch(why);
  expect(result.err).toMatch(/\n {2}hint: /);
  expect(result.out).toBe('');
  expect(await snapshot(project.root, join(project.root, 'content'), join(project.root, 'manifest'), home)).toEqual(before);
  return result.err;
}

describe('site build refuses an output folder where a typo would lose data', () => {
  it('--out content: the source folder', async () => {
    await refusedBuild(['--out', 'content'], join(project.root, 'content'), /it is the project's source folder content\//);
  });

  it('--out manifest/site: inside a source folder', async () => {
    await refusedBuild(['--out', 'manifest/site'], join(project.root, 'manifest', 'site'), /inside the project's source folder manifest\//);
  });

  it('--out .: the project folder', async () => {
    await refusedBuild(['--out', '.'], project.root, /it is the project folder/);
  });

  it('--out /: the root of the file system (and nothing appears beside it)', async () => {
    const top = await readdir('/');
    await refusedBuild(['--out', '/'], '--out /:', /root of the file system/);
    expect(await readdir('/')).toEqual(top);
  });

  it('--out ~ and --out $HOME: the home folder', async () => {
    await refusedBuild(['--out', '~'], home, /it is your home folder/);
    await refusedBuild(['--out', home], home, /it is your home folder/);
    await refusedBuild(['--out', join(home, '..')], join(home, '..'), /contains your home folder/);
  });

  it('a non-empty folder that site did not build, and a file', async () => {
    const mine = join(project.root, 'my-pages');
    await mkdir(join(mine, 'old'), { recursive: true });
    await writeFile(join(mine, 'index.html'), '<p>hand-made</p>');
    await writeFile(join(mine, 'old', 'a.html'), 'a');
    const before = await snapshot(mine, mine);
    const err = await refusedBuild(['--out', 'my-pages'], mine, /not empty and has no \.build-files\.json, so site did not build it/);
    expect(err).toMatch(/empty it or move it away first/);
    expect(await snapshot(mine, mine)).toEqual(before);
    await writeFile(join(project.root, 'notes.txt'), 'mine');
    await refusedBuild(['--out', 'notes.txt'], join(project.root, 'notes.txt'), /it is a file/);
    expect(await readFile(join(project.root, 'notes.txt'), 'utf8')).toBe('mine');
  });

  it('a target folder of --target all that site did not build', async () => {
    const base = join(project.root, 'all-out');
    await mkdir(join(base, 'nginx'), { recursive: true });
    await writeFile(join(base, 'nginx', 'server.conf'), 'server {}');
    await refusedBuild(['--target', 'all', '--out', 'all-out'], join(base, 'nginx'), /not empty and has no \.build-files\.json/);
  });

  it('--target all into a folder of the user\'s (files besides the target folders, no marker): refused, as the table says (before, the four target folders were written beside them)', async () => {
    const base = join(project.root, 'my-site-folder');
    await mkdir(join(base, 'docs'), { recursive: true });
    await writeFile(join(base, 'notes.txt'), 'mine');
    const before = await snapshot(base, base);
    await refusedBuild(['--target', 'all', '--out', 'my-site-folder'], base, /not empty and has no \.build-files\.json/);
    expect(await snapshot(base, base)).toEqual(before);
  });

  it('an output folder that holds the cache', async () => {
    await refusedBuild(['--out', 'out'], join(project.root, 'out'), /overlaps the cache folder/, { SITE_CACHE_DIR: 'out/cache' });
  });
});

describe('every command refuses a cache folder where a typo would lose data', () => {
  it('SITE_CACHE_DIR=content, =~ and a foreign folder, for build and for routes', async () => {
    await refusedBuild([], join(project.root, 'content'), /SITE_CACHE_DIR .*source folder content\//, { SITE_CACHE_DIR: 'content' });
    await refusedBuild([], home, /SITE_CACHE_DIR .*your home folder/, { SITE_CACHE_DIR: '~' });
    const before = await snapshot(project.root, join(project.root, 'content'), home);
    const routes = await site(['routes', '--format', 'json'], { SITE_CACHE_DIR: join(home, 'notes') });
    expect(routes.code).toBe(2);
    expect(routes.err).toMatch(/site routes: refusing SITE_CACHE_DIR .*notes: it is not empty and has no CACHEDIR\.TAG/);
    expect(await snapshot(project.root, join(project.root, 'content'), home)).toEqual(before);
  });
});

describe('site serve refuses to serve the home folder, the project or a source folder', () => {
  it.each([['~', /your home folder/], ['.', /the project folder/], ['content', /source folder content\//]])('--dir %s (nothing touched)', async (dir, why) => {
    const before = await snapshot(project.root, join(project.root, 'content'), home);
    const result = await site(['serve', '--dir', dir]);
    expect(result.code).toBe(2);
    expect(result.err).toMatch(/site serve: refusing --dir /);
    expect(result.err).toMatch(why);
    expect(result.out).toBe('');
    expect(await snapshot(project.root, join(project.root, 'content'), home)).toEqual(before);
  });

  it('serve --dir only reads: a hand-made folder without the output marker is not refused', () => {
    // The check alone (serving it would block until Ctrl-C); the engines write only to temp folders.
    const io = captureIO({ cwd: project.root, env: { HOME: home } });
    expect(refuseUnsafeFolders('serve', [{ use: 'served', what: '--dir', path: join(home, 'notes') }], io)).toBeUndefined();
    expect(io.err()).toBe('');
  });

  it('the preview output it builds into is kept apart from the cache', async () => {
    const before = await snapshot(project.root, join(project.root, 'content'), home);
    const result = await site(['serve', '--engine', 'netlify'], { SITE_CACHE_DIR: 'node_modules/.cache/site/serve/netlify/cache' });
    expect(result.code).toBe(2);
    expect(result.err).toMatch(/site serve: refusing the preview output folder .*serve\/netlify: it overlaps the cache folder/);
    expect(await snapshot(project.root, join(project.root, 'content'), home)).toEqual(before);
  });
});

describe('site dev refuses a dev cache folder where a typo would lose data', () => {
  it('<cache>-dev that site did not write: exit 2 before anything is built or written', async () => {
    const mine = join(home, 'work-dev');
    await mkdir(mine, { recursive: true });
    await writeFile(join(mine, 'thesis.txt'), 'keep me\n');
    const before = await snapshot(home, home, join(project.root, 'content'));
    const result = await site(['dev', '--port', '0'], { SITE_CACHE_DIR: join(home, 'work') });
    expect(result.code).toBe(2);
    expect(result.err).toContain(`site dev: refusing the dev cache folder ${mine}: it is not empty and has no CACHEDIR.TAG`);
    expect(result.out).toBe('');
    expect(await snapshot(home, home, join(project.root, 'content'))).toEqual(before);
  });
});
