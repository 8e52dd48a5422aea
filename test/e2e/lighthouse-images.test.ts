/**
 * Lighthouse's image audits, mobile (its default: a 412 px phone at 1.75 dppx, simulated slow 4G),
 * on the shipped build: home, an English and a German listing and two articles (a cover, an image
 * in the text). Every image audit must pass or not apply — formats, sizes for the width shown,
 * encoding, lazy loading off screen and never for the largest paint, explicit width and height.
 * Chromium is started by Lighthouse's launcher with every host but 127.0.0.1 unresolvable.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startEngine, type RunningEngine } from '../../cli/serve/engines.ts';
import { ROOT, shippedPlan } from '../hosts/site-under-test.ts';
import { CHROMIUM_PATH, skipBrowserSuite } from './browser.ts';

/** The audits about images, by Lighthouse id. */
const IMAGE_AUDITS = [
  'modern-image-formats',
  'uses-optimized-images',
  'uses-responsive-images',
  'offscreen-images',
  'unsized-images',
  'image-aspect-ratio',
  'image-size-responsive',
  'lcp-lazy-loaded',
  'prioritize-lcp-image',
  'efficient-animated-content',
];

const PAGES = ['/', '/blog', '/de/blog', '/blog/what-is-browser-fingerprinting', '/blog/how-to-manage-multiple-accounts-safely'];

let server: RunningEngine | undefined;
let chrome: chromeLauncher.LaunchedChrome | undefined;

beforeAll(async () => {
  const dir = join(inject('builtSite').dir, 'static', 'main');
  server = await startEngine('reference', dir, { projectRoot: ROOT, plan: await shippedPlan(), site: 'main' });
  chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'],
  });
}, 120_000);

afterAll(async () => {
  chrome?.kill();
  await server?.stop();
});

describe.skipIf(skipBrowserSuite)('Lighthouse image audits on a phone', () => {
  it.each(PAGES)('%s passes every image audit', async (path) => {
    const result = await lighthouse(`${server?.url}${path}`, { port: chrome?.port, output: 'json', logLevel: 'error', onlyAudits: IMAGE_AUDITS });
    const audits = result?.lhr.audits ?? {};
    expect(Object.keys(audits).sort()).toEqual([...IMAGE_AUDITS].sort());
    const failing = Object.values(audits)
      .filter((audit) => audit.score !== null && audit.score < 0.9)
      .map((audit) => `${audit.id}: ${audit.displayValue ?? ''} ${JSON.stringify(audit.details && 'items' in audit.details ? audit.details.items : [])}`);
    expect(failing).toEqual([]);
    expect(result?.lhr.runtimeError).toBeUndefined();
  }, 120_000);
});
