/**
 * Page-level runtime behaviours in real Chromium: build polling (spec 1, 4: a new build makes the
 * next navigation reload; an old copy of a page knows it is old), the empty-picture placeholder of
 * an image that fails to load (spec 8), and the register/login links carrying the visitor's full
 * URL (spec 2.7).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Request } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, skipBrowserSuite } from './browser.ts';
import { createE2eSite, E2E_SETUP_TIMEOUT_MS, type E2eSite } from './e2e-site.ts';
import { ERROR_TYPES } from '../../runtime/analytics/events.ts';
import { entryFields, islandHydrated, openPage, type OpenedPage, pageConfig, pendingEntries, runtimeStarted, SOON } from './page-helpers.ts';

const handle = createE2eSite();
let site: E2eSite;
let opened: OpenedPage[] = [];
/** Built files a test rewrote, with their original bytes (restored after each test). */
const rewritten = new Map<string, string>();

async function open(options = DESKTOP): Promise<OpenedPage> {
  const page = await openPage(site, options);
  opened.push(page);
  return page;
}

/** Rewrites a file of the served `main` site (the reference engine reads files per request). */
async function rewrite(path: string, change: (text: string) => string): Promise<void> {
  const file = join(site.outDir, 'main', path);
  const text = await readFile(file, 'utf8');
  if (!rewritten.has(file)) rewritten.set(file, text);
  await writeFile(file, change(text));
}

/** The requests of a page, kept for assertions. */
function recordRequests(requests: Request[], page: OpenedPage['page']): void {
  page.on('request', (request) => requests.push(request));
}

