import { describe, expect, it } from 'vitest';
import type { SitePlan } from '../../manifest/plan/types.ts';
import { loadShipped, ROOT } from '../../test/manifest/fixtures/shipped.ts';
import { captureIO } from '../../test/manifest/fixtures/io.ts';
import { runCheck } from '../commands/check.ts';
import type { Project } from '../project.ts';
import { bundleWorker } from './bundle-worker.ts';
import { CAPABILITIES, HOST_TARGETS, pageFile, PRINTERS, printHost } from './index.ts';

/** The shipped plan with `count` more chat widgets, each on its own origin: a CSP too long for Cloudflare's _headers. */
function withManyOrigins(plan: SitePlan, count: number): SitePlan {
  const scripts = Object.fromEntries(Array.from({ length: count }, (_, index) => [`widget${index}`, `https://chat-widget-${index}.polyprofile.example/widget.js`]));
  return { ...plan, manifest: { ...plan.manifest, thirdParties: { ...plan.manifest.thirdParties, chat: { scripts } } } };
}

describe('printHost', () => {
  it('has a printer and a capability cell for every target', () => {
    expect(Object.keys(PRINTERS).sort()).toEqual([...HOST_TARGETS].sort());
    for (const row of CAPABILITIES) expect(Object.keys(row.cells).sort()).toEqual([...HOST_TARGETS].sort());
  });

  it('names the sites when asked for an unknown one', async () => {
    const { plan } = await loadShipped();
    expect(() => printHost('nginx', plan, 'nope')).toThrow('Unknown site "nope"; sites: main, zh, ru');
  });

  it('needs the compiled worker for the cloudflare target, and only there', async () => {
    const { plan } = await loadShipped();
    expect(() => printHost('cloudflare', plan, 'main')).toThrow('The cloudflare target needs the compiled worker');
    expect(printHost('nginx', plan, 'main').files.length).toBeGreaterThan(0);
  });

  it('refuses a _headers file Cloudflare would cut, and site check --target fails with the reason', async () => {
    const { plan } = await loadShipped();
    const big = withManyOrigins(plan, 40);
    const output = printHost('cloudflare', big, 'main', { workerCode: (await bundleWorker(ROOT)).code });
    expect(output.files).toEqual([]);
    expect(output.report.refused).toEqual([expect.objectContaining({ path: '_headers', code: 'HOST_LINE_TOO_LONG' })]);
    const project: Project = { root: ROOT, entries: [], sources: new Map(), plan: big, manifest: big.manifest, diagnostics: [] };
    const io = captureIO();
    expect(await runCheck(project, { format: 'text', skipRender: true, target: 'cloudflare' }, io)).toBe(1);
    expect(io.out()).toContain('HOST_LINE_TOO_LONG');
    expect(io.out()).toMatch(/✖ \d+ host files? refused/);
  });

  it('prints budgets and limitations for site check --target, exit 0 on the shipped manifest', async () => {
    const { plan, manifest } = await loadShipped();
    const project: Project = { root: ROOT, entries: [], sources: new Map(), plan, manifest, diagnostics: [] };
    const io = captureIO();
    expect(await runCheck(project, { format: 'json', skipRender: true, target: 'cloudflare' }, io)).toBe(0);
    const report = JSON.parse(io.out()) as { hosts: { site: string; budgets: { name: string; used: number; limit: number }[] }[] };
    const main = report.hosts.find((host) => host.site === 'main');
    expect(main?.budgets.find((budget) => budget.name === '_redirects dynamic rules')).toEqual({ name: '_redirects dynamic rules', used: 36, limit: 100 });
  });

  it('warns about a file under /assets/ without a content hash (it would be cached as immutable)', async () => {
    const { plan } = await loadShipped();
    const { warnings } = printHost('nginx', plan, 'main', { assets: ['/assets/core-ELKS6WB2.js', '/assets/logo.svg'] }).report;
    expect(warnings).toEqual([expect.stringContaining('/assets/logo.svg')]);
  });
});

describe('pageFile', () => {
  it('puts every page at a flat .html file, the root at index.html', () => {
    expect(pageFile('cloudflare', '/')).toBe('index.html');
    expect(pageFile('netlify', '/de')).toBe('de.html');
    expect(pageFile('nginx', '/de/blog/x')).toBe('de/blog/x.html');
    expect(() => pageFile('static', '/de/')).toThrow('not canonical');
  });
});
