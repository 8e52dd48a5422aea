/**
 * `_worker.js`: how it is compiled and printed, and what the compiled module answers with a stand-in
 * asset layer. Its answers on the real engine (`wrangler pages dev`) are compared with resolve() by
 * `test/hosts/conformance-cloudflare.test.ts` and `test/hosts/worker-property.test.ts`.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolve } from '../../manifest/plan/resolve.ts';
import type { SitePlan } from '../../manifest/plan/types.ts';
import { loadShipped, ROOT } from '../../test/manifest/fixtures/shipped.ts';
import { bundleWorker, compileWorker, WORKER_ENTRY } from './bundle-worker.ts';
import { REVALIDATE } from './cache-headers.ts';
import { printHost } from './index.ts';
import type { WorkerData } from './worker/data.ts';
import type { SiteWorker, WorkerEnv } from './worker/handler.ts';

const DATA = /^const SITE = (\{[\s\S]*?\n\});\n\n/m;

/** The printed `_worker.js` of a site, its data, and the compiled code after the data. */
function printed(plan: SitePlan, site: string, workerCode: string): { source: string; data: WorkerData; code: string } {
  const source = printHost('cloudflare', plan, site, { workerCode }).files.find((file) => file.path === '_worker.js')?.contents ?? '';
  const match = DATA.exec(source);
  if (!match?.[1]) throw new Error('no data in _worker.js');
  return { source, data: JSON.parse(match[1]) as WorkerData, code: source.slice((match.index ?? 0) + match[0].length) };
}

function isWorker(value: unknown): value is SiteWorker {
  return typeof value === 'object' && value !== null && typeof (value as { fetch?: unknown }).fetch === 'function';
}

/**
 * A stand-in for Pages' asset layer: the site's pages (`page:/x` bodies), `/404.html`, and the
 * answers listed in `extra` (a `_redirects` rule, a built-in 308); anything else 404.
 */
function assets(plan: SitePlan, site: string, extra: Record<string, () => Response> = {}): WorkerEnv & { asked: string[] } {
  const pages = new Set(plan.pages.filter((page) => page.site === site).map((page) => page.path));
  const asked: string[] = [];
  return {
    asked,
    ASSETS: {
      fetch: async (request: Request) => {
        const path = decodeURIComponent(new URL(request.url).pathname);
        asked.push(path);
        const listed = extra[path];
        if (listed) return listed();
        if (pages.has(path)) return new Response(`page:${path}`, { status: 200, headers: { 'Content-Type': 'text/html' } });
        return new Response('404.html', { status: 404 });
      },
    },
  };
}

describe('the compiled worker', () => {
  it('is bundled from the worker entry and the pure modules resolve() runs, nothing else', async () => {
    const bundle = await compileWorker(ROOT);
    expect(bundle.inputs).toEqual(['cli/hosts/worker/entry.ts', 'cli/hosts/worker/handler.ts', 'manifest/plan/location.ts', 'manifest/plan/request.ts', 'manifest/plan/rule-match.ts']);
    expect(WORKER_ENTRY).toBe('cli/hosts/worker/entry.ts');
    // One self-contained ES module: no imports left for workerd to resolve, a default export.
    expect(bundle.code).not.toMatch(/^\s*import\b/m);
    expect(bundle.code).toMatch(/export \{\n {2}\w+ as default\n\};\n$/);
    expect(bundle.code).toContain('var entry_default = createWorker(SITE);');
    // esbuild names each source; the code is readable (not minified) and small.
    expect(bundle.code).toContain('// manifest/plan/request.ts\nfunction splitRequest(');
    expect(bundle.gzip).toBeLessThan(8_192);
  });

  it('is deterministic: the same sources give byte-identical code, bundled once per process', async () => {
    const [first, second] = await Promise.all([compileWorker(ROOT), compileWorker(ROOT)]);
    expect(second?.code).toBe(first?.code);
    expect(bundleWorker(ROOT)).toBe(bundleWorker(`${ROOT}/`));
    expect((await bundleWorker(ROOT)).code).toBe(first?.code);
  });
});

