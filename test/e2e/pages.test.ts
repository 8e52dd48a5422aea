/**
 * Error pages, locale detection and referral tracking in real Chromium (issue 5, D9, spec 4):
 * the 404 path message, the 502 countdown, detection at the catch-all root only, and the referral
 * cookie, referral call and once-per-visit records.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RuntimeConfig } from '../../runtime/config.ts';
import { DEFAULT_ENDPOINTS } from '../../runtime/defaults.ts';
import { ROOT } from '../support/temp-project.ts';
import { DESKTOP, skipBrowserSuite } from './browser.ts';
import { createE2eSite, E2E_SETUP_TIMEOUT_MS, type E2eSite } from './e2e-site.ts';
import { islandHydrated, openPage, type OpenedPage, pageConfig, runtimeStarted, SOON } from './page-helpers.ts';
import { countSettledTracking, recordNavigations, startedNavigations, trackingSettled } from './page-probes.ts';

const handle = createE2eSite();
let site: E2eSite;
let opened: OpenedPage[] = [];

async function open(options = DESKTOP): Promise<OpenedPage> {
  const page = await openPage(site, options);
  opened.push(page);
  return page;
}

/** `errors.notFound` of a locale's message file, with i18next's `{{path}}` filled. */
async function notFoundMessage(code: string, path: string): Promise<string> {
  const messages = JSON.parse(await readFile(join(ROOT, 'content', 'messages', `${code}.json`), 'utf8')) as { errors: { notFound: string } };
  return messages.errors.notFound.replace('{{path}}', path);
}

/** The runtime config inside a built HTML file (JSON in `#site-config`). */
async function builtConfig(file: string): Promise<RuntimeConfig> {
  const json = /<script type="application\/json" id="site-config">(.*?)<\/script>/s.exec(await readFile(file, 'utf8'))?.[1];
  if (!json) throw new Error(`no runtime config in ${file}`);
  return JSON.parse(json) as RuntimeConfig;
}

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

