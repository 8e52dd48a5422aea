import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMMUTABLE } from '../../cli/hosts/cache-headers.ts';
import { contentSecurityPolicy, HSTS } from '../../cli/hosts/security-headers.ts';
import { ENGINE_TARGET, startEngine } from '../../cli/serve/engines.ts';
import type { Engine, RunningEngine } from '../../cli/serve/engine-types.ts';
import { listSiteFiles } from '../../cli/serve/site-files.ts';
import type { SitePlan } from '../../manifest/plan/types.ts';
import { ALLOW_LIST, allowedBy, HEADER_EXCEPTIONS, type Reference } from './allow-list.ts';
import { describeAnswer, sameAnswer, siteReference } from './compare.ts';
import { declaredOrigins, engineHops, locationOrigin, locationTarget, plannedHops } from './engine-hops.ts';
import { requestTargets } from './generated-paths.ts';
import { groupMembers } from './process-table.ts';
import { fetchRaw, mapLimit } from './http-client.ts';
import { type ConformanceRequest, conformanceRequests } from './requests.ts';
import { describeWithEngine } from '../support/describe-with-engine.ts';
import { prepareSite, ROOT, shippedPlan, type SiteUnderTest } from './site-under-test.ts';

/** Every site of the shipped manifest is a relevant site. */
export const SITES = ['main', 'zh', 'ru'] as const;

/** Requests in flight per engine: enough to overlap I/O, few enough for two cores. */
const CONCURRENCY = 6;

/** Property-test runs per site and engine. */
const PROPERTY_RUNS = 60;

/** One site's output served by the engine under test, with resolve()'s answers over its files. */
interface SiteRun {
  plan: SitePlan;
  output: SiteUnderTest;
  running: RunningEngine;
  files: Set<string>;
  /** The core script of this output: the table's and the header check's hashed asset. */
  asset: string;
  /** resolve()'s answer over this output's files. */
  reference: Reference;
}

async function startSite(engine: Engine, plan: SitePlan, site: string): Promise<SiteRun> {
  const target = ENGINE_TARGET[engine] ?? 'static';
  const output = await prepareSite(plan, site, target);
  const files = await listSiteFiles(output.dir);
  const reference = siteReference(plan, site, target, files);
  const asset = [...files].find((path) => /^\/assets\/core-[^/]+\.js$/.test(path));
  if (!asset) throw new Error(`The ${target} output of ${site} has no /assets/core-*.js`);
  const running = await startEngine(engine, output.dir, { projectRoot: ROOT, plan, site, target });
  return { plan, output, running, files, asset, reference };
}

/**
 * The conformance suite of one engine: start the engine once over each site's output for the
 * engine's target (all sites at once, so a Location on another site can be followed there), send
 * the shared table and compare with resolve() (status, Location, served page), follow every
 * redirect once on the site it names (D3: one hop, never a second redirect), check each
 * allow-listed limitation really happens, check the security and cache headers, and run the
 * property test (no off-site Location, no extra hop). A missing engine skips with a message on a
 * laptop and fails with CI=true.
 */
