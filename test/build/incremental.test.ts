import { existsSync } from 'node:fs';
import { readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, type BuildOutcome } from '../../cli/build/build.ts';
import type { HostTarget } from '../../cli/hosts/types.ts';
import { loadProject } from '../../cli/project.ts';
import { tempProject } from '../support/temp-project.ts';

let project: { root: string; cleanup(): Promise<void> };
const article = 'content/blog/en/proxy-vpn-antidetect-browser.md';

async function build(target: HostTarget = 'static'): Promise<BuildOutcome> {
  const loaded = await loadProject(project.root);
  // The encoded images are shared with the other builds of the suite (the global setup fills it);
  // everything else is this project's own cache.
  const imageCacheDir = join(project.root, 'node_modules', '.cache', 'site', 'build', 'images');
  const outcome = await buildSite(loaded, { write: true, target, workers: 0, cacheDir: join(project.root, '.cache'), imageCacheDir });
  expect(outcome.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  return outcome;
}

async function edit(change: (text: string) => string): Promise<void> {
  const path = join(project.root, article);
  await writeFile(path, change(await readFile(path, 'utf8')));
}

const pagePath = (file: string) => join(project.root, 'dist', 'main', file);

beforeAll(async () => {
  project = await tempProject();
});
afterAll(async () => {
  await project.cleanup();
});

describe('rebuilds re-render only what changed', { timeout: 300_000 }, () => {
  let cold: BuildOutcome;
  it('renders every page on a cold build', async () => {
    cold = await build();
    expect(cold.summary?.pages).toBeGreaterThan(1_000);
    expect(cold.summary?.rendered).toBe(cold.summary?.pages);
    expect(cold.summary?.unchanged).toBeUndefined();
  });

  it('renders nothing and keeps every page file on a no-change rebuild', async () => {
    const before = await stat(pagePath('pricing.html'));
    const again = await build();
    expect(again.summary?.unchanged, 'stopped early: the output in place is this build').toBe(true);
    expect(again.summary?.rendered).toBe(0);
    expect(again.summary?.markdownRendered).toBe(0);
    expect(again.summary?.buildId).toBe(cold.summary?.buildId);
    expect(again.summary?.images.sources, 'the shipped site has raster images').toBeGreaterThan(0);
    expect(again.summary?.images.encoded, 'no image changed: nothing is encoded').toBe(0);
    expect(again.summary?.images.reused).toBe((cold.summary?.images.encoded ?? 0) + (cold.summary?.images.reused ?? 0));
    expect((await stat(pagePath('pricing.html'))).ino).toBe(before.ino);
  });

  it('re-renders only the article when its body changes', async () => {
    const listing = await stat(pagePath('blog.html'));
    await edit((text) => `${text}\nOne more paragraph about proxies.\n`);
    const outcome = await build();
    expect(outcome.summary?.markdownRendered).toBe(1);
    expect(outcome.summary?.rendered).toBe(1);
    expect(outcome.summary?.images.encoded).toBe(0);
    expect(await readFile(pagePath('blog/proxy-vpn-antidetect-browser.html'), 'utf8')).toContain('One more paragraph about proxies.');
    expect((await stat(pagePath('blog.html'))).ino).toBe(listing.ino);
  });

  it('re-renders the article and the listings that show it when its title changes', async () => {
    await edit((text) => text.replace(/^title: .*$/m, 'title: "Proxy, VPN or antidetect browser: which one when"'));
    const outcome = await build();
    const rendered = outcome.summary?.rendered ?? 0;
    // The article, and the listings that show it: the blog index, its category and its tags in
    // English and in each locale that lists it in English (those without a translation of it).
    expect(rendered).toBeGreaterThan(2);
    expect(rendered).toBeLessThan(120);
    expect(rendered).toBeLessThan((outcome.summary?.pages ?? 0) / 10);
    expect(await readFile(pagePath('blog.html'), 'utf8')).toContain('Proxy, VPN or antidetect browser: which one when');
    expect(await readFile(pagePath('blog-privacy-security.html'), 'utf8')).toContain('Proxy, VPN or antidetect browser: which one when');
  });

  it('builds again when only the target differs from the output in place, and keeps the pages', async () => {
    const before = await stat(pagePath('pricing.html'));
    expect(existsSync(join(project.root, 'dist', 'main', '_redirects'))).toBe(false);
    const netlify = await build('netlify');
    expect(netlify.summary?.unchanged).toBeUndefined();
    expect(netlify.summary?.rendered).toBe(0);
    expect(await readFile(join(project.root, 'dist', 'main', '_redirects'), 'utf8')).toContain('/Pricing');
    expect((await stat(pagePath('pricing.html'))).ino).toBe(before.ino);
    expect((await build('netlify')).summary?.unchanged).toBe(true);
  });
});
