/**
 * Build polling data in the shipped site's static output (spec 4, 7): `builds/latest.json`, and
 * `builds/meta/{id}.json` with the route rules, the prerendered paths and the id of each page's
 * content, which is the `page.id` in that page's runtime config.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { pageFile } from '../../cli/hosts/page-file.ts';
import type { BuildMetaFile } from '../../cli/build/views/build-meta.ts';
import type { RuntimeConfig } from '../../runtime/config.ts';

let dist: string;
let meta: BuildMetaFile;
const configOf = async (path: string, site = 'main'): Promise<RuntimeConfig> => {
  const html = await readFile(join(dist, site, pageFile('static', path)), 'utf8');
  return JSON.parse(/<script type="application\/json" id="site-config">(.*?)<\/script>/.exec(html)?.[1] ?? 'null') as RuntimeConfig;
};

beforeAll(async () => {
  const built = inject('builtSite');
  dist = join(built.dir, 'static');
  meta = JSON.parse(await readFile(join(dist, 'main', 'builds', 'meta', `${built.summary.buildId}.json`), 'utf8')) as BuildMetaFile;
});

describe('build id data', () => {
  it('lists every prerendered path with the id of its content, which is the page.id of that page', async () => {
    expect(meta.pageIds).toHaveLength(meta.prerendered.length);
    expect(meta.pageIds.every((id) => /^[0-9a-f]{10}$/.test(id))).toBe(true);
    expect(new Set(meta.pageIds).size, 'different pages, different ids').toBe(meta.pageIds.length);
    for (const path of ['/', '/pricing', '/de/pricing', '/blog/synchronizer-for-repetitive-tasks', '/error/404']) {
      const config = await configOf(path);
      expect(config.page.path).toBe(path);
      expect(config.page.id, path).toBe(meta.pageIds[meta.prerendered.indexOf(path)]);
      expect(config.buildId, 'pages do not embed the build id').toBe('');
    }
  });

  it('gives the 404 copy served for unknown paths the id of /error/404', async () => {
    const copy = await readFile(join(dist, 'main', '404.html'), 'utf8');
    expect(copy).toContain(`"id":"${meta.pageIds[meta.prerendered.indexOf('/error/404')]}"`);
  });

  it('carries the route rules of the site', () => {
    expect(meta.routeRules['/Pricing']).toEqual({ redirect: { to: '/pricing', statusCode: 301 } });
    expect(meta.routeRules['/de/alternatives/ziniao-alternative']).toEqual({ redirect: { to: '/de', statusCode: 302 } });
    expect(Object.keys(meta.routeRules).length).toBeGreaterThan(100);
  });
});
