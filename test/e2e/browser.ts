/**
 * Debian's Chromium driven by playwright-core, locked to loopback: every context aborts any
 * request whose host is not 127.0.0.1, so a test can never reach the internet (the pages'
 * third-party hosts are `.example` placeholders; the stand-in replaces them).
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions } from 'playwright-core';

/** Debian's Chromium (installed by scripts/ensure-engines.sh). */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Flags that keep Chromium quiet and offline. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-default-apps',
];

/** Why the suite cannot run here, or `null` when Chromium is installed. */
export const chromiumMissing: string | null = existsSync(CHROMIUM_PATH)
  ? null
  : `Chromium is not installed at ${CHROMIUM_PATH}; install it with: bash scripts/ensure-engines.sh (apt-get install -y chromium)`;

/** True when a missing Chromium must fail the run instead of skipping it. */
export const isCI = process.env.CI === 'true';

/** Skip a suite only off CI: on CI a missing Chromium fails in `launchChromium`. */
export const skipBrowserSuite = chromiumMissing !== null && !isCI;
if (skipBrowserSuite) console.warn(`e2e skipped: ${chromiumMissing}`);

/** Launches headless Chromium; throws with the install hint when it is missing. */
export async function launchChromium(): Promise<Browser> {
  if (chromiumMissing) throw new Error(chromiumMissing);
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/** A mobile phone (iPhone-sized viewport, a mobile Safari user agent). */
export const MOBILE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 3,
};

/** A desktop browser. */
export const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 800 } };

/**
 * A fresh context where only 127.0.0.1 is reachable: every other request is aborted, so nothing
 * leaves loopback whatever a page links to.
 */
export async function newLoopbackContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  await context.route('**/*', (route) => (new URL(route.request().url()).hostname === '127.0.0.1' ? route.continue() : route.abort()));
  return context;
}
