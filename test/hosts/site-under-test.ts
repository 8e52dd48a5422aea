import { chmod, cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { printHost } from '../../cli/hosts/index.ts';
import { pageFile } from '../../cli/hosts/page-file.ts';
import { listSiteFiles } from '../../cli/serve/site-files.ts';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadProject } from '../../cli/project.ts';
import type { HostTarget } from '../../cli/hosts/types.ts';
import type { SitePlan } from '../../manifest/plan/types.ts';
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
 * The site root the engines serve. Today: the fixture (tiny pages at `pageFile`, host files from
 * `printHost`), or with `HOSTS_BUILT_SITE=dist` a copy of a real `site build` output plus the host
 * files. When `site build --target T` writes the host files itself, replace the fixture line with
 * the build's output for `target` and `site`.
 */
export async function prepareSite(plan: SitePlan, site: string, target: HostTarget): Promise<SiteUnderTest> {
  const dir = await mkdtemp(join(tmpdir(), `site-${target}-${site}-`));
  await chmod(dir, 0o755); // nginx workers run as another user when the tests run as root
  const built = process.env.HOSTS_BUILT_SITE;
  if (built) await copyBuiltSite(join(ROOT, built, site), dir, plan, site, target);
  else await writeFixtureSite(dir, plan, site, target);
  return { dir, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

/** A copy of a built site root (`dist/<site>`) with the host files and page copies of `target` added, as `site build --target` will write it. */
async function copyBuiltSite(from: string, dir: string, plan: SitePlan, site: string, target: HostTarget): Promise<void> {
  await cp(from, dir, { recursive: true });
  const pages = new Set(plan.pages.filter((page) => page.site === site).map((page) => `/${pageFile(target, page.path)}`));
  const assets = [...(await listSiteFiles(dir))].filter((path) => !pages.has(path));
  const output = printHost(target, plan, site, { assets });
  for (const file of output.files) {
    await mkdir(dirname(join(dir, file.path)), { recursive: true });
    await writeFile(join(dir, file.path), file.contents);
  }
  for (const copy of output.pageCopies) await writeFile(join(dir, copy.path), await readFile(join(dir, pageFile(target, copy.page))));
}
