/**
 * The island widgets in real Chromium (issue 5): the mobile banner, scroll-to-top, the currency
 * switcher, the download button, and screenshots of the home page as artifacts.
 */
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ENDPOINTS } from '../../runtime/defaults.ts';
import { DESKTOP, MOBILE, skipBrowserSuite } from './browser.ts';
import { ARTIFACTS_DIR, createE2eSite, E2E_SETUP_TIMEOUT_MS, type E2eSite } from './e2e-site.ts';
import { islandHydrated, openPage, pageConfig, SOON, type OpenedPage, runtimeStarted } from './page-helpers.ts';

const handle = createE2eSite();
let site: E2eSite;
let opened: OpenedPage[] = [];

async function open(options = DESKTOP): Promise<OpenedPage> {
  const page = await openPage(site, options);
  opened.push(page);
  return page;
}

/** The banner's state attribute (`waiting`, `shown`, `hidden`, `closed`) and whether it is visible. */
async function banner(page: Page): Promise<{ state: string | null; visible: boolean }> {
  const element = page.locator('.site-banner');
  return { state: await element.getAttribute('data-state'), visible: await element.isVisible() };
}

/** Waits until the shown banner has its image and has finished sliding in, so its box is final. */
async function bannerAtRest(page: Page): Promise<void> {
  await page.locator('.site-banner').evaluate(async (element) => {
    const image = element.querySelector('img');
    if (image && !(image.complete && image.naturalWidth > 0)) await new Promise((loaded) => image.addEventListener('load', loaded, { once: true }));
    await Promise.all(element.getAnimations().map((animation) => animation.finished));
  });
}

/** Scrolls the window to `y` and waits for the scroll event to have been dispatched. */
async function scrollTo(page: Page, y: number): Promise<void> {
  await page.evaluate(
    (top) =>
      new Promise<void>((done) => {
        if (window.scrollY === top) return done();
        window.addEventListener('scroll', () => done(), { once: true });
        window.scrollTo({ top, behavior: 'instant' });
      }),
    y,
  );
}

/** What is under the banner at `percent` of its width, vertically centred. */
async function bannerPartAt(page: Page, percent: number): Promise<string> {
  const box = await page.locator('.site-banner').boundingBox();
  if (!box) throw new Error('the banner has no box');
  return page.evaluate(
    ({ x, y }) => {
      const element = document.elementFromPoint(x, y);
      return element ? `${element.tagName.toLowerCase()}.${element.className}` : 'nothing';
    },
    { x: box.x + (box.width * percent) / 100, y: box.y + box.height / 2 },
  );
}

