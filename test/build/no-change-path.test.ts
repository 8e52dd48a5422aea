/**
 * The no-change path of `site build` (issue 12.2): the input digest, trusted by stat, against the
 * last build's. A touch without a change builds nothing; a same-size edit with the mtime set back
 * right after a build is still seen; a changed file builds again.
 */
import { readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../cli/program.ts';
import { captureIO } from '../manifest/fixtures/io.ts';
import { smallProject } from '../support/small-project.ts';

let project: { root: string; cleanup(): Promise<void> };
beforeAll(async () => {
  project = await smallProject();
});
afterAll(async () => {
  await project.cleanup();
});

interface Summary {
  unchanged?: boolean;
  runtime: { path: string }[];
  rendered: number;
  pages: number;
  buildId: string;
}

async function build(): Promise<{ code: number; summary: Summary; diagnostics: unknown[] }> {
  const io = captureIO({ cwd: project.root, env: { SITE_CACHE_DIR: join(project.root, '.cache') } });
  const code = await runCli(['build', '--format', 'json', '--workers', '0'], io);
  const body = JSON.parse(io.out()) as { summary: Summary; diagnostics: unknown[] };
  return { code, summary: body.summary, diagnostics: body.diagnostics };
}

/** The markdown file of the first blog article of the small project. */
async function anArticle(): Promise<string> {
  const dir = join(project.root, 'content', 'blog', 'en');
  return join(dir, (await readdir(dir)).filter((name) => name.endsWith('.md')).sort()[0] as string);
}

describe('site build: the no-change path', { timeout: 300_000 }, () => {
  let first: Summary;
  it('builds, then finds nothing changed without loading the project', async () => {
    const cold = await build();
    expect(cold.code).toBe(0);
    first = cold.summary;
    expect(first.rendered).toBe(first.pages);
    // The runtime bundle is kept for the next process, as the build used it.
    const record = JSON.parse(await readFile(join(project.root, '.cache', 'derived', 'runtime.json'), 'utf8')) as { bundle: { corePath: string } };
    expect(first.runtime[0]?.path).toBe(record.bundle.corePath);
    const again = await build();
    expect(again.code).toBe(0);
    expect(again.summary.unchanged).toBe(true);
    expect(again.summary.rendered).toBe(0);
    expect(again.summary.buildId).toBe(first.buildId);
  });

  it('re-renders nothing after a touch without a change', async () => {
    const file = await anArticle();
    const now = new Date();
    await utimes(file, now, now); // touch
    const touched = await build();
    expect(touched.summary.unchanged).toBe(true);
    expect(touched.summary.rendered).toBe(0);
  });

  it('sees a same-size edit whose mtime is set back, within the timestamp window', async () => {
    const file = await anArticle();
    const before = await stat(file);
    const text = await readFile(file, 'utf8');
    const changed = text.replace("date: '2025-03-14'", "date: '2025-03-13'"); // same size
    expect(changed).not.toBe(text);
    await writeFile(file, changed);
    await utimes(file, before.atime, before.mtime); // same mtime
    expect((await stat(file)).size).toBe(before.size);
    const edited = await build();
    expect(edited.code).toBe(0);
    expect(edited.summary.unchanged).toBeUndefined();
    expect(edited.summary.rendered).toBeGreaterThan(0);
    expect(edited.summary.buildId).not.toBe(first.buildId);
  });

  it('replays the recorded diagnostics from their own file, and loads the project without it', async () => {
    const file = await anArticle();
    await writeFile(file, `${await readFile(file, 'utf8')}\n[Click](javascript:alert(1))\n`);
    // A stamp written by an earlier version, with its outcome inside, for another output folder.
    const stampsFile = join(project.root, '.cache', 'stamps.json');
    const legacy = { digest: 'd', settings: '', buildId: 'b', marker: 'm', summary: {}, diagnostics: [{ code: 'OLD' }] };
    await writeFile(stampsFile, JSON.stringify({ ...JSON.parse(await readFile(stampsFile, 'utf8')), 'static\u0000/elsewhere': legacy }));
    const built = await build();
    expect(built.summary.unchanged).toBeUndefined();
    expect(JSON.stringify(built.diagnostics)).toContain('UNSAFE_URL');
    const replayed = await build();
    expect(replayed.summary.unchanged).toBe(true);
    expect(replayed.diagnostics).toEqual(built.diagnostics);
    // stamps.json, read by every build, holds digests only; the outcome is beside it.
    const stamps = await readFile(stampsFile, 'utf8');
    expect(stamps).not.toContain('"diagnostics"');
    expect(JSON.parse(stamps)['static\u0000/elsewhere']).toEqual({ digest: 'd', settings: '', buildId: 'b', marker: 'm' });
    // Without it the stamp is not trusted: the project is loaded, and the build id finds the tree in place the same.
    await rm(join(project.root, '.cache', 'outcomes'), { recursive: true });
    const loaded = await build();
    expect(loaded.summary.unchanged).toBe(true);
    expect(loaded.diagnostics).toEqual(built.diagnostics);
    expect(await readdir(join(project.root, '.cache', 'outcomes'))).toHaveLength(1);
  });

  it('builds again when the output in place is not the recorded build', async () => {
    const marker = join(project.root, 'dist', '.build-files.json');
    const saved = JSON.parse(await readFile(marker, 'utf8')) as { build: { id: string } };
    await writeFile(marker, JSON.stringify({ ...saved, build: { ...saved.build, id: 'another' } }));
    const rebuilt = await build();
    expect(rebuilt.summary.unchanged).toBeUndefined();
  });
});