describe.skipIf(skipBrowserSuite)('pages in Chromium', () => {
  beforeAll(async () => {
    site = await handle.start();
  }, E2E_SETUP_TIMEOUT_MS);

  afterEach(async () => {
    await Promise.all(opened.map((item) => item.context.close()));
    opened = [];
    site?.standIn.reset();
  });

  afterAll(() => handle.close(), 30_000);

  it('404: a missing path answers 404 and the page fills in "Page not found: {path}" on the client', async () => {
    const { page, pageErrors } = await open();
    const response = await page.goto(`${site.url}/this-page-does-not-exist`);
    expect(response?.status()).toBe(404);
    expect(await response?.text(), 'the static page has no path in it').toContain('<p class="site-not-found" data-path="">');
    await islandHydrated(page, 'not-found-path');
    const message = page.locator('.site-not-found');
    await expect.poll(() => message.textContent(), SOON).toBe(await notFoundMessage('en', '/this-page-does-not-exist'));
    expect(await message.textContent()).toBe('Page not found: /this-page-does-not-exist');
    expect(await message.getAttribute('data-path')).toBe('/this-page-does-not-exist');
    expect(pageErrors).toEqual([]);
  });

  it('404: a prefixed locale shows its own 404 page (/de/nope in German)', async () => {
    const { page, pageErrors } = await open();
    const response = await page.goto(`${site.url}/de/nope`);
    expect(response?.status()).toBe(404);
    expect(await page.getAttribute('html', 'lang')).toBe('de-DE');
    await islandHydrated(page, 'not-found-path');
    const german = await notFoundMessage('de', '/de/nope');
    expect(german).toBe('Seite nicht gefunden: /de/nope');
    await expect.poll(() => page.locator('.site-not-found').textContent(), SOON).toBe(german);
    expect(pageErrors).toEqual([]);
  });

  it('502: counts down 5→0 one second at a time, then replaces itself with /blog', async () => {
    const { page, context, pageErrors } = await open();
    // Every value the countdown shows, kept across the navigation it ends with.
    await context.addInitScript(() => {
      new MutationObserver(() => {
        const seconds = document.querySelector('.site-error-502__countdown')?.getAttribute('data-seconds');
        const seen = JSON.parse(sessionStorage.getItem('e2e:countdown') ?? '[]') as string[];
        if (seconds !== null && seconds !== undefined && seen.at(-1) !== seconds) sessionStorage.setItem('e2e:countdown', JSON.stringify([...seen, seconds]));
      }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-seconds'] });
    });
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    const response = await page.goto(`${site.url}/error/502`);
    expect(response?.status()).toBe(200);
    await islandHydrated(page, 'error-countdown');
    const config = await pageConfig(page);
    expect(config.paths.errorTarget).toBe('/blog');
    const historyLength = await page.evaluate(() => history.length);
    const countdown = page.locator('.site-error-502__countdown');
    expect(await countdown.textContent()).toBe(config.strings.error502AutoRefresh.replace('{seconds}', '5'));

    await page.clock.runFor(999);
    expect(await countdown.getAttribute('data-seconds')).toBe('5');
    for (const seconds of [4, 3, 2, 1]) {
      await page.clock.runFor(seconds === 4 ? 1 : 1_000);
      await expect.poll(() => countdown.getAttribute('data-seconds'), SOON).toBe(String(seconds));
      expect(await countdown.textContent()).toBe(config.strings.error502AutoRefresh.replace('{seconds}', String(seconds)));
    }
    expect(new URL(page.url()).pathname).toBe('/error/502');
    await page.clock.runFor(1_000);
    await page.waitForURL(`${site.url}/blog`);
    expect(JSON.parse((await page.evaluate(() => sessionStorage.getItem('e2e:countdown'))) ?? '[]')).toEqual(['5', '4', '3', '2', '1', '0']);
    expect(await page.evaluate(() => history.length), 'replaced, not pushed').toBe(historyLength);
    expect(pageErrors).toEqual([]);
  });

  it('502: the back button goes to the same target; /de/error/502 targets /de/blog and ru its home', async () => {
    const { page, pageErrors } = await open();
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000); // no countdown: the click is what navigates
    await page.goto(`${site.url}/error/502`);
    await islandHydrated(page, 'error-countdown');
    expect(await page.locator('.site-error-502__back').getAttribute('href')).toBe('/blog');
    await page.locator('.site-error-502__back').click();
    await page.waitForURL(`${site.url}/blog`);

    await page.goto(`${site.url}/de/error/502`);
    await islandHydrated(page, 'error-countdown');
    const german = await pageConfig(page);
    expect(german.locale.code).toBe('de');
    expect(german.paths.errorTarget).toBe('/de/blog');
    expect(await page.locator('.site-error-502__back').getAttribute('href')).toBe('/de/blog');

    const russian = await builtConfig(join(site.outDir, 'ru', 'error', '502.html'));
    expect(russian.locale.code).toBe('ru');
    expect(russian.paths.errorTarget).toBe(russian.paths.home);
    expect(pageErrors).toEqual([]);
  });

  it('locale detection: navigator.languages de-DE at the catch-all root goes to /de, once per session', async () => {
    const { page, context, pageErrors } = await open({ ...DESKTOP, locale: 'de-DE' });
    await recordNavigations(context);
    expect(await page.evaluate(() => navigator.languages)).toEqual(['de-DE']);
    await page.goto(`${site.url}/`);
    await page.waitForURL(`${site.url}/de`);
    await runtimeStarted(page);
    expect(await page.getAttribute('html', 'lang')).toBe('de-DE');
    // The redirect was recorded where it started (which makes the empty records below meaningful).
    const fromRoot = async (target = page) => (await startedNavigations(target)).filter((navigation) => navigation.from === '/');
    expect(await fromRoot()).toEqual([{ from: '/', to: '/de' }]);

    // Back on the root in the same session: no second redirect. Detection runs while the runtime
    // starts, before `window.siteRuntime` exists, and a redirect starts inside `location.replace()`
    // (the `navigate` event): once the runtime has started, a redirect would have been recorded.
    await page.goto(`${site.url}/`);
    await runtimeStarted(page);
    expect(await fromRoot()).toEqual([{ from: '/', to: '/de' }]);
    expect(new URL(page.url()).pathname).toBe('/');
    // Only the catch-all root detects: other English pages stay.
    const other = await open({ ...DESKTOP, locale: 'de-DE' });
    await recordNavigations(other.context);
    await other.page.goto(`${site.url}/pricing`);
    await runtimeStarted(other.page);
    expect((await startedNavigations(other.page)).filter((navigation) => navigation.from === '/pricing')).toEqual([]);
    expect(new URL(other.page.url()).pathname).toBe('/pricing');
    expect([...pageErrors, ...other.pageErrors]).toEqual([]);
  });

  it('locale detection: keeps the query, prefers a supported cookie, ignores an unsupported one', async () => {
    const withQuery = await open({ ...DESKTOP, locale: 'de-DE' });
    const [request] = await Promise.all([
      withQuery.page.waitForRequest((candidate) => candidate.isNavigationRequest() && new URL(candidate.url()).pathname.startsWith('/de')),
      withQuery.page.goto(`${site.url}/?ref=abc`),
    ]);
    expect(request.url()).toBe(`${site.url}/de/?ref=abc`);

    for (const [cookie, expected] of [
      ['fr', '/fr'],
      ['xx', '/de'],
    ] as const) {
      const { page, context } = await open({ ...DESKTOP, locale: 'de-DE' });
      await context.addCookies([{ name: 'i18n_redirected', value: cookie, url: site.url }]);
      await page.goto(`${site.url}/`);
      await page.waitForURL(`${site.url}${expected}`);
    }
  });

  it('locale detection and third parties: never for a crawler', async () => {
    const crawler = await open({ ...DESKTOP, locale: 'de-DE', userAgent: GOOGLEBOT });
    await recordNavigations(crawler.context);
    // A visitor's page beside it, driven by the same clock steps: its third parties show when the
    // crawler's would have started. (Two pages are not strictly ordered, but the visitor's does the
    // very same work from the same clock time, so once all of its third-party calls have been
    // answered, a crawler page that made any would have made them too.)
    const visitor = await open(DESKTOP);
    await countSettledTracking(visitor.context);
    for (const { page } of [crawler, visitor]) {
      await page.clock.install();
      await page.goto(`${site.url}/`);
      await runtimeStarted(page);
    }
    // Detection runs while the runtime starts: a redirect would have been recorded by now.
    expect(await startedNavigations(crawler.page)).toEqual([]);
    for (const { page } of [crawler, visitor]) await page.clock.runFor(4_000); // past the chat and one-tap delays
    await trackingSettled(visitor.page, 1);
    await visitor.page.waitForFunction(() => document.documentElement.dataset.chat === 'visible' && document.documentElement.dataset.standInOneTap === 'prompted');
    const thirdParty = (userAgent: string) =>
      site.standIn.requests.filter((request) => request.headers['user-agent'] === userAgent && (request.endpoint !== null || request.path.endsWith('.js'))).map((request) => request.path);
    expect(thirdParty(await visitor.page.evaluate(() => navigator.userAgent)).length, 'the control').toBeGreaterThan(3);
    expect(thirdParty(GOOGLEBOT)).toEqual([]);
    expect(new URL(crawler.page.url()).pathname).toBe('/');
  });

  it('referral: ?ref= sets the 7-day cookie, calls ref/set with credentials; visitor source and fingerprint once', async () => {
    const { page, context, pageErrors } = await open();
    await countSettledTracking(context);
    await page.goto(`${site.url}/pricing?ref=partner42&utm_source=newsletter`);
    await runtimeStarted(page);
    const referral = async () => (await context.cookies(site.url)).find((cookie) => cookie.name === 'ref_info');
    await expect.poll(async () => (await referral())?.value, SOON).toBe(encodeURIComponent(JSON.stringify({ code: '', ref: 'partner42' })));
    const days = ((await referral())!.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    await expect.poll(() => site.standIn.calls(DEFAULT_ENDPOINTS.referralSet).length, SOON).toBe(1);
    const [referralCall] = site.standIn.calls(DEFAULT_ENDPOINTS.referralSet);
    expect(referralCall).toMatchObject({ method: 'GET', tier: 'test', query: { c_v: 'partner42' } });
    expect(referralCall?.headers.cookie, 'sent with credentials').toContain('__SYS_ID=');

    await expect.poll(() => site.standIn.calls(DEFAULT_ENDPOINTS.recordSource).length, SOON).toBe(1);
    const [source] = site.standIn.calls(DEFAULT_ENDPOINTS.recordSource);
    expect(JSON.parse(source!.form.source_data ?? '{}')).toMatchObject({ page_url: `${site.url}/pricing?ref=partner42&utm_source=newsletter`, source: 'partner42', utm_source: 'newsletter' });
    expect(source?.headers.cookie, 'no credentials for the other calls').toBeUndefined();
    await expect.poll(() => site.standIn.calls(DEFAULT_ENDPOINTS.recordLog).length, SOON).toBe(1);
    expect(site.standIn.calls(DEFAULT_ENDPOINTS.recordLog)[0]?.form).toMatchObject({ log_type: 'WWW_FINGERPRINT_INFO', base_encode: '1' });
    await trackingSettled(page, 1);

    // A second page of the same visit: the referral call again (new ?ref), no second record.
    await page.goto(`${site.url}/download?ref=partner43`);
    await runtimeStarted(page);
    // Its tracking has settled: every call it makes has been answered, so none is still to come.
    await trackingSettled(page, 2);
    expect(site.standIn.calls(DEFAULT_ENDPOINTS.referralSet).map((call) => call.query.c_v)).toEqual(['partner42', 'partner43']);
    const sourcePages = site.standIn.calls(DEFAULT_ENDPOINTS.recordSource).map((call) => (JSON.parse(call.form.source_data ?? '{}') as { page_url?: string }).page_url);
    expect(sourcePages, 'one visitor-source record per visit').toEqual([`${site.url}/pricing?ref=partner42&utm_source=newsletter`]);
    expect(site.standIn.calls(DEFAULT_ENDPOINTS.recordLog)).toHaveLength(1);
    expect((await referral())?.value).toBe(encodeURIComponent(JSON.stringify({ code: '', ref: 'partner43' })));
    expect(pageErrors).toEqual([]);
  });
});
