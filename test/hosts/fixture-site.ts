import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { workerCodeFor } from '../../cli/hosts/bundle-worker.ts';
import { printHost } from '../../cli/hosts/index.ts';
import { pageFile } from '../../cli/hosts/page-file.ts';
import type { HostReport, HostTarget } from '../../cli/hosts/types.ts';
import type { PlannedPage, SitePlan } from '../../manifest/plan/types.ts';
import { LATEST_BUILD } from '../../cli/build/views/build-meta.ts';

/** The non-page files of the fixture (what a build has besides pages): one hashed asset, the usual root files. */
export const FIXTURE_ASSETS: Record<string, string> = {
  '/assets/core-1a2b3c4d.js': 'export {};\n',
  '/robots.txt': 'User-agent: *\nAllow: /\n',
  '/sitemap.xml': '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"></sitemapindex>\n',
  '/builds/latest.json': '{"buildId":"fixture"}\n',
};

/** A tiny page that says which page it is (`data-page`), so a test can tell which file a host served. */
export function fixturePage(page: PlannedPage): string {
  return `<!doctype html>\n<html lang="${page.locale}"><head><meta charset="utf-8"><title>${page.path}</title><link rel="canonical" href="${page.url}"></head><body data-page="${page.path}">page:${page.path}</body></html>\n`;
}

/** A site root written for one target, and what was written. */
export interface FixtureSite {
  dir: string;
  target: HostTarget;
  site: string;
  report: HostReport;
}

/**
 * Writes a site root the way `site build --target T` lays it out: every planned page of the site
 * at `pageFile(target, path)`, the fixture assets, the host files of `printHost`, and its page copies.
 * The conformance suite serves it with `HOSTS_FIXTURE=1`, or when a test file runs without the global setup (see `site-under-test.ts`).
 */
export async function writeFixtureSite(dir: string, plan: SitePlan, siteId: string, target: HostTarget): Promise<FixtureSite> {
  const write = async (path: string, contents: string) => {
    const file = join(dir, path);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, contents);
  };
  const pages = plan.pages.filter((page) => page.site === siteId);
  const byPath = new Map(pages.map((page) => [page.path, page]));
  for (const page of pages) await write(pageFile(target, page.path), fixturePage(page));
  for (const [path, contents] of Object.entries(FIXTURE_ASSETS)) await write(path, contents);
  const output = printHost(target, plan, siteId, { assets: Object.keys(FIXTURE_ASSETS), workerCode: await workerCodeFor(target, join(import.meta.dirname, '..', '..')) });
  for (const file of output.files) await write(file.path, file.contents);
  for (const copy of output.pageCopies) {
    const page = byPath.get(copy.page);
    if (page) await write(copy.path, fixturePage(page));
  }
  // The build's marker of a site root, which `site serve` looks for (`cli/serve/built-target.ts`).
  await write(LATEST_BUILD, `${JSON.stringify({ id: 'fixture', timestamp: 0 })}\n`);
  return { dir, target, site: siteId, report: output.report };
}
