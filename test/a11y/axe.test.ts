/**
 * axe-core in Debian's Chromium over the built shipped site (the global setup's static output,
 * served by the reference engine): one page of every page kind, each site's home and 404 page, the
 * home page on a phone, and a meta-refresh stub of the static target. Every page must have 0
 * violations of WCAG 2.0/2.1 A and AA and axe's best practices; the stub, of WCAG A and AA
 * (test/a11y/README.md).
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startEngine, type RunningEngine } from '../../cli/serve/engines.ts';
import type { SitePlan } from '../../manifest/plan/types.ts';
import { TEMPLATES } from '../../templates/registry.ts';
import { DESKTOP, launchChromium, MOBILE, newLoopbackContext, skipBrowserSuite } from '../e2e/browser.ts';
import { ROOT, shippedPlan } from '../hosts/site-under-test.ts';
import { type AxeFinding, runAxe, WCAG_TAGS } from './axe-run.ts';
import { type AuditPage, pickAuditPages } from './pick-pages.ts';

let plan: SitePlan;
let staticDir: string;
let browser: Browser | undefined;
const engines = new Map<string, RunningEngine>();

/** Opens `path` of `site`, waits for the runtime to start (its islands hydrate), runs axe. */
async function audit(page: Page, item: AuditPage): Promise<AxeFinding[]> {
  const engine = engines.get(item.site);
  if (!engine) throw new Error(`no engine for site ${item.site}`);
  await page.goto(`${engine.url}${item.path}`, { waitUntil: 'load' });
  await page.waitForFunction(() => window.siteRuntime !== undefined, undefined, { timeout: 30_000 });
  return runAxe(page);
}

/** A report keyed by page: `{ 'main /de/pricing (pricing)': [findings] }`, only pages that fail. */
function failing(results: [AuditPage, AxeFinding[]][]): Record<string, AxeFinding[]> {
  return Object.fromEntries(results.filter(([, findings]) => findings.length > 0).map(([item, findings]) => [`${item.site} ${item.path} (${item.kind})`, findings]));
}

/** The first meta-refresh stub of the static output of `site`. */
async function firstStub(site: string): Promise<{ file: string; html: string }> {
  for (const file of (await readdir(join(staticDir, site))).filter((name) => name.endsWith('.html')).sort()) {
    const html = await readFile(join(staticDir, site, file), 'utf8');
    if (html.includes('http-equiv="refresh"')) return { file, html };
  }
  throw new Error(`no meta-refresh stub in ${site}/`);
}

describe.skipIf(skipBrowserSuite)('accessibility (axe-core in Chromium)', () => {
  beforeAll(async () => {
    browser = await launchChromium();
    plan = await shippedPlan();
    staticDir = join(inject('builtSite').dir, 'static');
    for (const site of plan.sites) engines.set(site.id, await startEngine('reference', join(staticDir, site.id), { plan, site: site.id, projectRoot: ROOT }));
  }, 60_000);

  afterAll(async () => {
    await Promise.allSettled([browser?.close(), ...[...engines.values()].map((engine) => engine.stop())]);
  });

  it('audits a page of every template of templates/registry.ts, and each site', () => {
    const picked = pickAuditPages(plan);
    expect(Object.keys(TEMPLATES).filter((template) => !picked.some((item) => item.kind === template))).toEqual([]);
    expect(new Set(picked.map((item) => item.site))).toEqual(new Set(plan.sites.map((site) => site.id)));
  });

  it('finds no violation on one page of every page kind, each site\'s home and its 404 page (desktop)', async () => {
    const context = await newLoopbackContext(browser!, DESKTOP);
    try {
      const page = await context.newPage();
      const results: [AuditPage, AxeFinding[]][] = [];
      for (const item of pickAuditPages(plan)) results.push([item, await audit(page, item)]);
      expect(results.length).toBeGreaterThan(Object.keys(TEMPLATES).length);
      expect(failing(results)).toEqual({});
    } finally {
      await context.close();
    }
  }, 180_000);

  it('finds no violation on the home page on a phone (menus, banner and quick actions as laid out there)', async () => {
    const context = await newLoopbackContext(browser!, MOBILE);
    try {
      const page = await context.newPage();
      const item: AuditPage = { site: 'main', path: '/', kind: 'home' };
      expect(failing([[item, await audit(page, item)]])).toEqual({});
    } finally {
      await context.close();
    }
  }, 60_000);

  it('finds no WCAG violation on a meta-refresh stub of the static target (its refresh held back)', async () => {
    const context = await newLoopbackContext(browser!, DESKTOP);
    try {
      const page = await context.newPage();
      const stub = await firstStub('main');
      const url = `${engines.get('main')!.url}/a11y-audit-stub`;
      // Serve the stub's bytes at one URL and answer every other request 204 No Content, which a
      // browser does not navigate to: the refresh fires and the document under audit stays.
      let refreshed = false;
      await page.route('**/*', (route) => {
        if (route.request().url() === url) return route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: stub.html });
        refreshed = true;
        return route.fulfill({ status: 204 });
      });
      await page.goto(url, { waitUntil: 'load' });
      await expect.poll(() => refreshed, { timeout: 10_000, interval: 50 }).toBe(true);
      expect(page.url()).toBe(url);
      expect(await page.locator('meta[http-equiv="refresh"]').count(), stub.file).toBe(1);
      // WCAG only: a stub is a redirect shown for no time, not a page; the best practices about
      // landmarks and a level-one heading are for pages.
      const findings = await runAxe(page, WCAG_TAGS);
      expect(failing([[{ site: 'main', path: `/${stub.file}`, kind: 'stub' }, findings]])).toEqual({});
    } finally {
      await context.close();
    }
  }, 60_000);
});
