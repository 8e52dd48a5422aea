/**
 * The Content-Security-Policy in real Chromium: the page's module script, its JSON site config and
 * speculation rules inserted through the DOM run without a violation, an inline script does not.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startEngine } from '../../cli/serve/engines.ts';
import { launchChromium, newLoopbackContext, skipBrowserSuite } from '../e2e/browser.ts';
import { ROOT, shippedPlan } from './site-under-test.ts';

const PAGE = `<!doctype html>
<html><head><meta charset="utf-8"><title>csp</title>
<script type="application/json" id="site-config">{"locale":"en"}</script>
<script type="module" src="/assets/core-1a2b3c4d.js"></script>
</head><body data-page="/" style="margin:0">
<script>window.inlineRan = true;</script>
</body></html>
`;

const CORE = `const config = JSON.parse(document.getElementById('site-config').textContent);
const rules = document.createElement('script');
rules.type = 'speculationrules';
rules.textContent = JSON.stringify({ prefetch: [{ source: 'list', urls: ['/pricing'] }] });
document.head.append(rules);
window.coreRan = config.locale;
`;

/** A script the policy refuses (not 'self': another port), loaded last as a barrier; never fetched. */
const BARRIER = 'http://127.0.0.1:9/csp-barrier.js';

describe.skipIf(skipBrowserSuite)('CSP in Chromium', () => {
  it('lets the module script and DOM-inserted speculation rules run, blocks inline scripts', async () => {
    const plan = await shippedPlan();
    const dir = await mkdtemp(join(tmpdir(), 'site-csp-'));
    await mkdir(join(dir, 'assets'));
    await writeFile(join(dir, 'index.html'), PAGE);
    await writeFile(join(dir, 'assets', 'core-1a2b3c4d.js'), CORE);
    const server = await startEngine('reference', dir, { projectRoot: ROOT, plan, site: 'main' });
    const browser = await launchChromium();
    try {
      const page = await (await newLoopbackContext(browser)).newPage();
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { violations: string[] }).violations = seen;
        document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`));
      });
      const load = async () => {
        await page.goto(`${server.url}/`);
        await page.waitForFunction(() => 'coreRan' in window);
        // The page's violations happened before `coreRan` was set, but their events are dispatched
        // in later tasks. A violation of the test's own (a script from a port the policy does not
        // name) is queued after them on the same task source: once it is seen, so were they.
        return page.evaluate(async (barrier) => {
          const seen = (window as unknown as { violations: string[] }).violations;
          await new Promise<void>((done) => {
            document.addEventListener('securitypolicyviolation', (event) => event.blockedURI === barrier && done());
            const script = document.createElement('script');
            script.src = barrier;
            document.head.append(script);
          });
          return seen.filter((violation) => !violation.includes(barrier));
        }, BARRIER);
      };
      // The shipped policy: only the inline <script> is blocked.
      expect(await load()).toEqual(['script-src-elem inline ']);
      expect(await page.evaluate(() => (window as unknown as { coreRan?: string }).coreRan)).toBe('en');
      expect(await page.evaluate(() => (window as unknown as { inlineRan?: boolean }).inlineRan)).toBeUndefined();
      // Control: without 'inline-speculation-rules' the runtime's speculation rules are blocked too.
      await page.route(`${server.url}/`, async (route) => {
        const response = await route.fetch();
        const headers = { ...response.headers(), 'content-security-policy': (response.headers()['content-security-policy'] ?? '').replace(" 'inline-speculation-rules'", '') };
        await route.fulfill({ response, headers });
      });
      expect(await load()).toEqual(['script-src-elem inline ', 'script-src-elem inline ']);
    } finally {
      await browser.close();
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
