/**
 * Small helpers the end-to-end files share: a page in a fresh loopback context that records its
 * uncaught errors, waits for the runtime and for hydrated islands, and readers for what the
 * stand-in received.
 */
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import type { QueueEntry } from '../../runtime/analytics/events.ts';
import type { RuntimeConfig } from '../../runtime/config.ts';
import { HYDRATED_ATTRIBUTE, HYDRATED_READY } from '../../runtime/widgets/hydrate-islands.tsx';
import { newLoopbackContext } from './browser.ts';
import type { E2eSite } from './e2e-site.ts';
import type { ReceivedBeacon } from './stand-in-api.ts';

/** A page under test and what it threw. */
export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  /** Uncaught exceptions and unhandled rejections of the page (`pageerror`). */
  pageErrors: Error[];
}

/** Opens a page in a fresh context (cookies, storage and clock of its own). */
export async function openPage(site: E2eSite, options: BrowserContextOptions = {}): Promise<OpenedPage> {
  const context = await newLoopbackContext(site.browser, options);
  const page = await context.newPage();
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  return { context, page, pageErrors };
}

/** Waits until the core script has started (`window.siteRuntime`). */
export async function runtimeStarted(page: Page): Promise<void> {
  await page.waitForFunction(() => window.siteRuntime !== undefined);
}

/**
 * Waits until React has hydrated the island `name` and its effects (listeners, timers) have run:
 * the widgets chunk sets `data-hydrated="ready"` on the mount point from an effect that React runs
 * after those of the widget. Effects run on a MessageChannel task, which Playwright's clock leaves
 * alone, so this works on a paused clock.
 */
export async function islandHydrated(page: Page, name: string): Promise<void> {
  await page.locator(`[data-island="${name}"][${HYDRATED_ATTRIBUTE}="${HYDRATED_READY}"]`).first().waitFor({ state: 'attached' });
}

/** Poll options for things that happen within seconds (the default 1 s is too short on 2 cores). */
export const SOON = { timeout: 10_000, interval: 50 } as const;

/** The page's runtime config, read back from `#site-config`. */
export async function pageConfig(page: Page): Promise<RuntimeConfig> {
  return JSON.parse(await page.locator('#site-config').textContent() ?? 'null') as RuntimeConfig;
}

/** Entries the runtime still holds (not yet sent). */
export async function pendingEntries(page: Page): Promise<QueueEntry[]> {
  return page.evaluate(() => window.siteRuntime?.queue.pending() ?? []);
}

/** The parsed `op_obj_value` of an entry. */
export function entryFields(entry: QueueEntry): Record<string, unknown> {
  return JSON.parse(entry.op_obj_value) as Record<string, unknown>;
}

/** Entries of every beacon, in arrival order. */
export function receivedEntries(beacons: readonly ReceivedBeacon[]): QueueEntry[] {
  return beacons.flatMap((beacon) => beacon.list);
}

/** Queues `count` click events tagged with `marker` in one synchronous step; returns the pending count before. */
export async function trackTestEvents(page: Page, marker: string, count: number): Promise<number> {
  return page.evaluate(
    ({ marker, count }) => {
      const runtime = window.siteRuntime;
      if (!runtime) throw new Error('the runtime did not start');
      const before = runtime.queue.pending().length;
      for (let n = 0; n < count; n += 1) runtime.queue.track({ kind: 'click', type: 'e2e', fields: { marker, n } });
      return before;
    },
    { marker, count },
  );
}

/** The test events of `marker` among `entries`, as their `n`. */
export function markerNumbers(entries: readonly QueueEntry[], marker: string): number[] {
  return entries.map(entryFields).filter((fields) => fields.marker === marker).map((fields) => fields.n as number);
}
