/**
 * Analytics markup in the shipped site's static output (spec 3): every call to action, menu item,
 * card and download button is a `data-track` click target, and the sections marketers watch
 * (pricing plans, landing sections, the comparison table, the home sections) carry
 * `data-track-expose`. The runtime side is `runtime/analytics/page-tracking.ts`; the browser test
 * is `test/e2e/analytics.test.ts`.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { pageFile } from '../../cli/hosts/page-file.ts';
import { attr } from '../support/html.ts';

let dist: string;
const page = (path: string, site = 'main') => readFile(join(dist, site, pageFile('static', path)), 'utf8');
/** The opening tags of every `<a>` whose href matches. */
const anchors = (html: string, href: RegExp) => [...html.matchAll(/<a\b[^>]*>/g)].map((m) => m[0]).filter((tag) => href.test(attr(tag, 'href') ?? ''));
const exposed = (html: string) => [...html.matchAll(/\bdata-track-expose="([^"]+)"/g)].map((m) => m[1]);

beforeAll(() => {
  dist = join(inject('builtSite').dir, 'static');
});

describe('tracking attributes in the built site', () => {
  it('tracks the header, the menus and the language switcher', async () => {
    const html = await page('/de/pricing');
    const header = /<header class="site-header">[\s\S]*?<\/header>/.exec(html)?.[0] ?? '';
    const keys = [...header.matchAll(/<a\b[^>]*>/g)].map((m) => attr(m[0], 'data-track'));
    expect(keys.every((key) => key !== undefined), 'every link of the header is tracked').toBe(true);
    expect(keys).toEqual(expect.arrayContaining(['header.logo', 'header.login', 'header.register', 'menu.solutions.facebook', 'menu.features.rpa', 'menu.top.blog', 'menu.language.en', 'menu.language.de']));
  });

  it('tracks every call to action, card and footer link of the home page, and exposes its sections', async () => {
    const html = await page('/');
    expect(anchors(html, /app\.polyprofile\.example\/register/).map((tag) => attr(tag, 'data-track'))).toEqual(expect.arrayContaining(['header.register', 'cta.register']));
    expect(anchors(html, /^\/download$/).map((tag) => attr(tag, 'data-track'))).toContain('cta.download');
    expect(anchors(html, /^\/blog\/[^/]+$/).map((tag) => attr(tag, 'data-track'))).toContain('card.blog');
    expect(anchors(html, /^\/rpa$/).map((tag) => attr(tag, 'data-track'))).toEqual(expect.arrayContaining(['menu.features.rpa', 'home.features']));
    const footer = /<footer class="site-footer">[\s\S]*?<\/footer>/.exec(html)?.[0] ?? '';
    expect(new Set([...footer.matchAll(/data-track="([^"]+)"/g)].map((m) => m[1]))).toEqual(new Set(['footer.product', 'footer.resources', 'footer.company', 'footer.compare']));
    expect(exposed(html)).toEqual(expect.arrayContaining(['home.hero', 'home.features', 'home.solutions', 'home.latest', 'banner']));
  });

  it('exposes each pricing plan', async () => {
    const html = await page('/pricing');
    const plans = [...html.matchAll(/data-plan="([^"]+)"/g)].map((m) => `pricing.plan.${m[1]}`);
    expect(plans.length).toBeGreaterThan(1);
    expect(exposed(html)).toEqual(expect.arrayContaining(plans));
  });

  it('exposes each landing section and tracks its links', async () => {
    const html = await page('/solutions');
    const sections = [...html.matchAll(/data-use-case="([^"]+)"/g)].map((m) => `landing.${m[1]}`);
    expect(sections.length).toBeGreaterThan(5);
    expect(exposed(html)).toEqual(expect.arrayContaining(sections));
    const index = anchors(html, /^#(?!main$)/);
    expect(index.length).toBe(sections.length);
    expect(index.every((tag) => attr(tag, 'data-track') === 'landing.index')).toBe(true);
  });

  it('exposes the comparison table of an alternative page', async () => {
    expect(exposed(await page('/alternatives/gologin-alternative'))).toContain('comparison.gologin-alternative');
  });

  it('tracks each download button with its system', async () => {
    const html = await page('/download');
    const keys = [...html.matchAll(/<a class="site-download[^>]*>/g)].map((m) => attr(m[0], 'data-track'));
    expect(keys).toEqual(['download.detected', 'download.com_win64', 'download.com_win32', 'download.com_mac', 'download.com_arm64', 'download.com_linux']);
  });
});