describe.skipIf(skipBrowserSuite)('widgets in Chromium', () => {
  beforeAll(async () => {
    site = await handle.start();
  }, E2E_SETUP_TIMEOUT_MS);

  afterEach(async () => {
    await Promise.all(opened.map((item) => item.context.close()));
    opened = [];
    site?.standIn.reset();
  });

  afterAll(() => handle.close(), 30_000);

  it('mobile banner: hidden at load, shown after 1 s, hides on scroll down, back on scroll up or after 5 s', async () => {
    const { page, pageErrors } = await open(MOBILE);
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000); // time stands still until the test moves it
    await page.goto(`${site.url}/`);
    await runtimeStarted(page);
    await islandHydrated(page, 'mobile-banner');

    expect(await banner(page)).toEqual({ state: 'waiting', visible: false });
    await page.clock.runFor(999);
    expect(await banner(page)).toEqual({ state: 'waiting', visible: false });
    await page.clock.runFor(1);
    await expect.poll(() => banner(page), SOON).toEqual({ state: 'shown', visible: true });
    await bannerAtRest(page);
    const box = (await page.locator('.site-banner').boundingBox())!;
    expect(box.width).toBe(390);
    expect(Math.abs(box.y + box.height - 844), 'fixed to the bottom edge').toBeLessThanOrEqual(1);

    // The scroll handler runs at the end of each 200 ms window (trailing only), never at once.
    await scrollTo(page, 400);
    await page.clock.runFor(199);
    expect(await banner(page)).toEqual({ state: 'shown', visible: true });
    await page.clock.runFor(1);
    await expect.poll(() => banner(page), SOON).toEqual({ state: 'hidden', visible: false });
    await scrollTo(page, 200);
    await page.clock.runFor(200);
    await expect.poll(() => banner(page), SOON).toEqual({ state: 'shown', visible: true });

    await scrollTo(page, 600);
    await page.clock.runFor(200);
    await expect.poll(() => banner(page), SOON).toEqual({ state: 'hidden', visible: false });
    await page.clock.runFor(4_999);
    expect(await banner(page)).toEqual({ state: 'hidden', visible: false });
    await page.clock.runFor(1);
    await expect.poll(() => banner(page), SOON).toEqual({ state: 'shown', visible: true });
    expect(pageErrors).toEqual([]);
  });

  it('mobile banner: the left 8 % closes it for good, the right 32 % goes to registration', async () => {
    const { page, pageErrors } = await open(MOBILE);
    await page.clock.install();
    await page.goto(`${site.url}/`);
    await islandHydrated(page, 'mobile-banner');
    await page.clock.runFor(1_000);
    await expect.poll(() => banner(page), SOON).toEqual({ state: 'shown', visible: true });
    await bannerAtRest(page);

    for (const percent of [0.5, 4, 7.5]) expect(await bannerPartAt(page, percent), `${percent} %`).toBe('button.site-banner__close');
    for (const percent of [8.5, 40, 67.5]) expect(await bannerPartAt(page, percent), `${percent} %`).toBe('img.');
    for (const percent of [68.5, 84, 99.5]) expect(await bannerPartAt(page, percent), `${percent} %`).toBe('a.site-banner__register');
    // The runtime's links: the built ones with the visitor's full URL in `from` (spec 2.7).
    const config = { links: (await page.evaluate(() => window.siteRuntime?.context.config.links))! };
    expect(config.links.register).toMatch(/^https:\/\/app\.polyprofile\.example\/register\?/);
    expect(new URL(config.links.register).searchParams.get('from')).toBe(`${site.url}/`);
    expect(await page.locator('.site-banner__register').getAttribute('href')).toBe(config.links.register);

    // Right part: a navigation to the registration URL. It is not on loopback, so it is answered
    // here with 204 No Content, which leaves the page as it is: aborted, it would commit an error
    // page a moment later and interrupt the next navigation.
    await page.route('https://app.polyprofile.example/**', (route) => route.fulfill({ status: 204 }));
    const box = (await page.locator('.site-banner').boundingBox())!;
    const [navigation] = await Promise.all([
      page.waitForRequest((request) => request.isNavigationRequest() && request.url().startsWith('https://app.polyprofile.example/register')),
      page.mouse.click(box.x + box.width * 0.9, box.y + box.height / 2),
    ]);
    expect(navigation.url()).toBe(config.links.register);

    // Left part: closed, and nothing brings it back.
    await page.goto(`${site.url}/`);
    await islandHydrated(page, 'mobile-banner');
    await page.clock.runFor(1_000);
    await expect.poll(() => banner(page), SOON).toEqual({ state: 'shown', visible: true });
    await bannerAtRest(page);
    const again = (await page.locator('.site-banner').boundingBox())!;
    await page.mouse.click(again.x + again.width * 0.04, again.y + again.height / 2);
    await expect.poll(() => banner(page), SOON).toEqual({ state: 'closed', visible: false });
    await scrollTo(page, 500);
    await scrollTo(page, 100);
    await page.clock.runFor(6_000);
    expect(await banner(page)).toEqual({ state: 'closed', visible: false });
    expect(new URL(page.url()).pathname).toBe('/');
    expect(pageErrors).toEqual([]);
  });

  it('mobile banner: never shown on a desktop viewport', async () => {
    const { page } = await open(DESKTOP);
    await page.clock.install();
    await page.goto(`${site.url}/`);
    await islandHydrated(page, 'mobile-banner');
    await page.clock.runFor(7_000);
    expect(await banner(page)).toEqual({ state: 'waiting', visible: false });
  });

  it('scroll-to-top appears past one viewport height and scrolls back to the top', async () => {
    const { page, pageErrors } = await open(DESKTOP);
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000); // the 200 ms throttle runs when the test moves the clock
    await page.goto(`${site.url}/`);
    await islandHydrated(page, 'scroll-top');
    const throttleMs = (await pageConfig(page)).constants.scrollThrottleMs;
    const button = page.locator('.site-scroll-top');
    const height = await page.evaluate(() => window.innerHeight);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(2 * height);
    expect(await button.isVisible()).toBe(false);

    await scrollTo(page, height + 1);
    await page.clock.runFor(throttleMs - 1);
    expect(await button.getAttribute('data-state'), 'trailing only: not before the window ends').toBe('hidden');
    await page.clock.runFor(1);
    await expect.poll(() => button.isVisible(), SOON).toBe(true);
    // Exactly one viewport is not past it: back from shown to hidden (a change the test can wait for).
    await scrollTo(page, height);
    await page.clock.runFor(throttleMs);
    await expect.poll(() => button.getAttribute('data-state'), SOON).toBe('hidden');

    await scrollTo(page, height + 1);
    await page.clock.runFor(throttleMs);
    await expect.poll(() => button.isVisible(), SOON).toBe(true);
    // The smooth scroll is the browser's own; from here the throttle runs on flowing time.
    await page.clock.resume();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY), SOON).toBe(0);
    await expect.poll(() => button.isVisible(), SOON).toBe(false);
    expect(pageErrors).toEqual([]);
  });

  it('currency switcher on /pricing: USD by default, BRL, PLN and VND by the spec 5 formats', async () => {
    const { page, pageErrors } = await open(DESKTOP);
    await page.goto(`${site.url}/pricing`);
    await islandHydrated(page, 'currency-switcher');
    const prices = () => page.locator('.site-currency__price').allTextContents();
    expect(await prices()).toEqual(['$0.0', '$9.0', '$29.0', '$89.5']);
    const expected: Record<string, string[]> = {
      BRL: ['R$0.0', 'R$49.9', 'R$159.9', 'R$479.9'],
      PLN: ['0.0\u00a0zł', '39.0\u00a0zł', '119.0\u00a0zł', '359.0\u00a0zł'],
      VND: ['0\u00a0₫', '229K\u00a0₫', '729K\u00a0₫', '2,239K\u00a0₫'],
      USD: ['$0.0', '$9.0', '$29.0', '$89.5'],
    };
    for (const [currency, texts] of Object.entries(expected)) {
      await page.locator('.site-currency select').selectOption(currency);
      await expect.poll(prices, SOON).toEqual(texts);
      expect(await page.locator('.site-currency').getAttribute('data-currency')).toBe(currency);
    }
    expect(pageErrors).toEqual([]);
  });

  it('download button: latest-version for the detected system, then navigates to data.url', async () => {
    const { page, pageErrors } = await open(DESKTOP);
    await page.goto(`${site.url}/download`);
    await islandHydrated(page, 'download-button');
    await page.locator('.site-download').first().click();
    await page.waitForURL(`${site.standIn.origin}/downloads/com_linux/setup`);
    expect(site.standIn.calls(DEFAULT_ENDPOINTS.latestVersion).map((call) => [call.tier, call.query.system])).toEqual([['test', 'com_linux']]);

    await page.goto(`${site.url}/download`);
    await islandHydrated(page, 'download-button');
    await page.locator('.systems .site-download').first().click(); // the fixed Windows 64-bit button
    await page.waitForURL(`${site.standIn.origin}/downloads/com_win64/setup`);
    expect(site.standIn.calls(DEFAULT_ENDPOINTS.latestVersion).map((call) => call.query.system)).toEqual(['com_linux', 'com_win64']);
    expect(pageErrors).toEqual([]);
  });

  it('saves screenshots of the home page at mobile and desktop width', async () => {
    await mkdir(ARTIFACTS_DIR, { recursive: true });
    for (const [name, options, width] of [
      ['home-mobile.png', MOBILE, 390],
      ['home-desktop.png', DESKTOP, 1280],
    ] as const) {
      const { page, pageErrors } = await open(options);
      await page.goto(`${site.url}/`);
      await runtimeStarted(page);
      await islandHydrated(page, 'activity-icon');
      // Full-page screenshots do not scroll, so lazy images below the fold would stay empty.
      await page.evaluate(async () => {
        const images = [...document.images];
        for (const image of images) image.loading = 'eager';
        await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
        await document.fonts.ready;
      });
      const path = join(ARTIFACTS_DIR, name);
      await page.screenshot({ path, fullPage: true, scale: 'css', animations: 'disabled' });
      const png = await readFile(path);
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect(png.readUInt32BE(16), `${name} width`).toBe(width);
      expect(png.readUInt32BE(20), `${name} height`).toBeGreaterThan(options.viewport!.height);
      expect(pageErrors).toEqual([]);
    }
  });
});
