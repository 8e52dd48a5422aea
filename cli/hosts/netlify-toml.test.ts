/** Netlify deploy file (issue 13.6): netlify.toml, read by Netlify's own config parser. */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseAllRedirects } from '@netlify/redirect-parser';
import { describe, expect, it } from 'vitest';
import { loadShipped } from '../../test/manifest/fixtures/shipped.ts';
import { printHost } from './index.ts';
import { NETLIFY_TOML } from './netlify-toml.ts';

describe('netlify.toml', () => {
  it('publishes the site folder itself, builds nothing, and leaves redirects and headers to _redirects and _headers', async () => {
    const { plan } = await loadShipped();
    for (const site of plan.sites) {
      const files = printHost('netlify', plan, site.id).files;
      expect(files.map((file) => file.path).sort()).toEqual(['_headers', '_redirects', NETLIFY_TOML]);
      const toml = files.find((file) => file.path === NETLIFY_TOML)?.contents ?? '';
      expect(toml).toContain('[build]\n  publish = "."\n  command = ""\n');
      expect(toml).toContain(`site "${site.id}" (${site.origin}). Do not edit`);
      expect(toml).not.toMatch(/\[\[(redirects|headers)\]\]/);
    }
  });

  it('is valid TOML for Netlify: its config parser reads it with the printed _redirects, without errors', async () => {
    const { plan } = await loadShipped();
    const dir = await mkdtemp(join(tmpdir(), 'site-netlify-toml-'));
    try {
      const files = printHost('netlify', plan, 'zh').files;
      for (const file of files) await writeFile(join(dir, file.path), file.contents);
      const parsed = await parseAllRedirects({ redirectsFiles: [join(dir, '_redirects')], netlifyConfigPath: join(dir, NETLIFY_TOML), configRedirects: [], minimal: false });
      expect(parsed.errors).toEqual([]);
      expect(parsed.redirects.length).toBeGreaterThan(10);
      // The parser can fail: a broken file is reported.
      await writeFile(join(dir, NETLIFY_TOML), '[build\npublish = "."\n');
      const broken = await parseAllRedirects({ redirectsFiles: [], netlifyConfigPath: join(dir, NETLIFY_TOML), configRedirects: [], minimal: false });
      expect(broken.errors.length).toBeGreaterThan(0);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