export function conformanceSuite(engine: Engine): void {
  describeWithEngine(engine, `${engine} conformance`, () => {
    const runs = new Map<string, SiteRun>();
    beforeAll(async () => {
      const plan = await shippedPlan();
      for (const site of SITES) runs.set(site, await startSite(engine, plan, site));
    }, 360_000);

    afterAll(async () => {
      for (const run of runs.values()) {
        await run.running.stop();
        await run.output.cleanup();
        // Stopping the engine ends every process it started (nginx workers, wrangler's workerd).
        if (run.running.pid) expect(groupMembers(run.running.pid)).toEqual([]);
      }
    }, 120_000);

    for (const site of SITES) {
      describe(`site ${site}`, () => {
        let plan: SitePlan;
        let running: RunningEngine | undefined;
        let asset: string;
        let reference: Reference;
        /** The table's redirects that matched resolve(), kept by the shared-table test for the one-hop test. */
        let redirects: { row: ConformanceRequest; location: string }[] | undefined;

        beforeAll(() => {
          const run = runs.get(site);
          if (!run) throw new Error(`the ${engine} engine of site ${site} did not start`);
          ({ plan, running, asset, reference } = run);
        });

        it('answers the shared table like resolve(), or as an allow-listed host limitation', async () => {
          const engineUrl = running?.url ?? '';
          const table = conformanceRequests(plan, site, asset);
          expect(table.length).toBeGreaterThanOrEqual(150);
          expect(reference(asset).status, 'the table asks for a file the output has').toBe(200);
          const answers = await mapLimit(table, CONCURRENCY, (row) => fetchRaw(engineUrl, row.request));
          const unexplained: string[] = [];
          redirects = [];
          table.forEach((row, index) => {
            const actual = answers[index];
            const expected = reference(row.request);
            if (actual && sameAnswer(expected, actual, engineUrl)) {
              if (actual.location !== undefined) redirects?.push({ row, location: actual.location });
              return;
            }
            if (!actual || (engine !== 'reference' && allowedBy(engine, row.request, actual, expected, reference, engineUrl))) return;
            unexplained.push(`GET ${row.request} → ${describeAnswer(actual)}; resolve(): ${describeAnswer(expected)} (${row.why})`);
          });
          expect(unexplained).toEqual([]);
        }, 240_000);

        it('lands every redirect of the table in one hop (D3): its Location, asked once on the site it names, does not redirect again', async () => {
          const engineUrl = running?.url ?? '';
          const followed = redirects ?? [];
          expect(followed.length, 'the table has redirects (the shared-table test ran first)').toBeGreaterThanOrEqual(50);
          let crossSite = 0;
          const problems = await mapLimit(followed, CONCURRENCY, async ({ row, location }) => {
            const next = locationTarget(plan, site, location, engineUrl);
            if ('external' in next) return undefined;
            const run = runs.get(next.site);
            if (!run) return `GET ${row.request} → ${location}: no engine runs site ${next.site}`;
            if (next.site !== site) crossSite++;
            const answer = await fetchRaw(run.running.url, next.request);
            const expected = run.reference(next.request);
            const where = `GET ${row.request} → ${location}; then ${next.site} ${next.request} → ${describeAnswer(answer)}; resolve(): ${describeAnswer(expected)} (${row.why})`;
            if (answer.status >= 300 && answer.status < 400) return `second redirect: ${where}`;
            if (sameAnswer(expected, answer, run.running.url)) return undefined;
            if (engine !== 'reference' && allowedBy(engine, next.request, answer, expected, run.reference, run.running.url)) return undefined;
            return `differs from resolve(): ${where}`;
          });
          expect(problems.filter((problem) => problem !== undefined)).toEqual([]);
          expect(crossSite, 'redirects to another site were followed there').toBeGreaterThan(0);
        }, 240_000);

        const entries = ALLOW_LIST.filter((entry) => entry.engine === engine && entry.examples.some((example) => example.site === site));
        it.skipIf(entries.length === 0)('really shows each allow-listed limitation', async () => {
          const engineUrl = running?.url ?? '';
          for (const entry of entries) {
            for (const example of entry.examples.filter((candidate) => candidate.site === site)) {
              const actual = await fetchRaw(engineUrl, example.request);
              const expected = reference(example.request);
              const shown = `${entry.id}: GET ${example.request} → ${describeAnswer(actual)}; resolve(): ${describeAnswer(expected)}`;
              expect(entry.requests.test(example.request), shown).toBe(true);
              expect(sameAnswer(expected, actual, engineUrl), shown).toBe(false);
              expect(entry.answers(actual, expected, example.request, reference, engineUrl), shown).toBe(true);
            }
          }
        }, 60_000);

        it('sends the same security headers as every target, and the cache headers', async () => {
          const engineUrl = running?.url ?? '';
          const csp = contentSecurityPolicy(plan, site);
          const requestOf = (request: string) => (request === '/assets/*' ? asset : request);
          const exceptions = HEADER_EXCEPTIONS.filter((exception) => exception.engine === engine);
          const excepted = (path: string, header: string) => exceptions.some((exception) => requestOf(exception.request) === path && exception.header === header);
          for (const exception of exceptions) {
            const actual = (await fetchRaw(engineUrl, requestOf(exception.request))).headers[exception.header];
            expect(exception.value(actual), `${exception.id}: ${exception.header} of ${exception.request} is ${actual}`).toBe(true);
          }
          for (const path of ['/', '/no-such-page', asset, '/Pricing']) {
            if (excepted(path, 'content-security-policy')) continue;
            const { headers, status } = await fetchRaw(engineUrl, path);
            const where = `${engine} ${site} GET ${path} (${status})`;
            expect(headers['content-security-policy'], where).toBe(csp);
            expect(headers['content-security-policy'], where).not.toMatch(/script-src[^;]*'unsafe-inline'/);
            expect(headers['content-security-policy'], where).toContain("frame-ancestors 'none'");
            expect(headers['strict-transport-security'], where).toBe(HSTS);
            expect(headers['x-content-type-options'], where).toBe('nosniff');
            expect(headers['referrer-policy'], where).toBe('strict-origin-when-cross-origin');
          }
          if (!excepted(asset, 'cache-control')) expect((await fetchRaw(engineUrl, asset)).headers['cache-control']).toBe(IMMUTABLE);
          for (const path of ['/', '/sitemap.xml', '/builds/latest.json']) {
            expect((await fetchRaw(engineUrl, path)).headers['cache-control'], path).toMatch(/max-age=0, must-revalidate/);
          }
        }, 60_000);

        it('property: never a Location on an undeclared host, never more hops than resolve() plans', async () => {
          const engineUrl = running?.url ?? '';
          const origins = declaredOrigins(plan);
          await fc.assert(
            fc.asyncProperty(requestTargets(plan, site), async (request) => {
              const { hops, locations } = await engineHops(engineUrl, request);
              for (const location of locations) {
                const origin = locationOrigin(location, engineUrl);
                expect(origin === '' || origins.has(origin), `${request} → Location ${location}`).toBe(true);
              }
              expect(hops, `${request}: ${locations.join(' → ')}`).toBeLessThanOrEqual(plannedHops(plan, site, request));
            }),
            { numRuns: PROPERTY_RUNS },
          );
        }, 180_000);
      });
    }
  });
}
