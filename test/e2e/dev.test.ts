/**
 * `site dev` in real Chromium (issue 12): on a temp copy of the project, an article edit shows
 * without a manual reload (scroll position kept), broken front matter shows the overlay while the
 * last good page stays, the fix brings the page back, and a link to the zh site stays on loopback.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveProcesses } from '../hosts/process-table.ts';
import { tempProject } from '../support/temp-project.ts';
import { launchChromium, newLoopbackContext, skipBrowserSuite } from './browser.ts';
import { type RunningDev, startDev } from './dev-server.ts';
import { SOON } from './page-helpers.ts';

const ARTICLE = 'content/blog/en/automate-browser-profiles-with-local-api.md';
const ARTICLE_PATH = '/blog/automate-browser-profiles-with-local-api';
/** Waiting for a rebuild and a reload: generous on a shared 2-core machine. */
const REBUILD = { timeout: 60_000, interval: 100 };

let project: { root: string; cleanup(): Promise<void> } | undefined;
let dev: RunningDev | undefined;
let browser: Browser | undefined;
let context: BrowserContext;
let page: Page;
let original: string;

const articleFile = () => join(project?.root ?? '', ARTICLE);

describe.skipIf(skipBrowserSuite)('site dev in Chromium', () => {
  beforeAll(async () => {
    browser = await launchChromium();
    project = await tempProject();
    original = await readFile(articleFile(), 'utf8');
    dev = await startDev(project.root, 240_000);
    context = await newLoopbackContext(browser);
    page = await context.newPage();
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    const pid = dev?.child.pid;
    const code = await dev?.stop();
    await project?.cleanup();
    if (dev) {
      expect(code, dev.output()).toBe(0);
      expect(dev.output()).toContain('site dev: stopped');
      expect(liveProcesses().some((process) => process.pid === pid)).toBe(false);
    }
  }, 60_000);

  it('prints one loopback URL per site, on separate ports', () => {
    expect(Object.keys(dev?.urls ?? {})).toEqual(['main', 'zh', 'ru']);
    expect(new Set(Object.values(dev?.urls ?? {})).size).toBe(3);
  });

  it('shows an edited article without a manual reload, keeping the scroll position', async () => {
    await page.goto(`${dev?.urls.main}${ARTICLE_PATH}`);
    await page.waitForFunction(() => document.querySelector('script[src="/__site_dev/client.js"]') !== null);
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect.poll(() => page.evaluate(() => window.scrollY), SOON).toBe(600);
    const marker = `Edited in site dev ${Date.now()}.`;
    await writeFile(articleFile(), `${original}\n${marker}\n`);
    await expect.poll(() => page.locator('article, main').first().textContent(), REBUILD).toContain(marker);
    await expect.poll(() => page.evaluate(() => window.scrollY), SOON).toBe(600);
  });

  it('shows the errors over the page for broken front matter, keeps the last good page, and recovers', async () => {
    const before = await page.locator('main').first().textContent();
    await writeFile(articleFile(), original.replace("date: '2025-08-26'", 'date: [not a date'));
    const overlay = page.locator('#site-dev-overlay');
    await expect.poll(() => overlay.isVisible(), REBUILD).toBe(true);
    expect(await overlay.textContent()).toContain('CONTENT_FRONT_MATTER');
    expect(await overlay.textContent()).toContain(ARTICLE);
    expect(await page.locator('main').first().textContent(), 'the last good page stays').toBe(before);
    // A page opened meanwhile is the last good one, with the overlay.
    const response = await page.request.get(`${dev?.urls.main}${ARTICLE_PATH}`);
    expect(response.status()).toBe(200);
    expect(dev?.output()).toMatch(/CONTENT_FRONT_MATTER/);

    const fixed = `Fixed in site dev ${Date.now()}.`;
    await writeFile(articleFile(), `${original}\n${fixed}\n`);
    await expect.poll(() => page.locator('main').first().textContent(), REBUILD).toContain(fixed);
    await expect.poll(() => overlay.count(), SOON).toBe(0);
  });

  it('follows a link to the zh site and a /zh/ redirect, staying on 127.0.0.1', async () => {
    const zh = dev?.urls.zh ?? '';
    await page.goto(`${dev?.urls.main}${ARTICLE_PATH}`);
    const link = page.locator(`a[data-locale-switch="zh"][href^="${zh}/"]`).first();
    expect(await link.count()).toBe(1);
    await link.evaluate((element) => (element as HTMLElement).click());
    await page.waitForURL((url) => url.origin === zh);
    expect(new URL(page.url()).hostname).toBe('127.0.0.1');
    expect(await page.getAttribute('html', 'lang')).toBe('zh-CN');

    await page.goto(`${dev?.urls.main}/zh/pricing`);
    expect(page.url()).toBe(`${zh}/pricing`);
  });
});
