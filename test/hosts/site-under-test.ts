import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadProject } from '../../cli/project.ts';
import type { HostTarget } from '../../cli/hosts/types.ts';
import type { SitePlan } from '../../manifest/plan/types.ts';
import { inject } from 'vitest';
import { writeFixtureSite } from './fixture-site.ts';

/** Repository root. */
export const ROOT = join(import.meta.dirname, '..', '..');

let planned: Promise<SitePlan> | undefined;

/** The plan of the shipped manifest (loaded once per test file). */
export function shippedPlan(): Promise<SitePlan> {
  planned ??= loadProject(ROOT).then((project) => {
    if (!project.plan) throw new Error(`the shipped manifest does not plan: ${project.diagnostics.map((d) => d.message).join('; ')}`);
    return project.plan;
  });
  return planned;
}

/** A site root for the suite, and how to remove it. */
export interface SiteUnderTest {
  dir: string;
  cleanup(): Promise<void>;
}

/**
 * The site root the engines serve: the real output of `site build --target <target>` from the
 * suite's global setup (`test/global-setup.ts`), served in place. With `HOSTS_FIXTURE=1` (or when a
 * test file runs without the global setup) a fixture tree is written instead: tiny pages at
 * `pageFile`, the host files of `printHost`.
 */
export async function prepareSite(plan: SitePlan, site: string, target: HostTarget): Promise<SiteUnderTest> {
  const built = process.env.HOSTS_FIXTURE ? undefined : builtSiteDir();
  if (built) return { dir: join(built, target, site), cleanup: async () => undefined };
  const dir = await mkdtemp(join(tmpdir(), `site-${target}-${site}-`));
  await chmod(dir, 0o755); // nginx workers run as another user when the tests run as root
  await writeFixtureSite(dir, plan, site, target);
  return { dir, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

function builtSiteDir(): string | undefined {
  try {
    return inject('builtSite').dir;
  } catch {
    return undefined;
  }
}
