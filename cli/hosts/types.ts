import type { DiagnosticData } from '../../manifest/diagnostics.ts';
import type { PlannedPage, PlanSite, RuleSet, SitePlan } from '../../manifest/plan/types.ts';

/** Every host the build can emit for, in the order `site build --target all` prints them. */
export const HOST_TARGETS = ['nginx', 'netlify', 'cloudflare', 'static'] as const;
export type HostTarget = (typeof HOST_TARGETS)[number];

/** A file of the host configuration, relative to the site root `dist/<site>/`. */
export interface HostFile {
  path: string;
  contents: string;
}

/**
 * A rendered page the host also needs under another file name (Cloudflare's and plain hosts'
 * top-level `404.html`). The build writes the HTML of `page` (a page path) again at `path`.
 */
export interface PageCopy {
  path: string;
  page: string;
}

/** How a target handles something its native configuration cannot express. */
export type Handling = 'worker' | 'meta-refresh' | 'expanded' | 'host-default' | 'dropped';

/** One thing the target cannot express natively, and what the printer did about it. */
export interface HostLimitation {
  /** Capability key of `CAPABILITIES` that is missing. */
  capability: string;
  /** Request pattern concerned: `/de/guide/*`, `/x/` (any path with a trailing slash). */
  request: string;
  handling: Handling;
  /** Plain sentence: why, and what a visitor gets. */
  reason: string;
  /** Rule ids concerned (empty for whole-site limits). */
  rules: string[];
}

/** Usage of one limited resource of the host. */
export interface Budget {
  name: string;
  used: number;
  limit: number;
}

/** The diagnostic codes of a refused host file. */
export type RefusedCode = 'HOST_BUDGET_EXCEEDED' | 'HOST_LINE_TOO_LONG' | 'HOST_UNSAFE_PATH';

/** A file the printer refuses to emit because the host would truncate or misread it. */
export interface RefusedFile {
  path: string;
  /** Permanent name of the problem. */
  code: RefusedCode;
  /** The code's data (see the catalog); message and hint are computed from it. */
  data: DiagnosticData<RefusedCode>;
  message: string;
  hint: string;
}

/** What `site check --target` prints: limits, budgets and refusals of one target for one site. */
export interface HostReport {
  target: HostTarget;
  site: string;
  limitations: HostLimitation[];
  budgets: Budget[];
  refused: RefusedFile[];
  /** Advice that does not block the build (an asset under /assets/ without a content hash). */
  warnings: string[];
}

/** The printed host configuration of one site: files to write, page copies, and the report. */
export interface HostOutput {
  files: HostFile[];
  pageCopies: PageCopy[];
  report: HostReport;
}

export interface PrintOptions {
  /** Site-relative paths of the non-page files of the build (`/assets/core-1a2b3c4d.js`). */
  assets?: readonly string[];
  /** The compiled Cloudflare worker (`bundleWorker(root)`); required by the `cloudflare` target. */
  workerCode?: string;
  /** Where and how the nginx server block is deployed (`site build --nginx-root`, `--nginx-listen`). */
  nginx?: NginxDeploy;
}

/**
 * The deployment lines of the nginx server block. Server names are not here: they come from the
 * manifest's origins (`manifest/site/domains.ts`), the one place domains live.
 */
export interface NginxDeploy {
  /** `root` of each site; `{site}` is replaced by the site id. Default `/var/www/{site}`. */
  root?: string;
  /** One `listen` line each (`80`, `127.0.0.1:8080`, `443 ssl`). Default `['80']`. */
  listen?: readonly string[];
}

/** Everything a printer reads: the plan, the site, its rule set and pages. Pure data. */
export interface HostInput {
  plan: SitePlan;
  site: PlanSite;
  ruleSet: RuleSet;
  pages: readonly PlannedPage[];
  assets: readonly string[];
  /** The compiled Cloudflare worker, when the caller bundled it. */
  workerCode?: string;
  /** The nginx deployment lines (defaults when absent). */
  nginx?: NginxDeploy;
}

/** A printer: one per target, pure (no I/O). */
export type HostPrinter = (input: HostInput) => HostOutput;