describe.skipIf(skipBrowserSuite)('page runtime in Chromium', () => {
  beforeAll(async () => {
    site = await handle.start();
  }, E2E_SETUP_TIMEOUT_MS);

  afterEach(async () => {
    await Promise.all(opened.map((item) => item.context.close()));
    opened = [];
    for (const [file, text] of rewritten) await writeFile(file, text);
    rewritten.clear();
    site?.standIn.reset();
  });

  afterAll(() => handle.close(), 30_000);

  describe('build polling', () => {
    it('a new build id makes the next link navigation a reload of the target (and not before)', async () => {
      const { page, pageErrors } = await open();
      const requests: Request[] = [];
      recordRequests(requests, page);
      await page.clock.install();
      await page.goto(`${site.url}/pricing`);
      await runtimeStarted(page);
      const config = await pageConfig(page);
      expect(config.page.id).toMatch(/^[0-9a-f]{10}$/);
      expect(config.buildId, 'pages carry no build id: the first check decides').toBe('');
      const built = JSON.parse(await readFile(join(site.outDir, 'main', 'builds', 'latest.json'), 'utf8')) as { id: string };

      // First check on idle: latest.json, then this build's meta, which lists /pricing with this page's id.
      await page.clock.runFor(config.constants.widgetsIdleTimeoutMs);
      await expect.poll(() => requests.some((request) => request.url() === `${site.url}/builds/meta/${built.id}.json`), SOON).toBe(true);
      // The first check is over once the page has taken that build as its own (the next check is
      // scheduled in the same step, so the clock can move on to it).
      await expect.poll(() => page.evaluate(() => window.siteRuntime?.buildId()), SOON).toBe(built.id);
      expect(await page.evaluate(() => window.siteRuntime?.isOutdated())).toBe(false);

      // A new build is deployed; the hourly check sees it.
      await rewrite('builds/latest.json', () => JSON.stringify({ id: 'e2e-next-build', timestamp: Date.now() }));
      await page.clock.runFor(config.constants.buildPollIntervalMs);
      await expect.poll(() => page.evaluate(() => window.siteRuntime?.isOutdated()), SOON).toBe(true);

      // The next navigation refreshes the target in the HTTP cache (cache: 'reload'), then goes there.
      const before = requests.length;
      await page.locator('.site-footer a[href="/download"]').first().click();
      await page.waitForURL(`${site.url}/download`);
      const after = requests.slice(before).filter((request) => request.url() === `${site.url}/download`);
      expect(after.map((request) => request.resourceType())).toEqual(['fetch', 'document']);
      expect(pageErrors).toEqual([]);
    });

    it('without a new build, a link click is a plain navigation', async () => {
      const { page } = await open();
      const requests: Request[] = [];
      recordRequests(requests, page);
      await page.clock.install();
      await page.goto(`${site.url}/pricing`);
      await runtimeStarted(page);
      await page.clock.runFor((await pageConfig(page)).constants.widgetsIdleTimeoutMs);
      await expect.poll(() => requests.some((request) => request.url().includes('/builds/meta/')), SOON).toBe(true);
      // The first check is over (the page took the build in place as its own) before the click.
      const built = JSON.parse(await readFile(join(site.outDir, 'main', 'builds', 'latest.json'), 'utf8')) as { id: string };
      await expect.poll(() => page.evaluate(() => window.siteRuntime?.buildId()), SOON).toBe(built.id);
      const before = requests.length;
      await page.locator('.site-footer a[href="/download"]').first().click();
      await page.waitForURL(`${site.url}/download`);
      expect(await page.evaluate(() => window.siteRuntime?.isOutdated())).toBe(false);
      // The browser may serve the navigation from its prefetch; what matters is that the runtime did not fetch the target first.
      expect(requests.slice(before).filter((request) => request.url() === `${site.url}/download` && request.resourceType() === 'fetch')).toEqual([]);
    });

    it('a page whose content the latest build changed is outdated at its first check', async () => {
      const built = JSON.parse(await readFile(join(site.outDir, 'main', 'builds', 'latest.json'), 'utf8')) as { id: string };
      const html = await readFile(join(site.outDir, 'main', 'pricing.html'), 'utf8');
      const pageId = /"page":\{[^}]*"id":"([0-9a-f]{10})"/.exec(html)?.[1];
      expect(pageId).toMatch(/^[0-9a-f]{10}$/);
      // The build in place now lists another /pricing than the copy this tab is about to show
      // (as with a copy from a cache, or a tab left open across a deploy).
      await rewrite(`builds/meta/${built.id}.json`, (text) => text.replace(`"${pageId}"`, '"0000000000"'));
      const { page } = await open();
      await page.goto(`${site.url}/pricing`);
      await runtimeStarted(page);
      expect((await pageConfig(page)).page.id).toBe(pageId);
      await expect.poll(() => page.evaluate(() => window.siteRuntime?.isOutdated()), SOON).toBe(true);
    });
  });

  describe('images', () => {
    it('an image that fails to load shows the empty-picture placeholder, at its size, and is reported', async () => {
      const { page, context, pageErrors } = await open();
      await context.route('**/assets/blog/synchronizer-cover*', (route) => route.abort());
      await page.goto(`${site.url}/blog/synchronizer-for-repetitive-tasks`);
      await runtimeStarted(page);
      const cover = page.locator('img.article-cover');
      await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.hasAttribute('data-image-failed')), SOON).toBe(true);
      const config = await pageConfig(page);
      expect(await cover.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toBe(config.images.emptyPicture);
      expect(await cover.evaluate((img: HTMLImageElement) => img.parentElement?.querySelectorAll('source').length)).toBe(0);
      expect([await cover.getAttribute('width'), await cover.getAttribute('height')]).toEqual(['720', '378']);
      expect(await cover.evaluate((img: HTMLImageElement) => [img.getBoundingClientRect().width > 0, getComputedStyle(img).objectFit])).toEqual([true, 'none']);
      const reported = (await pendingEntries(page)).filter((entry) => entry.op_obj_type === ERROR_TYPES.resource).map((entry) => String(JSON.parse(String(entryFields(entry).addition)).src));
      expect(reported.some((src) => src.includes('/assets/blog/synchronizer-cover')), reported.join(', ')).toBe(true);
      // Other images are left alone.
      const others = await page.locator('main img:not(.article-cover)').evaluateAll((imgs) => imgs.filter((img) => img.hasAttribute('data-image-failed')).length);
      expect(others).toBe(0);
      expect(pageErrors).toEqual([]);
    });
  });

  describe('hand-off links', () => {
    it("register and login links carry the visitor's full URL in from; the built page has the canonical one", async () => {
      const { page, pageErrors } = await open(MOBILE);
      const built = await readFile(join(site.outDir, 'main', 'pricing.html'), 'utf8');
      const canonical = new URL(/<a class="login" href="([^"]+)"/.exec(built)?.[1]?.replace(/&amp;/g, '&') ?? '').searchParams.get('from');
      expect(canonical).toBe('https://www.polyprofile.example/pricing');

      const visited = `${site.url}/pricing?utm_source=newsletter&ref=p42#plans`;
      await page.goto(visited);
      await runtimeStarted(page);
      await islandHydrated(page, 'mobile-banner');
      const from = async (selector: string) => new URL((await page.locator(selector).first().getAttribute('href')) ?? '').searchParams.get('from');
      expect(await from('.site-header a.login')).toBe(visited);
      expect(await from('.site-header a.button-primary')).toBe(visited);
      expect(await from('.cta a.button-primary')).toBe(visited);
      expect(await from('.site-banner__register'), 'the hydrated banner agrees with the page').toBe(visited);
      const config = await page.evaluate(() => window.siteRuntime?.context.config.links);
      expect(new URL(config?.register ?? '').searchParams.get('from')).toBe(visited);
      const register = new URL((await page.locator('.site-header a.button-primary').getAttribute('href')) ?? '');
      expect([register.searchParams.get('rel'), register.searchParams.get('lang')]).toEqual(['official_website', 'en']);
      expect(pageErrors).toEqual([]);
    });
  });
});
