/**
 * Property: the compiled Cloudflare worker, running in workerd behind `wrangler pages dev` over the
 * real `site build --target cloudflare` output, answers every generated request like resolve() —
 * status, Location (RFC 3986-normalised), the page served for 200, the locale's 404 page — or as
 * a documented Cloudflare limitation of `allow-list.ts`. At least 2,000 distinct requests per site
 * (`variedRequestTargets`: rule sources and pages with locale prefixes, encoded characters, colons,
 * slashes, backslashes, `.html`, trailing slashes, queries), from a fixed seed so that CI sees the
 * same requests every run. `WORKER_PROPERTY_SEED` and `WORKER_PROPERTY_RUNS` explore further.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEngine } from '../../cli/serve/engines.ts';
import type { RunningEngine } from '../../cli/serve/engine-types.ts';
import type { ReferenceAnswer } from '../../cli/serve/reference-answer.ts';
import { listSiteFiles } from '../../cli/serve/site-files.ts';
import type { SitePlan } from '../../manifest/plan/types.ts';
import { describeWithEngine } from '../support/describe-with-engine.ts';
import { allowedBy } from './allow-list.ts';
import { describeAnswer, sameAnswer, siteReference } from './compare.ts';
import { SITES } from './conformance-suite.ts';
import { distinctSample, variedRequestTargets } from './generated-paths.ts';
import { fetchRaw, mapLimit } from './http-client.ts';
import { groupMembers } from './process-table.ts';
import { prepareSite, ROOT, shippedPlan, type SiteUnderTest } from './site-under-test.ts';

/** The fixed seed; a failure prints it with the command that replays it. */
const SEED = Number(process.env.WORKER_PROPERTY_SEED ?? 20_251_124);

/** Distinct requests per site. */
const RUNS = Math.max(2_000, Number(process.env.WORKER_PROPERTY_RUNS ?? 0));

/** Requests in flight: enough to overlap I/O, few enough for two cores. */
const CONCURRENCY = 6;

/** Differences listed in a failure message (all are counted). */
const SHOWN = 40;

/** How many answers of each kind resolve() gives for the sample: the property must not pass on 404s alone. */
function tally(answers: readonly ReferenceAnswer[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const answer of answers) {
    const kind = 'location' in answer ? String(answer.status) : 'file' in answer ? 'file' : `${answer.status}`;
    counts[kind] = (counts[kind] ?? 0) + 1;
  }
  return counts;
}

describeWithEngine('cloudflare', 'compiled Cloudflare worker in workerd vs resolve()', () => {
  for (const site of SITES) {
    describe(`site ${site}`, () => {
      let plan: SitePlan;
      let output: SiteUnderTest | undefined;
      let running: RunningEngine | undefined;
      let files: Set<string>;

      beforeAll(async () => {
        plan = await shippedPlan();
        output = await prepareSite(plan, site, 'cloudflare');
        files = await listSiteFiles(output.dir);
        const start = () => startEngine('cloudflare', output?.dir ?? '', { projectRoot: ROOT, plan, site, target: 'cloudflare' });
        // The harness picks free ports before wrangler binds them; wrangler's own ephemeral sockets
        // can take one in between ("Address already in use"). One more try with new ports.
        running = await start().catch((error: unknown) => {
          if (/Address already in use/.test(String(error))) return start();
          throw error;
        });
      }, 120_000);

      afterAll(async () => {
        await running?.stop();
        await output?.cleanup();
        if (running?.pid) expect(groupMembers(running.pid)).toEqual([]);
      }, 60_000);

      it(`answers ${RUNS} generated requests like resolve(), or as an allow-listed limitation (seed ${SEED})`, async () => {
        const engineUrl = running?.url ?? '';
        const reference = siteReference(plan, site, 'cloudflare', files);
        const requests = distinctSample(variedRequestTargets(plan, site), SEED, RUNS);
        expect(requests).toHaveLength(RUNS);

        const started = performance.now();
        const answers = await mapLimit(requests, CONCURRENCY, (request) => fetchRaw(engineUrl, request));
        const seconds = (performance.now() - started) / 1000;

        const expected = requests.map(reference);
        const allowed = new Map<string, number>();
        const unexplained: string[] = [];
        requests.forEach((request, index) => {
          const actual = answers[index];
          const wanted = expected[index];
          if (!actual || !wanted || sameAnswer(wanted, actual, engineUrl)) return;
          const entry = allowedBy('cloudflare', request, actual, wanted, reference, engineUrl);
          if (entry) allowed.set(entry.id, (allowed.get(entry.id) ?? 0) + 1);
          else unexplained.push(`GET ${request} → ${describeAnswer(actual)}; resolve(): ${describeAnswer(wanted)}`);
        });

        const summary = `${site}: ${RUNS} requests (seed ${SEED}) in ${seconds.toFixed(1)} s; resolve() answers ${JSON.stringify(tally(expected))}; allow-listed ${JSON.stringify(Object.fromEntries(allowed))}`;
        const replay = `WORKER_PROPERTY_SEED=${SEED} WORKER_PROPERTY_RUNS=${RUNS} npx vitest run test/hosts/worker-property.test.ts`;
        expect(unexplained, `${summary}\n${unexplained.length} unexplained differences (first ${SHOWN} below); replay: ${replay}\n${unexplained.slice(0, SHOWN).join('\n')}`).toEqual([]);

        // The sample reaches every kind of answer, so the comparison above is not vacuous.
        const counts = tally(expected);
        for (const kind of ['200', '301', '404']) expect(counts[kind] ?? 0, `${summary}: too few ${kind} answers`).toBeGreaterThanOrEqual(100);
        if (site === 'main') expect(counts['302'] ?? 0, summary).toBeGreaterThanOrEqual(50);
        if (process.env.WORKER_PROPERTY_VERBOSE) console.info(summary);
      }, 300_000);
    });
  }
});
