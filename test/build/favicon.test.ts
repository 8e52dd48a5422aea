/**
 * The favicon (issue 13): an SVG and an ICO from content/assets/site, hashed like any asset and
 * linked from every built page (error pages included), and a copy of the ICO at each site's root
 * for `/favicon.ico`, which the reference engine serves.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { pageFile } from '../../cli/hosts/page-file.ts';
import { startEngine } from '../../cli/serve/engines.ts';
import { attr, links } from '../support/html.ts';
import { ROOT, shippedPlan } from '../hosts/site-under-test.ts';

const staticDir = () => join(inject('builtSite').dir, 'static');

describe('favicon', () => {
  it('links the hashed ICO (32x32) and SVG from every page of every site, the 404 and 502 pages too', async () => {
    const plan = await shippedPlan();
    const sources = { ico: await readFile(join(ROOT, 'content/assets/site/favicon.ico')), svg: await readFile(join(ROOT, 'content/assets/site/favicon.svg')) };
    const kinds = new Set<string>();
    for (const page of plan.pages) {
      const html = await readFile(join(staticDir(), page.site, pageFile('static', page.path)), 'utf8');
      const icons = links(html, 'icon');
      expect(icons, `${page.site} ${page.path}`).toHaveLength(2);
      const [ico, svg] = icons.map((tag) => attr(tag, 'href') ?? '');
      expect(ico).toMatch(/^\/assets\/site\/favicon-[0-9a-f]{10}\.ico$/);
      expect(attr(icons[0] ?? '', 'sizes')).toBe('32x32');
      expect(svg).toMatch(/^\/assets\/site\/favicon-[0-9a-f]{10}\.svg$/);
      expect(attr(icons[1] ?? '', 'type')).toBe('image/svg+xml');
      if (!kinds.has(`${page.site}|${page.template}`)) {
        kinds.add(`${page.site}|${page.template}`);
        expect(await readFile(join(staticDir(), page.site, ico ?? ''))).toEqual(sources.ico);
        expect(await readFile(join(staticDir(), page.site, svg ?? ''))).toEqual(sources.svg);
      }
    }
    expect([...kinds].filter((kind) => kind.endsWith('|error-404') || kind.endsWith('|error-502'))).toHaveLength(plan.sites.length * 2);
  });

  it('answers /favicon.ico on every site with the ICO', async () => {
    const plan = await shippedPlan();
    const ico = await readFile(join(ROOT, 'content/assets/site/favicon.ico'));
    for (const site of plan.sites) {
      const engine = await startEngine('reference', join(staticDir(), site.id), { plan, site: site.id, projectRoot: ROOT });
      try {
        const response = await fetch(`${engine.url}/favicon.ico`);
        expect(response.status, site.id).toBe(200);
        expect(Buffer.from(await response.arrayBuffer())).toEqual(ico);
      } finally {
        await engine.stop();
      }
    }
  });
});
