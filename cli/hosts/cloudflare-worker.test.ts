import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodePath, encodeForLocation, normalizePath } from '../../manifest/plan/request.ts';
import { buildLocation } from '../../manifest/plan/resolve.ts';
import type { SitePlan } from '../../manifest/plan/types.ts';
import { loadShipped } from '../../test/manifest/fixtures/shipped.ts';
import { printHost } from './index.ts';

/** The functions the generated `_worker.js` exports besides its fetch handler. */
interface WorkerModule {
  normalizePath(path: string, hasQuery: boolean): { path: string; changed: boolean };
  decodePath(path: string): string;
  encodeForLocation(value: string): string;
  buildLocation(target: string, query: string): string;
}

function isWorkerModule(value: unknown): value is WorkerModule {
  return typeof value === 'object' && value !== null && ['normalizePath', 'decodePath', 'encodeForLocation', 'buildLocation'].every((name) => name in value);
}

const pathPart = fc.constantFrom('/', '//', '\\', 'de', 'blog', 'index.html', '.html', '%3A', '%2F', '%5C', '%C3%A9', '%E0%A4', '%zz', 'a b', 'é', ':', '?', '%25', 'x');
const paths = fc.array(pathPart, { maxLength: 8 }).map((parts) => `/${parts.join('')}`);

describe('the Cloudflare worker mirrors manifest/plan/request.ts and resolve()', () => {
  let dir: string;
  let worker: WorkerModule;
  let plan: SitePlan;

  beforeAll(async () => {
    plan = (await loadShipped()).plan;
    const source = printHost('cloudflare', plan, 'main').files.find((file) => file.path === '_worker.js')?.contents ?? '';
    dir = await mkdtemp(join(tmpdir(), 'site-worker-'));
    await writeFile(join(dir, 'worker.mjs'), source);
    const loaded: unknown = await import(/* @vite-ignore */ pathToFileURL(join(dir, 'worker.mjs')).href);
    if (!isWorkerModule(loaded)) throw new Error('the worker does not export its helpers');
    worker = loaded;
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('normalises paths like normalizePath()', () => {
    const ruleSet = plan.ruleSets.main;
    if (!ruleSet) throw new Error('no main rule set');
    fc.assert(
      fc.property(paths, fc.boolean(), (path, hasQuery) => {
        const expected = normalizePath(path, hasQuery, ruleSet.normalize, ruleSet.prefixedHomes);
        expect(worker.normalizePath(path, hasQuery)).toEqual({ path: expected.path, changed: expected.steps.length > 0 });
      }),
      { numRuns: 500 },
    );
    expect(worker.normalizePath('/de/', true)).toEqual({ path: '/de/', changed: false });
  });

  it('decodes and encodes like decodePath() and encodeForLocation()', () => {
    fc.assert(
      fc.property(paths, (path) => {
        expect(worker.decodePath(path)).toBe(decodePath(path));
        expect(worker.encodeForLocation(path)).toBe(encodeForLocation(path));
      }),
      { numRuns: 500 },
    );
  });

  it('builds Locations like buildLocation(), home-with-query form included', () => {
    const targets = fc.constantFrom('/de', '/de/blog', '/', 'https://www.polyprofile.example/vn', 'https://www.polyprofile-cn.example/', 'https://blog.polyprofile-ru.example/?category=x', '//evil.example', '/caf\u00e9');
    const queries = fc.constantFrom('', 'a=1', 'q=a b', 'x=%41');
    fc.assert(
      fc.property(targets, queries, (target, query) => {
        expect(worker.buildLocation(target, query)).toBe(buildLocation(plan, 'main', target, query));
      }),
    );
  });
});
