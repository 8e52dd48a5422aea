import { type Diagnostic, diagnostic } from '../../../manifest/diagnostics.ts';
import type { SitePlan } from '../../../manifest/plan/types.ts';
import { printHost } from '../../hosts/index.ts';
import type { HostTarget, NginxDeploy } from '../../hosts/types.ts';
import type { OutputFile } from '../output.ts';
import { memoOn } from '../memo.ts';
import { buildMetaFiles } from './build-meta.ts';
import { rootFavicon } from './favicon.ts';
import { sitemapFiles } from './sitemaps.ts';

/** A site's files besides its pages, and the pages the host needs a second copy of. */
export interface SiteFiles {
  files: OutputFile[];
  /** `{ path, page }`: a copy of the page at `page` (its path) under `path`. */
  pageCopies: { path: string; page: string }[];
  diagnostics: Diagnostic[];
}

/** The day a build's sitemaps give as every file's `lastmod`. */
export function sitemapDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** A site's sitemaps on this day: a function of the plan (kept with it, for `site dev`). */
export function siteSitemaps(plan: SitePlan, siteId: string, day: string): OutputFile[] {
  return memoOn(plan, `sitemaps ${siteId} ${day}`, () => sitemapFiles(plan, siteId, day));
}

/**
 * Sitemaps, build meta, the shared files and the host files of one site. Pure. `sitemaps` are the
 * site's sitemaps when the caller has them (a one-shot build that kept their hashes, whose files'
 * contents are made only if a file cannot be linked from the last tree).
 */
export function siteFiles(plan: SitePlan, siteId: string, build: { id: string; now: Date; target: HostTarget; shared: readonly OutputFile[]; pageIds: ReadonlyMap<string, string>; workerCode?: string; nginx?: NginxDeploy; sitemaps?: readonly OutputFile[] }): SiteFiles {
  const files: OutputFile[] = [
    ...build.shared,
    ...rootFavicon(build.shared),
    ...(build.sitemaps ?? siteSitemaps(plan, siteId, sitemapDay(build.now))),
    ...buildMetaFiles(plan.pages.filter((page) => page.site === siteId), plan.ruleSets[siteId], build),
  ];
  const options = { assets: files.map((file) => `/${file.path}`), ...(build.workerCode ? { workerCode: build.workerCode } : {}), ...(build.nginx ? { nginx: build.nginx } : {}) };
  // A function of the plan and these options: the same plan (site dev after a body edit) prints the same files.
  const host = memoOn(plan, `host ${build.target} ${siteId} ${JSON.stringify(options)}`, () => printHost(build.target, plan, siteId, options));
  const diagnostics = host.report.refused.map((refused) => {
    const refusal = diagnostic(refused.code, refused.data, { file: `dist/${siteId}/${refused.path}` });
    return { ...refusal, message: `${build.target} (${siteId}): ${refusal.message}` };
  });
  return { files: [...files, ...host.files], pageCopies: host.pageCopies, diagnostics };
}