describe('the printed _worker.js', () => {
  let plan: SitePlan;
  let workerCode: string;
  let dir: string;
  const workers = new Map<string, SiteWorker>();

  beforeAll(async () => {
    plan = (await loadShipped()).plan;
    workerCode = (await bundleWorker(ROOT)).code;
    dir = await mkdtemp(join(tmpdir(), 'site-worker-'));
    for (const site of ['main', 'zh', 'ru']) {
      const file = join(dir, `${site}.mjs`);
      await writeFile(file, printed(plan, site, workerCode).source);
      const loaded: unknown = ((await import(/* @vite-ignore */ pathToFileURL(file).href)) as { default: unknown }).default;
      if (!isWorker(loaded)) throw new Error(`_worker.js of ${site} has no default export with fetch()`);
      workers.set(site, loaded);
    }
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('is the banner, the site data as SITE, then the compiled code unchanged', () => {
    for (const site of ['main', 'zh', 'ru']) {
      const { source, data, code } = printed(plan, site, workerCode);
      expect(source).toMatch(/^\/\/ Generated by `site build --target cloudflare` for site "\w+"/);
      expect(code).toBe(workerCode);
      expect(data.site).toBe(site);
      expect(data.normalize).toEqual(plan.ruleSets[site]?.normalize);
      expect(data.homes).toEqual(plan.ruleSets[site]?.prefixedHomes);
      expect(data.hidden).toEqual(['/404', '/wrangler.toml']);
      expect(data.revalidate).toBe(REVALIDATE);
    }
    const main = printed(plan, 'main', workerCode).data;
    expect(main.aliases).toEqual([{ id: 'redirects.localeSites@en', match: { type: 'segment', path: '/en' }, status: 301 }]);
    expect(main.rules.find((rule) => rule.id === 'redirects.paths[0]@en')).toEqual(
      expect.objectContaining({ match: { type: 'exact', path: '/blog/facebook-agency-ad-account:why-you-need-it:facts-and-benefits' }, to: { type: 'path', path: '/blog/why-you-need-a-facebook-agency-ad-account-facts-and-benefits' }, query: 'keep' }),
    );
  });

  const ask = async (site: string, request: string, env: WorkerEnv) => {
    const worker = workers.get(site);
    if (!worker) throw new Error(`no worker for ${site}`);
    const response = await worker.fetch(new Request(`http://127.0.0.1:8788${request}`), env);
    return { status: response.status, location: response.headers.get('Location'), body: await response.text(), headers: response.headers };
  };

  it('answers its own rules, normalisation and the own-locale prefix in one hop, like resolve()', async () => {
    const cases: [string, string][] = [
      ['main', '/en/pricing/?a=1'],
      ['main', '/en/en/de?x=1'],
      ['main', '/en/no-such-page.html'],
      ['main', '/pricing.html?ref=x'],
      ['main', '//pricing/'],
      ['main', '/de?x=1'],
      ['main', '/blog/facebook-agency-ad-account%3Awhy-you-need-it%3afacts-and-benefits/?q=1'],
      ['zh', '/zh/blog/facebook-agency-ad-account:why-you-need-it:facts-and-benefits'],
      ['ru', '/ru/pricing'],
    ];
    for (const [site, request] of cases) {
      const expected = resolve(plan, site, request);
      if (expected.status !== 301 && expected.status !== 302) throw new Error(`${request} is not a redirect`);
      const actual = await ask(site, request, assets(plan, site));
      expect({ request, status: actual.status, location: actual.location }).toEqual({ request, status: expected.status, location: expected.location });
      expect(actual.headers.get('Content-Security-Policy'), request).toBeTruthy();
    }
  });

  it('serves pages from the asset layer and adds the revalidating Cache-Control', async () => {
    const env = assets(plan, 'main');
    const actual = await ask('main', '/pricing?ref=x', env);
    expect(actual).toEqual(expect.objectContaining({ status: 200, body: 'page:/pricing', location: null }));
    expect(actual.headers.get('Cache-Control')).toBe(REVALIDATE);
    expect(env.asked).toEqual(['/pricing']);
  });

  it("answers unknown paths, host-only files and the asset layer's 308s with the locale's 404 page", async () => {
    for (const [request, page] of [
      ['/de/no-such-page', '/de/error/404'],
      ['/no-such-page', '/error/404'],
      ['/404', '/error/404'],
      ['/index', '/error/404'],
    ] as const) {
      const env = assets(plan, 'main', { '/index': () => new Response(null, { status: 308, headers: { Location: '/' } }) });
      const actual = await ask('main', request, env);
      expect({ request, status: actual.status, body: actual.body }).toEqual({ request, status: 404, body: `page:${page}` });
      expect(resolve(plan, 'main', request)).toEqual(expect.objectContaining({ status: 404, page: expect.objectContaining({ path: page }) }));
    }
  });

  it("gives the asset layer's redirects resolve()'s Location form, composed with the own-locale prefix", async () => {
    const env = assets(plan, 'main', {
      '/Pricing': () => new Response(null, { status: 301, headers: { Location: '/pricing' } }),
      '/de/antidetect-browser': () => new Response(null, { status: 302, headers: { Location: '/de?x=1' } }),
      '/zh': () => new Response(null, { status: 301, headers: { Location: 'https://www.polyprofile.example/vn?x=1' } }),
    });
    expect(await ask('main', '/en/Pricing', env)).toEqual(expect.objectContaining({ status: 301, location: '/pricing' }));
    expect(await ask('main', '/de/antidetect-browser?x=1', env)).toEqual(expect.objectContaining({ status: 302, location: '/de/?x=1' }));
    expect(resolve(plan, 'main', '/de/antidetect-browser?x=1')).toEqual(expect.objectContaining({ status: 302, location: '/de/?x=1' }));
    expect(await ask('main', '/zh', env)).toEqual(expect.objectContaining({ status: 301, location: 'https://www.polyprofile.example/vn/?x=1' }));
  });
});
