import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseAllRedirects } from '@netlify/redirect-parser';
import { describe, expect, it } from 'vitest';
import { loadShipped } from '../../test/manifest/fixtures/shipped.ts';
import { printHost } from './index.ts';

/** `_redirects` lines as [from, to, status] (comments and blank lines dropped). */
function lines(text: string): string[][] {
  return text
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => line.trim().split(/\s+/));
}

async function redirectsOf(site: string, assets: string[] = []) {
  const { plan } = await loadShipped();
  return printHost('netlify', plan, site, { assets }).files.find((file) => file.path === '_redirects')?.contents ?? '';
}

describe('netlify printer', () => {
  it('prints a _redirects file Netlify parses without an error', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'site-netlify-parse-'));
    try {
      for (const site of ['main', 'zh', 'ru']) {
        await writeFile(join(dir, site), await redirectsOf(site));
        const { errors, redirects } = await parseAllRedirects({ redirectsFiles: [join(dir, site)], configRedirects: [], minimal: false });
        expect(errors).toEqual([]);
        expect(redirects.length).toBe(lines(await redirectsOf(site)).length);
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('has no rule whose source and target differ only by a trailing slash: it would loop', async () => {
    for (const site of ['main', 'zh', 'ru']) {
      const loops = lines(await redirectsOf(site)).filter(([from = '', to = '']) => from !== to && from.replace(/\/$/, '') === to.replace(/\/$/, ''));
      expect(loops).toEqual([]);
    }
  });

  it("forces the .html rule of every page (the page's file would shadow it), and only what a file shadows", async () => {
    const all = lines(await redirectsOf('main'));
    expect(all).toContainEqual(['/de/pricing.html', '/de/pricing', '301!']);
    expect(all).toContainEqual(['/index.html', '/', '301!']);
    expect(all).toContainEqual(['/Pricing', '/pricing', '301']);
    expect(all).toContainEqual(['/de/guide', '/de/blog', '302']);
    const shadowed = lines(await redirectsOf('main', ['/de/guide.html']));
    expect(shadowed).toContainEqual(['/de/guide', '/de/blog', '302!']);
  });

  it("sends each locale's unknown paths to its 404 page, unforced, after every other rule", async () => {
    const all = lines(await redirectsOf('main'));
    const notFound = all.filter(([, , status]) => status === '404');
    expect(notFound.at(-1)).toEqual(['/*', '/error/404', '404']);
    expect(notFound).toContainEqual(['/de/*', '/de/error/404', '404']);
    expect(all.slice(-notFound.length)).toEqual(notFound);
  });

  it('lists the own-locale prefix over pages only: a splat would make /en//evil.example an open redirect', async () => {
    const all = lines(await redirectsOf('main'));
    expect(all).toContainEqual(['/en/pricing', '/pricing', '301']);
    expect(all.some(([from = '', to = '']) => from.startsWith('/en/') && to.includes(':splat'))).toBe(false);
  });
});
