/**
 * A rebuild of the same plan (a body edit) links the last build's sitemaps by the hashes the cache
 * kept instead of making them again; a new plan, a missing tree or a record that does not match
 * make them (and a record that does not match fails the build rather than mislabel a file).
 */
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type BuildOutcome, buildSite } from '../../cli/build/build.ts';
import { shortHash } from '../../cli/build/hash.ts';
import { loadProject } from '../../cli/project.ts';
import { smallProject } from '../support/small-project.ts';

const made = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../cli/build/views/sitemaps.ts', async (original) => {
  const actual = await original<typeof import('../../cli/build/views/sitemaps.ts')>();
  return { ...actual, sitemapFiles: (...args: Parameters<typeof actual.sitemapFiles>) => (made.count++, actual.sitemapFiles(...args)) };
});

let project: { root: string; cleanup(): Promise<void> };
const article = 'content/blog/en/alpha.md';
const cache = () => join(project.root, 'cache');
const out = () => join(project.root, 'out');
const keptFile = () => join(cache(), 'derived', 'sitemaps.json');
type Kept = Record<string, { key: string; files: { path: string; hash: string }[] }>;

beforeAll(async () => {
  project = await smallProject();
});
afterAll(async () => {
  await project.cleanup();
});

/** A one-shot build as `site build` runs it: the plan from the plan cache, the tree written. */
async function build(): Promise<BuildOutcome> {
  made.count = 0;
  const loaded = await loadProject(project.root, { contentCache: join(cache(), 'content.jsonl') });
  return buildSite(loaded, { write: true, workers: 0, cacheDir: cache(), outDir: out(), now: () => new Date('2026-11-25T10:00:00Z') });
}

async function edit(change: (text: string) => string): Promise<void> {
  await writeFile(join(project.root, article), change(await readFile(join(project.root, article), 'utf8')));
}

/** Every sitemap and robots.txt of the output tree, by site and path. */
async function sitemapsOut(): Promise<Record<string, string>> {
  const found: Record<string, string> = {};
  const sites = (await readdir(out(), { withFileTypes: true })).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  expect(sites.sort()).toEqual(['main', 'zh']);
  for (const site of sites) {
    for (const name of await readdir(join(out(), site))) {
      if (/sitemap\.xml$|^robots\.txt$/.test(name)) found[`${site}/${name}`] = await readFile(join(out(), site, name), 'utf8');
    }
  }
  return found;
}

describe('kept sitemaps', { timeout: 120_000 }, () => {
  it('are recorded by a build with the hashes of the files it wrote', async () => {
    expect((await build()).ok).toBe(true);
    expect(made.count).toBeGreaterThan(0);
    const kept = JSON.parse(await readFile(keptFile(), 'utf8')) as Kept;
    expect(Object.keys(kept).sort()).toEqual(['main', 'zh']);
    const files = await sitemapsOut();
    for (const [site, record] of Object.entries(kept)) {
      expect(record.files.map((file) => file.path)).toContain('sitemap.xml');
      for (const file of record.files) expect(shortHash(files[`${site}/${file.path}`] ?? '', 16), `${site}/${file.path}`).toBe(file.hash);
    }
  });

  it('are linked, not made, after a body edit, and are the same files', async () => {
    const before = await sitemapsOut();
    await edit((text) => `${text}\nOne more line of the body.\n`);
    const outcome = await build();
    expect(outcome.ok).toBe(true);
    expect(outcome.summary?.rendered).toBeGreaterThan(0);
    expect(made.count).toBe(0);
    expect(await sitemapsOut()).toEqual(before);
  });

  it('are made again when the tree is gone', async () => {
    const before = await sitemapsOut();
    await rm(out(), { recursive: true });
    await edit((text) => `${text}\nAnd another.\n`);
    expect((await build()).ok).toBe(true);
    expect(made.count).toBeGreaterThan(0);
    expect(await sitemapsOut()).toEqual(before);
  });

  it('are made again for a new plan (a front-matter edit), under a new key', async () => {
    const keyBefore = (JSON.parse(await readFile(keptFile(), 'utf8')) as Kept).main?.key;
    await edit((text) => text.replace(/^title: .*$/m, 'title: Alpha, retitled'));
    expect((await build()).ok).toBe(true);
    expect(made.count).toBeGreaterThan(0);
    expect((JSON.parse(await readFile(keptFile(), 'utf8')) as Kept).main?.key).not.toBe(keyBefore);
  });

  it('fail the build when a record does not match what the plan makes, leaving the tree in place', async () => {
    const kept = JSON.parse(await readFile(keptFile(), 'utf8')) as Kept;
    const file = kept.main!.files.find((candidate) => candidate.path === 'sitemap.xml')!;
    file.hash = '0123456789abcdef';
    await writeFile(keptFile(), JSON.stringify(kept));
    const before = await sitemapsOut();
    await edit((text) => `${text}\nA third line.\n`);
    const outcome = await build();
    expect(outcome.ok).toBe(false);
    expect(outcome.diagnostics.find((d) => d.code === 'BUILD_FAILED')?.message).toContain("record of sitemap.xml does not match");
    expect(await sitemapsOut()).toEqual(before);
  });
});
