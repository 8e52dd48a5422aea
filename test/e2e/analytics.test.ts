/**
 * The analytics queue, the beacon wire format and failing third parties in real Chromium
 * (issue 5: "20 events give one beacon; 3 events and a reload give a resend with nothing lost or
 * duplicated; a page whose chat and one-tap scripts fail to load still works").
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_TYPES, RESOURCE_ERROR_MESSAGE } from '../../runtime/analytics/events.ts';
import { decodeQueue } from '../../runtime/analytics/queue-storage.ts';
import { DEFAULT_ENDPOINTS } from '../../runtime/defaults.ts';
import { DESKTOP, skipBrowserSuite } from './browser.ts';
import { createE2eSite, E2E_SETUP_TIMEOUT_MS, type E2eSite } from './e2e-site.ts';
import {
  entryFields,
  islandHydrated,
  markerNumbers,
  openPage,
  type OpenedPage,
  pageConfig,
  pendingEntries,
  receivedEntries,
  runtimeStarted,
  SOON,
  trackTestEvents,
} from './page-helpers.ts';
import { allBeaconsArrived, countSentBeacons } from './page-probes.ts';

const handle = createE2eSite();
let site: E2eSite;
let opened: OpenedPage[] = [];

async function open(options = DESKTOP): Promise<OpenedPage> {
  const page = await openPage(site, options);
  opened.push(page);
  return page;
}

describe.skipIf(skipBrowserSuite)('analytics in Chromium', () => {
  beforeAll(async () => {
    site = await handle.start();
  }, E2E_SETUP_TIMEOUT_MS);

  afterEach(async () => {
    await Promise.all(opened.map((item) => item.context.close()));
    opened = [];
    site?.standIn.reset();
  });

  afterAll(() => handle.close(), 30_000);

  it('sends 20 events as exactly one beacon that the stand-in decrypts, with the common parameters; 45 as 20 + 20 + 5 (real time)', async () => {
    const { page, context, pageErrors } = await open();
    await countSentBeacons(context);
    await page.goto(`${site.url}/`);
    await runtimeStarted(page);
    // Let the page settle on real timers: chat (3 s) ready, one-tap (3 s) prompted.
    await page.waitForFunction(() => document.documentElement.dataset.chat === 'visible' && document.documentElement.dataset.standInOneTap === 'prompted', null, { timeout: 15_000 });
    // Send what the page queued so far (its view event) and wait until that beacon has arrived.
    await page.evaluate(() => window.siteRuntime?.queue.flush());
    await expect.poll(() => pendingEntries(page), SOON).toEqual([]);
    await expect.poll(() => receivedEntries(site.standIn.beacons).map((entry) => entry.op_type), SOON).toContain('view');
    await allBeaconsArrived(page, site.standIn);
    const before = site.standIn.beacons.length;

    expect(await trackTestEvents(page, 'twenty', 20)).toBe(0);

    await expect.poll(() => site.standIn.beacons.length, SOON).toBe(before + 1);
    // Exactly one: the page handed the browser one beacon for them, and it is the one that arrived.
    expect(await allBeaconsArrived(page, site.standIn)).toBe(before + 1);
    const after = site.standIn.beacons.slice(before).map((beacon) => beacon.list.map((entry) => `${entry.op_type} ${entry.op_obj_type} ${entry.op_obj_value.slice(0, 120)}`));
    expect(after.length, `exactly one beacon, got ${JSON.stringify(after, null, 1)}`).toBe(1);
    expect(site.standIn.beacons.filter((beacon) => markerNumbers(beacon.list, 'twenty').length > 0)).toHaveLength(1);
    expect(site.standIn.beaconErrors).toEqual([]);
    expect(await pendingEntries(page)).toEqual([]);

    const beacon = site.standIn.beacons[before]!;
    expect(beacon.endpoint).toBe('/collect-test'); // 127.0.0.1 is not a production host
    expect(beacon.list).toHaveLength(20);
    expect(markerNumbers(beacon.list, 'twenty')).toEqual([...Array(20).keys()]);
    for (const entry of beacon.list) {
      expect(entry).toMatchObject({ op_type: 'click', op_obj_type: 'e2e', op_res: '' });
      expect(Math.abs(entry.user_timestamp_ - Date.now())).toBeLessThan(60_000);
    }

    const deviceCookie = (await context.cookies(site.url)).find((cookie) => cookie.name === '__SYS_ID');
    expect(deviceCookie?.value).toMatch(/^[A-Za-z0-9]{32}$/);
    const days = (deviceCookie!.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(359);
    expect(days).toBeLessThanOrEqual(360);
    const coreHash = /core-([A-Z0-9]+)\.js/.exec((await page.locator('script[type="module"]').getAttribute('src')) ?? '')?.[1];
    expect(beacon.comm).toMatchObject({
      device_id: deviceCookie!.value,
      os: 0,
      ua: await page.evaluate(() => navigator.userAgent),
      screen_width: 1280,
      screen_height: 800,
      pixel_ratio: 1,
      js_version: coreHash,
      op_page: '/',
      app_version: '',
    });
    expect(beacon.comm.network_type).toMatch(/^\S+$/);
    // Addresses (spec 3): the stand-in's visitor IP; WebRTC host candidates (no ICE server, so
    // nothing left the machine) are mDNS names in Chromium, not IPs; no proxy can be told.
    expect(beacon.comm).toMatchObject({ login_ip: '127.0.0.1', proxy_ip: '' });
    expect(beacon.comm.webrtc_ip).toMatch(/^$|^[\d.]+$|^[0-9a-f:]+$/i);

    // More than a batch: full beacons at once, the rest on the next flush, in order, none lost.
    await trackTestEvents(page, 'forty-five', 45);
    const batches = () => site.standIn.beacons.map((item) => markerNumbers(item.list, 'forty-five')).filter((numbers) => numbers.length > 0);
    await expect.poll(() => batches().map((numbers) => numbers.length), SOON).toEqual([20, 20]);
    expect(markerNumbers(await pendingEntries(page), 'forty-five')).toEqual([40, 41, 42, 43, 44]);
    await page.evaluate(() => window.siteRuntime?.queue.flush());
    await expect.poll(() => batches().map((numbers) => numbers.length), SOON).toEqual([20, 20, 5]);
    expect(batches().flat()).toEqual([...Array(45).keys()]);
    expect(pageErrors).toEqual([]);
  });

  it('sends a tracked click and a section exposure from the markup, decrypted, in the batch of the page they happened on', async () => {
    const { page, pageErrors } = await open({ ...DESKTOP, reducedMotion: 'reduce' });
    await page.goto(`${site.url}/solutions`);
    await runtimeStarted(page);
    const sections = await page.locator('[data-track-expose^="landing."]').evaluateAll((elements) => elements.map((element) => element.getAttribute('data-track-expose')));
    const last = sections.at(-1) ?? '';
    expect(sections.length, 'the landing sections carry data-track-expose').toBeGreaterThan(5);
    await expect.poll(async () => (await pendingEntries(page)).map((entry) => `${entry.op_type} ${entry.op_obj_type}`), SOON).toContain(`expose ${sections[0]}`);
    expect((await pendingEntries(page)).map((entry) => entry.op_obj_type), 'the last section is below the fold').not.toContain(last);

    // The index link of the last section: a click event, then that section scrolls into view.
    const link = page.locator(`.landing-index a[href="#${last.slice('landing.'.length)}"]`);
    expect(await link.getAttribute('data-track')).toBe('landing.index');
    await link.click();
    await expect.poll(async () => (await pendingEntries(page)).map((entry) => entry.op_obj_type), SOON).toContain(last);
    const before = site.standIn.beacons.length;
    await page.evaluate(() => window.siteRuntime?.queue.flush());
    await expect.poll(() => site.standIn.beacons.length, SOON).toBe(before + 1);

    const beacon = site.standIn.beacons[before]!;
    expect(site.standIn.beaconErrors).toEqual([]);
    expect(beacon.comm.op_page).toBe('/solutions');
    const kinds = beacon.list.map((entry) => `${entry.op_type} ${entry.op_obj_type}`);
    expect(kinds).toContain('view page');
    const click = beacon.list.find((entry) => entry.op_type === 'click');
    const exposure = beacon.list.find((entry) => entry.op_type === 'expose' && entry.op_obj_type === last);
    expect(kinds.indexOf(`click landing.index`), 'the click comes before the exposure it caused').toBeLessThan(kinds.indexOf(`expose ${last}`));
    const title = await page.title();
    expect(entryFields(click!)).toEqual({
      content: (await link.textContent())?.trim(),
      key: 'landing.index',
      type: 'a',
      class: '',
      target_url: `#${last.slice('landing.'.length)}`,
      url: `${site.url}/solutions`,
      title,
      addition: '{}',
    });
    // The click changed the fragment before the section came into view.
    expect(entryFields(exposure!)).toEqual({ name: last, url: `${site.url}/solutions#${last.slice('landing.'.length)}`, title, addition: '{}' });
    expect(await pendingEntries(page)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('resends 3 events persisted by a page on the next load, once, with nothing lost or duplicated', async () => {
    const { page, context, pageErrors } = await open();
    await countSentBeacons(context);
    // What the queue held in localStorage when each document started, before any page script.
    await context.addInitScript(() => {
      (window as unknown as { queueAtStart: string | null }).queueAtStart = localStorage.getItem('site:analytics-queue');
    });
    await page.goto(`${site.url}/about-us`);
    await runtimeStarted(page);
    const config = await pageConfig(page);
    expect(config.storageKeys.analyticsQueue).toBe('site:analytics-queue');
    await trackTestEvents(page, 'three', 3);
    const stored = decodeQueue(await page.evaluate((key) => localStorage.getItem(key), config.storageKeys.analyticsQueue));
    expect(markerNumbers(stored, 'three')).toEqual([0, 1, 2]);
    const three = stored.filter((entry) => entryFields(entry).marker === 'three');
    expect(markerNumbers(receivedEntries(site.standIn.beacons), 'three'), 'nothing sent before the reload').toEqual([]);

    // From here on timers stand still: only the start-up resend can send them, not the 10 s flush.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    await page.reload();
    await runtimeStarted(page);
    const atStart = decodeQueue(await page.evaluate(() => (window as unknown as { queueAtStart: string | null }).queueAtStart));
    expect(atStart.filter((entry) => entryFields(entry).marker === 'three'), 'persisted across the reload').toEqual(three);

    await expect.poll(() => markerNumbers(receivedEntries(site.standIn.beacons), 'three'), SOON).toEqual([0, 1, 2]);
    const resent = receivedEntries(site.standIn.beacons).filter((entry) => entryFields(entry).marker === 'three');
    expect(resent, 'the very entries, unchanged').toEqual(three);
    expect(markerNumbers(await pendingEntries(page), 'three')).toEqual([]);

    // A third load has nothing of them left to send.
    await page.reload();
    await runtimeStarted(page);
    await page.evaluate(() => window.siteRuntime?.queue.flush());
    await expect.poll(() => pendingEntries(page), SOON).toEqual([]);
    // Every beacon the tab sent over its three loads has arrived: none can still bring them again.
    await allBeaconsArrived(page, site.standIn);
    expect(markerNumbers(receivedEntries(site.standIn.beacons), 'three')).toEqual([0, 1, 2]);
    expect(site.standIn.beaconErrors).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('keeps working when the chat and one-tap scripts fail, and reports the failures as error events', async () => {
    site.standIn.behaviour.chatScript = 'fail';
    site.standIn.behaviour.oneTapScript = 'fail';
    const { page, pageErrors } = await open();
    await page.clock.install();
    const response = await page.goto(`${site.url}/`);
    expect(response?.status()).toBe(200);
    await runtimeStarted(page);
    for (const island of ['activity-icon', 'scroll-top', 'mobile-banner', 'toast-host']) await islandHydrated(page, island);

    await page.clock.runFor(3_100); // chat and one-tap start 3 s after load
    const scriptErrors = async () =>
      (await pendingEntries(page)).filter((entry) => entry.op_type === 'error').map((entry) => `${entry.op_obj_type} ${String(entryFields(entry).trigger_button)} ${String(entryFields(entry).error_msg)}`);
    const chatScript = `${site.standIn.origin}/chat/widget.js`;
    const oneTapScript = `${site.standIn.origin}/gsi/client.js`;
    await expect.poll(scriptErrors, SOON).toEqual(
      expect.arrayContaining([
        `${ERROR_TYPES.runtime} one-tap Error: Failed to load ${oneTapScript}`,
        `${ERROR_TYPES.runtime} chat Error: Failed to load ${chatScript}`,
      ]),
    );
    const resourceErrors = (await pendingEntries(page)).filter((entry) => entry.op_obj_type === ERROR_TYPES.resource).map(entryFields);
    expect(resourceErrors.map((fields) => [fields.error_msg, fields.trigger_button, JSON.parse(String(fields.addition)).src]).sort()).toEqual(
      [
        [RESOURCE_ERROR_MESSAGE, 'script', chatScript],
        [RESOURCE_ERROR_MESSAGE, 'script', oneTapScript],
      ].sort(),
    );
    expect(site.standIn.calls(DEFAULT_ENDPOINTS.chatTypeConfig)).toHaveLength(1);
    expect(await page.evaluate(() => document.documentElement.dataset.chat)).toBe('hidden');
    await expect.poll(() => page.locator('.site-toast').allTextContents(), SOON).toContain('Registration failed!');

    // The failures reach the stand-in as analytics, not as page errors.
    await page.evaluate(() => window.siteRuntime?.queue.flush());
    await expect.poll(() => receivedEntries(site.standIn.beacons).filter((entry) => entry.op_type === 'error').length, SOON).toBe(4);
    expect(pageErrors).toEqual([]);

    // Links still work, and the next page starts its runtime.
    await page.locator('.site-footer a[href="/pricing"]').first().click();
    await page.waitForURL(`${site.url}/pricing`);
    await runtimeStarted(page);
    await islandHydrated(page, 'currency-switcher');
    expect(pageErrors).toEqual([]);
  });

  it('logs in with Google one-tap: the stand-in decrypts the credential, code 0 goes to the web app', async () => {
    const { page, context, pageErrors } = await open();
    await page.clock.install();
    await page.goto(`${site.url}/about-us?ref=partner42&code=INV7`);
    await runtimeStarted(page);
    await expect.poll(async () => (await context.cookies(site.url)).find((cookie) => cookie.name === 'ref_info')?.value, SOON).toBe(encodeURIComponent(JSON.stringify({ code: 'INV7', ref: 'partner42' })));
    await page.clock.runFor(3_100);
    await page.waitForFunction(() => document.documentElement.dataset.standInOneTap === 'prompted');

    await page.evaluate(() => (window as unknown as { __standInOneTap: { callback(r: { credential: string }): void } }).__standInOneTap.callback({ credential: 'header.payload.signature' }));
    await page.waitForURL(`${site.standIn.origin}/test/app?t=cpl-token`);

    expect(site.standIn.oneTapCredentials).toEqual(['header.payload.signature']);
    const [login] = site.standIn.calls(DEFAULT_ENDPOINTS.authorizedLogin);
    expect(login?.method).toBe('POST');
    expect(login?.form).toMatchObject({
      third_party: 'google',
      invite_code: 'INV7',
      language: 'en-US',
      source: 'partner42',
      third_party_action_type: 'one_tap',
      regParam: JSON.stringify({ ref: 'partner42' }),
    });
    expect(pageErrors).toEqual([]);
  });

  it('shows "Registration failed!" and stays when the login is refused', async () => {
    site.standIn.behaviour.loginCpl = null; // authorized-login answers code 1
    const { page, pageErrors } = await open();
    await page.clock.install();
    await page.goto(`${site.url}/about-us`);
    await runtimeStarted(page);
    await page.clock.runFor(3_100);
    await page.waitForFunction(() => document.documentElement.dataset.standInOneTap === 'prompted');
    await page.evaluate(() => (window as unknown as { __standInOneTap: { callback(r: { credential: string }): void } }).__standInOneTap.callback({ credential: 'refused.credential' }));

    await expect.poll(() => page.locator('.site-toast--failed').allTextContents(), SOON).toEqual(['Registration failed!']);
    expect(site.standIn.oneTapCredentials).toEqual(['refused.credential']);
    expect(new URL(page.url()).pathname).toBe('/about-us');
    const reported = (await pendingEntries(page)).filter((entry) => entry.op_type === 'error').map(entryFields);
    expect(reported.map((fields) => [fields.error_type, fields.trigger_button])).toEqual([[ERROR_TYPES.api, 'res error']]);
    expect(pageErrors).toEqual([]);
  });
});
