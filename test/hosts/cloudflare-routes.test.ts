/**
 * Cloudflare Pages deploy files (issue 13.6) on the real engine: `wrangler pages dev` started in the
 * site root reads the printed `wrangler.toml` (no directory or date on the command line) and honours
 * the printed `_routes.json`: an excluded asset is served without the worker, while pages and
 * redirects still go through it. The worker is instrumented for the test only (it tags its own
 * responses); `_routes.json` and `wrangler.toml` are served as printed.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { CloudflareRoutes } from '../../cli/hosts/cloudflare-deploy.ts';
import { onFreePort } from '../../cli/serve/engines.ts';
import { freePort, spawnGroup, startedEngine } from '../../cli/serve/processes.ts';
import { findWrangler } from '../../cli/serve/wrangler-engine.ts';
import { describeWithEngine } from '../support/describe-with-engine.ts';
import { writeFixtureSite } from './fixture-site.ts';
import { fetchRaw } from './http-client.ts';
import { ROOT, shippedPlan } from './site-under-test.ts';

const TAG = 'x-test-through-worker';
let dir: string;
let work: string;
let engine: { url: string; stop(): Promise<void> } | undefined;

describeWithEngine('cloudflare', 'cloudflare _routes.json and wrangler.toml on wrangler pages dev', () => {
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'site-cf-routes-'));
    work = await mkdtemp(join(tmpdir(), 'site-cf-routes-state-'));
    await writeFixtureSite(dir, await shippedPlan(), 'main', 'cloudflare');
    const worker = await readFile(join(dir, '_worker.js'), 'utf8');
    const tagged = worker.replace(/export \{\n {2}entry_default as default\n\};/, `export default { async fetch(request, env, ctx) { const answer = await entry_default.fetch(request, env, ctx); const tagged = new Response(answer.body, answer); tagged.headers.set('${TAG}', '1'); return tagged; } };`);
    expect(tagged).not.toBe(worker);
    await writeFile(join(dir, '_worker.js'), tagged);
    const wrangler = findWrangler(ROOT);
    if (!wrangler) throw new Error('wrangler is not installed (describeWithEngine runs this only where it is)');
    const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_LOG_PATH: join(work, 'logs'), NO_COLOR: '1', CI: 'true' };
    // A free port may be taken by another process before wrangler binds it: then it starts again on another.
    engine = await onFreePort(undefined, async (port) => {
      const args = [wrangler, 'pages', 'dev', '--ip', '127.0.0.1', '--port', String(port), '--inspector-port', String(await freePort()), '--persist-to', join(work, 'state'), '--show-interactive-dev-session=false', '--log-level', 'warn'];
      return startedEngine(spawnGroup(process.execPath, args, { cwd: dir, env }), port, { name: 'wrangler pages dev', timeoutMs: 60_000, cleanup: async () => undefined });
    });
  }, 90_000);

  afterAll(async () => {
    await engine?.stop();
    if (dir) await rm(dir, { recursive: true, force: true });
    if (work) await rm(work, { recursive: true, force: true });
  });

  it('excludes the static files within Cloudflare\'s limits', async () => {
    const routes = JSON.parse(await readFile(join(dir, '_routes.json'), 'utf8')) as CloudflareRoutes;
    expect(routes.include).toEqual(['/*']);
    expect(routes.exclude).toEqual(['/assets/*', '/builds/*', '/robots.txt', '/sitemap.xml']);
    expect(routes.include.length + routes.exclude.length).toBeLessThanOrEqual(100);
    expect(await readFile(join(dir, 'wrangler.toml'), 'utf8')).toMatch(/^name = "[a-z0-9-]+-main"\npages_build_output_dir = "\."\ncompatibility_date = "2025-01-01"$/m);
  });

  it('serves an excluded asset without the worker (with the _headers of the file)', async () => {
    const asset = await fetchRaw(engine?.url ?? '', '/assets/core-1a2b3c4d.js');
    expect(asset.status).toBe(200);
    expect(asset.headers[TAG]).toBeUndefined();
    expect(asset.headers['cache-control']).toContain('immutable');
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    const robots = await fetchRaw(engine?.url ?? '', '/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.headers[TAG]).toBeUndefined();
  });

  it('sends pages, redirects and the wrangler.toml path through the worker', async () => {
    const page = await fetchRaw(engine?.url ?? '', '/pricing');
    expect(page.status).toBe(200);
    expect(page.headers[TAG]).toBe('1');
    const redirect = await fetchRaw(engine?.url ?? '', '/Pricing');
    expect(redirect.status).toBe(301);
    expect(redirect.location).toBe('/pricing');
    expect(redirect.headers[TAG]).toBe('1');
    const html = await fetchRaw(engine?.url ?? '', '/pricing.html');
    expect([html.status, html.location, html.headers[TAG]]).toEqual([301, '/pricing', '1']);
    const toml = await fetchRaw(engine?.url ?? '', '/wrangler.toml');
    expect(toml.status).toBe(404);
    expect(toml.headers[TAG]).toBe('1');
  });
});
