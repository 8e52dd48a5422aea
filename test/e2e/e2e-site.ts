/**
 * The site under test: the shipped project built by `buildSite` with every third party pointed at
 * a stand-in on loopback (fresh RSA keys per run), the `main` site served by the reference engine
 * (`site serve`'s default), and Chromium locked to loopback. One per test file, in `beforeAll`;
 * `close()` stops whatever was started, also after a failed start.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { buildSite } from '../../cli/build/build.ts';
import { type StandIn, withStandIn } from '../../cli/build/views/stand-in.ts';
import { loadProject } from '../../cli/project.ts';
import { startEngine, type RunningEngine } from '../../cli/serve/engines.ts';
import type { SitePlan } from '../../manifest/plan/types.ts';
import { ROOT } from '../support/temp-project.ts';
import { launchChromium } from './browser.ts';
import { startStandInApi, type StandInApi } from './stand-in-api.ts';
import { generateTestKeyPair } from './stand-in-crypto.ts';

/** Generous: a full build takes 20–60 s on a 2-core machine, more when files build in parallel. */
export const E2E_SETUP_TIMEOUT_MS = 240_000;

/** Where screenshots and other artifacts go (git-ignored). */
export const ARTIFACTS_DIR = join(ROOT, 'test-results', 'e2e');

/** A started site. */
export interface E2eSite {
  /** `http://127.0.0.1:PORT` of the reference engine serving `dist/main`. */
  url: string;
  standIn: StandInApi;
  /** The plan with the stand-in in place of every third party (what the build and engine used). */
  plan: SitePlan;
  browser: Browser;
  /** The built output (`<outDir>/main`, `<outDir>/zh`, …). */
  outDir: string;
}

/** Builds, serves and launches; `close` undoes everything that was started. */
export function createE2eSite(): { start(): Promise<E2eSite>; close(): Promise<void> } {
  let temp: string | undefined;
  let standIn: StandInApi | undefined;
  let engine: RunningEngine | undefined;
  let browser: Browser | undefined;
  return {
    async start() {
      browser = await launchChromium(); // first: without Chromium there is no point in building
      temp = await mkdtemp(join(tmpdir(), 'site-e2e-'));
      const analyticsKeys = generateTestKeyPair();
      const oneTapKeys = generateTestKeyPair();
      standIn = await startStandInApi({ analyticsPrivateKey: analyticsKeys.privateKey, oneTapPrivateKey: oneTapKeys.privateKey });
      const project = await loadProject(ROOT);
      if (!project.plan) throw new Error(`the shipped manifest does not plan: ${project.diagnostics.map((d) => d.message).join('; ')}`);
      const outDir = join(temp, 'dist');
      const thirdParties: StandIn = { origin: standIn.origin, analyticsPublicKey: analyticsKeys.publicKey, oneTapPublicKey: oneTapKeys.publicKey };
      // Encoded images come from the shared cache (content-addressed, atomic writes): the global
      // setup's build filled it, so the e2e files do not each encode the images again.
      const imageCacheDir = join(ROOT, 'node_modules', '.cache', 'site', 'build', 'images');
      const outcome = await buildSite(project, { write: true, outDir, cacheDir: join(temp, 'cache'), imageCacheDir, workers: 0, standIn: thirdParties });
      if (!outcome.ok) {
        const errors = outcome.diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.code}: ${d.message} (${d.file ?? ''})`);
        throw new Error(`the build failed:\n${errors.join('\n')}`);
      }
      // The engine gets the same stand-in plan as the build, so its Content-Security-Policy names the
      // stand-in where production names the real third parties (as `site serve --mock-api` does).
      const plan = withStandIn(project.plan, thirdParties);
      engine = await startEngine('reference', join(outDir, 'main'), { plan, site: 'main', projectRoot: ROOT });
      return { url: engine.url, standIn, plan, browser, outDir };
    },
    async close() {
      const results = await Promise.allSettled([browser?.close(), engine?.stop(), standIn?.close()]);
      if (temp) await rm(temp, { recursive: true, force: true });
      const failed = results.find((result) => result.status === 'rejected');
      if (failed) throw failed.reason;
    },
  };
}
