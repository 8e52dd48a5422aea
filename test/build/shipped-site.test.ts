import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { PlannedPage } from '../../manifest/plan/types.ts';
import { pageFile } from '../../cli/hosts/page-file.ts';
import { listSiteFiles } from '../../cli/serve/site-files.ts';
import { loadProject, type Project } from '../../cli/project.ts';
import { alternates, attr, htmlLang, links, sitemapLocs } from '../support/html.ts';
import { ROOT } from '../support/temp-project.ts';

let project: Project;
let out: string;
let dist: string;
let buildId: string;
const html = new Map<string, string>();

const read = (page: PlannedPage) => html.get(`${page.site}|${page.path}`) ?? '';

/** The shipped site built by `site build --target all` in the global setup; this file reads its static output. */
beforeAll(async () => {
  project = await loadProject(ROOT);
  const built = inject('builtSite');
  out = built.dir;
  dist = join(out, 'static');
  buildId = built.summary.buildId;
  for (const page of project.plan?.pages ?? []) html.set(`${page.site}|${page.path}`, await readFile(join(dist, page.site, pageFile('static', page.path)), 'utf8'));
}, 300_000);

describe('building the shipped site', () => {
  it('writes every target: the same pages, each with its host files', () => {
    for (const site of project.plan!.sites) {
      expect(existsSync(join(out, 'nginx', site.id, '_nginx', 'server.conf'))).toBe(true);
      expect(existsSync(join(out, 'netlify', site.id, '_redirects'))).toBe(true);
      expect(existsSync(join(out, 'cloudflare', site.id, '_worker.js'))).toBe(true);
      expect(existsSync(join(out, 'static', site.id, 'index.html'))).toBe(true);
    }
  });

  it('writes one HTML page per planned page, per site and locale; other HTML files are redirect pages or the 404 copy', async () => {
    const plan = project.plan!;
    for (const site of plan.sites) {
      const files = [...(await listSiteFiles(join(dist, site.id)))].map((path) => path.slice(1)).filter((file) => file.endsWith('.html'));
      const planned = plan.pages.filter((page) => page.site === site.id).map((page) => pageFile('static', page.path));
      expect(files).toEqual(expect.arrayContaining(planned));
      for (const file of files.filter((name) => !planned.includes(name))) {
        const text = await readFile(join(dist, site.id, file), 'utf8');
        expect(file === '404.html' || /http-equiv="refresh"/.test(text), `${site.id}/${file}`).toBe(true);
      }
      for (const code of site.locales) {
        const count = plan.pages.filter((page) => page.locale === code).length;
        expect(count, `pages of ${code}`).toBeGreaterThan(10);
      }
    }
  });

  it('gives every page its canonical URL, its language tag and its hreflang alternates', () => {
    const plan = project.plan!;
    const tags = new Map(plan.locales.map((locale) => [locale.code, locale.tag]));
    for (const page of plan.pages) {
      const text = read(page);
      const canonical = links(text, 'canonical');
      expect(canonical, page.url).toHaveLength(1);
      expect(attr(canonical[0] ?? '', 'href')).toBe(page.url);
      expect(htmlLang(text), page.url).toBe(tags.get(page.locale));
      const rendered = alternates(text);
      const expected = new Map(page.alternates.map((alternate) => [alternate.tag, alternate.url]));
      if (page.xDefault) expected.set('x-default', page.xDefault);
      expect(rendered, page.url).toEqual(expected);
    }
  });

  it('makes hreflang sets reciprocal and never lists a fallback URL', () => {
    const plan = project.plan!;
    const byUrl = new Map(plan.pages.map((page) => [page.url, page]));
    for (const page of plan.pages) {
      for (const [hreflang, href] of alternates(read(page))) {
        const other = byUrl.get(href);
        expect(other, `${page.url} → ${href}`).toBeDefined();
        if (hreflang === 'x-default') continue;
        expect(alternates(read(other!)).get(plan.locales.find((l) => l.code === page.locale)!.tag)).toBe(page.url);
      }
    }
  });

  it('lists in each locale sitemap exactly the canonical 200 URLs of that locale', async () => {
    const plan = project.plan!;
    for (const locale of plan.locales) {
      const xml = await readFile(join(dist, locale.site, `${locale.tag}-sitemap.xml`), 'utf8');
      const expected = plan.pages.filter((page) => page.locale === locale.code && page.sitemap).map((page) => page.url);
      expect(sitemapLocs(xml).sort(), locale.tag).toEqual(expected.sort());
    }
    for (const site of plan.sites) {
      const index = sitemapLocs(await readFile(join(dist, site.id, 'sitemap.xml'), 'utf8'));
      expect(index).toContain(`${site.origin}/index-sitemap.xml`);
      for (const code of site.locales) expect(index).toContain(`${site.origin}/${plan.locales.find((l) => l.code === code)!.tag}-sitemap.xml`);
      expect(await readFile(join(dist, site.id, 'robots.txt'), 'utf8')).toContain(`Sitemap: ${site.origin}/sitemap.xml`);
    }
  });

  it('references no asset the build did not produce', () => {
    let references = 0;
    for (const page of project.plan!.pages) {
      for (const match of read(page).matchAll(/(?:src|href)="(\/assets\/[^"#?]+)/g)) {
        references += 1;
        expect(existsSync(join(dist, page.site, match[1] ?? '')), `${page.url} → ${match[1]}`).toBe(true);
      }
    }
    // Every page links the stylesheet and the core script at least: the pattern really matched.
    expect(references).toBeGreaterThanOrEqual(2 * project.plan!.pages.length);
  });

  it('writes the build meta with the id and every prerendered path', async () => {
    const latest = JSON.parse(await readFile(join(dist, 'main', 'builds', 'latest.json'), 'utf8')) as { id: string; timestamp: number };
    expect(latest.id).toBe(buildId);
    const meta = JSON.parse(await readFile(join(dist, 'main', 'builds', 'meta', `${latest.id}.json`), 'utf8')) as { prerendered: string[] };
    expect(meta.prerendered.sort()).toEqual(project.plan!.pages.filter((page) => page.site === 'main').map((page) => page.path).sort());
  });

  it('shows the swapped use-case sections in zh and tc and the original ones elsewhere (D5)', () => {
    const plan = project.plan!;
    const landing = (code: string) => plan.pages.find((page) => page.locale === code && page.template === 'solutions-landing')!;
    const sections = (code: string) => [...read(landing(code)).matchAll(/data-use-case="([^"]+)"/g)].map((m) => m[1]);
    for (const code of ['zh', 'tc']) {
      expect(sections(code)).toEqual(expect.arrayContaining(['media-market', 'data-collection', 'price-comparison', 'self-examination']));
      expect(sections(code)).not.toContain('betting');
      expect(sections(code)).not.toContain('web-scraping');
    }
    for (const code of ['en', 'pt', 'ru', 'vn']) {
      expect(sections(code)).toEqual(expect.arrayContaining(['betting', 'crypto', 'agencies', 'ticketing', 'web-scraping']));
      expect(sections(code)).not.toContain('media-market');
    }
    expect(landing('ru').path).toBe('/use-cases');
    expect(landing('en').path).toBe('/solutions');
  });

  it('links the register and login buttons with from, rel and lang (D10)', () => {
    const page = project.plan!.pages.find((p) => p.locale === 'de' && p.template === 'pricing')!;
    const register = /<a class="button button-primary" href="([^"]+)"/.exec(read(page))?.[1]?.replace(/&amp;/g, '&') ?? '';
    const url = new URL(register);
    expect(url.searchParams.get('from')).toBe(page.url);
    expect(url.searchParams.get('rel')).toBe('official_website');
    expect(url.searchParams.get('lang')).toBe('de');
  });

  it('links the language switcher to real alternates, or the locale home where the page is absent', () => {
    const plan = project.plan!;
    const page = plan.pages.find((p) => p.locale === 'en' && p.path === '/alternatives/octo-browser-alternative')!;
    const text = read(page);
    expect(text).toContain('href="/de/alternatives/octo-browser-alternative" hrefLang="de-DE"');
    expect(text).toContain('href="https://www.polyprofile-cn.example/" hrefLang="zh-CN"');
  });
});
