/**
 * Init scripts that record what a page did, so a test can wait for a positive condition instead
 * of sleeping before a negative assertion ("no second redirect", "exactly one beacon"). Each
 * probe keeps its record in sessionStorage, so it spans the reloads and navigations of one tab
 * (same origin), and watches the top frame only.
 */
import { expect } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { TRACKING_EVENT } from '../../runtime/referral/start-tracking.ts';
import { SOON } from './page-helpers.ts';
import type { StandInApi } from './stand-in-api.ts';

const BEACONS_KEY = 'e2e:beacons-sent';
const NAVIGATIONS_KEY = 'e2e:navigations';
const TRACKING_KEY = 'e2e:tracking-settled';

/** A navigation a document started: the path it was on and the path it went to. */
export interface StartedNavigation {
  from: string;
  to: string;
}

/** Counts, per tab, the beacons its pages hand to the browser (`navigator.sendBeacon` returning true). */
export async function countSentBeacons(context: BrowserContext): Promise<void> {
  await context.addInitScript((key) => {
    if (window !== window.top) return;
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      const accepted = send(url, data);
      if (accepted) sessionStorage.setItem(key, String(Number(sessionStorage.getItem(key) ?? '0') + 1));
      return accepted;
    };
  }, BEACONS_KEY);
}

/** Beacons the tab of `page` has handed to the browser so far (needs {@link countSentBeacons}). */
export async function beaconsSent(page: Page): Promise<number> {
  return page.evaluate((key) => Number(sessionStorage.getItem(key) ?? '0'), BEACONS_KEY);
}

/**
 * Waits until the stand-in has received (decrypted or not) every beacon the tab has sent, and
 * returns that count. Beacons are only ever sent by `sendBeacon`, so once the counts match, none
 * is on its way: a test may then assert that no other beacon came. Assumes one tab per test.
 */
export async function allBeaconsArrived(page: Page, standIn: StandInApi): Promise<number> {
  const sent = await beaconsSent(page);
  await expect.poll(() => standIn.beacons.length + standIn.beaconErrors.length, SOON).toBe(sent);
  return sent;
}

/**
 * Records every navigation a document of the tab starts (the Navigation API's `navigate` event,
 * which fires inside `location.replace()` itself, before any request), with the path it left.
 */
export async function recordNavigations(context: BrowserContext): Promise<void> {
  await context.addInitScript((key) => {
    if (window !== window.top) return;
    const navigation = (window as unknown as { navigation?: EventTarget }).navigation;
    navigation?.addEventListener('navigate', (event) => {
      const to = new URL((event as unknown as { destination: { url: string } }).destination.url).pathname;
      const started = JSON.parse(sessionStorage.getItem(key) ?? '[]') as StartedNavigation[];
      sessionStorage.setItem(key, JSON.stringify([...started, { from: location.pathname, to }]));
    });
  }, NAVIGATIONS_KEY);
}

/** The navigations documents of the tab of `page` started (needs {@link recordNavigations}). */
export async function startedNavigations(page: Page): Promise<StartedNavigation[]> {
  return page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? '[]') as StartedNavigation[], NAVIGATIONS_KEY);
}

/** Counts, per tab, the pages whose tracking chunk has settled (the runtime's `site:tracking` event). */
export async function countSettledTracking(context: BrowserContext): Promise<void> {
  await context.addInitScript(
    ({ key, event }) => {
      if (window !== window.top) return;
      addEventListener(event, () => sessionStorage.setItem(key, String(Number(sessionStorage.getItem(key) ?? '0') + 1)));
    },
    { key: TRACKING_KEY, event: TRACKING_EVENT },
  );
}

/** Waits until the tracking of `count` pages of the tab has settled: every call it makes was answered. */
export async function trackingSettled(page: Page, count: number): Promise<void> {
  await expect.poll(() => page.evaluate((key) => Number(sessionStorage.getItem(key) ?? '0'), TRACKING_KEY), SOON).toBeGreaterThanOrEqual(count);
}
