import type { SitePlan } from '../../manifest/plan/types.ts';
import { unhashedAssets } from './cache-headers.ts';
import { printCloudflare } from './cloudflare.ts';
import { printNetlify } from './netlify.ts';
import { printNginx } from './nginx.ts';
import { printStatic } from './static.ts';
import type { HostOutput, HostPrinter, HostTarget, PrintOptions } from './types.ts';

export { CAPABILITIES, BUDGET_LIMITS } from './capabilities.ts';
export { pageFile } from './page-file.ts';
export { HOST_TARGETS } from './types.ts';
export type { HostFile, HostOutput, HostReport, HostTarget, NginxDeploy, PageCopy, PrintOptions } from './types.ts';

/** One printer per target. */
export const PRINTERS = {
  nginx: printNginx,
  netlify: printNetlify,
  cloudflare: printCloudflare,
  static: printStatic,
} as const satisfies Record<HostTarget, HostPrinter>;

/**
 * The host configuration of one site for one target: files to write into `dist/<site>/`, pages to
 * copy, and the report (what the target cannot express, budgets, refused files). Pure: a file the
 * host would truncate or misread is left out and listed in `report.refused`. The `cloudflare`
 * target needs `options.workerCode`, the compiled worker of `bundleWorker()` (the one step that
 * reads files, done once by the caller).
 */
export function printHost(target: HostTarget, plan: SitePlan, siteId: string, options: PrintOptions = {}): HostOutput {
  const site = plan.sites.find((candidate) => candidate.id === siteId);
  const ruleSet = plan.ruleSets[siteId];
  if (!site || !ruleSet) throw new Error(`Unknown site "${siteId}"; sites: ${plan.sites.map((candidate) => candidate.id).join(', ')}`);
  const assets = [...(options.assets ?? [])].sort();
  const output = PRINTERS[target]({ plan, site, ruleSet, pages: plan.pages.filter((page) => page.site === siteId), assets, workerCode: options.workerCode, ...(options.nginx ? { nginx: options.nginx } : {}) });
  for (const path of unhashedAssets(assets)) {
    output.report.warnings.push(`${path} is under /assets/ but has no content hash in its name; it is served as immutable and would stay cached after it changes.`);
  }
  return output;
}
