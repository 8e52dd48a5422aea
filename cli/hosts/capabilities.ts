import { formatTable } from '../report/table.ts';
import { HOST_TARGETS, type HostTarget } from './types.ts';

/** How a target supports a feature of the rule set. */
export type Support = 'native' | 'worker' | 'expanded' | 'meta-refresh' | 'partial' | 'none';

/** One cell of the capability table. */
export interface CapabilityCell {
  support: Support;
  note: string;
}

/** One row: a feature of the rule set and how every target handles it. */
export interface Capability {
  key: CapabilityKey;
  title: string;
  cells: Record<HostTarget, CapabilityCell>;
}

export type CapabilityKey =
  | 'exact-redirect'
  | 'prefix-redirect'
  | 'case-sensitive'
  | 'colon-path'
  | 'encoded-path'
  | 'query'
  | 'home-query-slash'
  | 'trailing-slash'
  | 'html-suffix'
  | 'slashes'
  | 'own-locale-prefix'
  | 'not-found'
  | 'error-502'
  | 'headers';

const cell = (support: Support, note: string): CapabilityCell => ({ support, note });

/**
 * What each target can express, measured on the real engines (nginx 1.22, wrangler 4.86
 * `pages dev`, netlify-redirector 0.5 + the netlify-cli 26.2 request handling). The README prints
 * this table; printers cite its keys in their reports.
 */
export const CAPABILITIES: readonly Capability[] = [
  {
    key: 'exact-redirect',
    title: 'exact-path 301/302',
    cells: {
      nginx: cell('native', '`location =` (case-sensitive, unlike `map` string keys)'),
      netlify: cell('native', '`_redirects` line, `!` when a file would shadow it'),
      cloudflare: cell('native', 'static `_redirects` line, hoisted above dynamic rules when that keeps the winner'),
      static: cell('meta-refresh', '200 page with `<meta http-equiv="refresh">`, canonical and noindex'),
    },
  },
  {
    key: 'prefix-redirect',
    title: 'prefix (splat) redirect',
    cells: {
      nginx: cell('native', 'regex `location`, in rule order'),
      netlify: cell('native', '`/x/*`, `/x-*`; `/x/*` also matches `/x`'),
      cloudflare: cell('native', 'dynamic `_redirects` line (100 at most); the rest in `_worker.js`'),
      static: cell('none', 'no concrete source path: the host answers 404'),
    },
  },
  {
    key: 'case-sensitive',
    title: 'case-only redirect (`/Pricing` → `/pricing`)',
    cells: {
      nginx: cell('native', '`location =` is case-sensitive on Linux'),
      netlify: cell('partial', 'works on the matcher; Netlify production was reported to serve files case-insensitively, which would shadow the rule (harmless: the page answers)'),
      cloudflare: cell('native', 'matching is case-sensitive'),
      static: cell('none', '`Pricing.html` and `pricing.html` collide on case-insensitive file systems: dropped'),
    },
  },
  {
    key: 'colon-path',
    title: 'colon in a source path',
    cells: {
      nginx: cell('native', 'literal'),
      netlify: cell('native', 'a colon inside a segment is literal'),
      cloudflare: cell('worker', '`:name` is a placeholder anywhere in a `_redirects` source'),
      static: cell('meta-refresh', 'file name with a colon (POSIX hosts)'),
    },
  },
  {
    key: 'encoded-path',
    title: 'percent-encoded request (`%3A`)',
    cells: {
      nginx: cell('native', '`$uri` is decoded (also `%2F`, see limitations)'),
      netlify: cell('native', 'the request path is decoded before matching'),
      cloudflare: cell('worker', '`_redirects` matches the raw path; the worker decodes and asks again'),
      static: cell('partial', 'host decodes for the file lookup'),
    },
  },
  {
    key: 'query',
    title: 'query kept / dropped',
    cells: {
      nginx: cell('native', '`$is_args$args`'),
      netlify: cell('native', 'kept unless the target has its own query (re-serialised by the CLI)'),
      cloudflare: cell('native', 'kept unless the target has its own query'),
      static: cell('none', 'a meta refresh cannot forward the query'),
    },
  },
  {
    key: 'home-query-slash',
    title: 'prefixed home with a query (`/de?x` → `/de/?x`)',
    cells: {
      nginx: cell('native', 'raw-URI check'),
      netlify: cell('none', '`_redirects` cannot match "any query": `/de?x` answers 200, redirect targets stay `/de?x`'),
      cloudflare: cell('worker', 'the worker adds the slash, also to `_redirects` Locations'),
      static: cell('none', 'host default'),
    },
  },
  {
    key: 'trailing-slash',
    title: 'trailing slash → 301',
    cells: {
      nginx: cell('native', 'captured from `$request_uri`'),
      netlify: cell('none', 'the matcher ignores trailing slashes, so a slash rule would loop; `/x/` answers like `/x`'),
      cloudflare: cell('worker', 'replaces the built-in 308'),
      static: cell('none', 'host default'),
    },
  },
  {
    key: 'html-suffix',
    title: '`.html` suffix → 301',
    cells: {
      nginx: cell('native', 'captured from `$request_uri`'),
      netlify: cell('expanded', 'one forced rule per page and per exact rule'),
      cloudflare: cell('worker', 'replaces the built-in 308'),
      static: cell('none', 'host default'),
    },
  },
  {
    key: 'slashes',
    title: 'duplicate slashes and backslashes',
    cells: {
      nginx: cell('native', '`merge_slashes` and rewrites'),
      netlify: cell('none', 'not normalised'),
      cloudflare: cell('worker', 'the worker normalises (WHATWG URL already turns `\\` into `/`)'),
      static: cell('none', 'host default'),
    },
  },
  {
    key: 'own-locale-prefix',
    title: 'own bare locale under its prefix (`/en/x` → `/x`)',
    cells: {
      nginx: cell('native', 'rewrite, composed with the rules'),
      netlify: cell('expanded', "one rule per page and rule of the site's bare locale; other paths 404"),
      cloudflare: cell('worker', 'composed with `_redirects` in one hop'),
      static: cell('partial', 'only the bare prefix (`/en`)'),
    },
  },
  {
    key: 'not-found',
    title: "404 with the locale's page",
    cells: {
      nginx: cell('native', '`error_page 404`, page chosen by prefix'),
      netlify: cell('native', '`/de/* /de/error/404 404` rules (unforced: files win)'),
      cloudflare: cell('worker', 'the worker serves the locale 404 page; a top-level `404.html` keeps SPA mode off'),
      static: cell('partial', 'top-level `404.html` (catch-all locale) only'),
    },
  },
  {
    key: 'error-502',
    title: '502 page',
    cells: {
      nginx: cell('native', '`error_page 502` (when nginx proxies)'),
      netlify: cell('none', 'no upstream; not applicable'),
      cloudflare: cell('none', 'no upstream; not applicable'),
      static: cell('none', 'not applicable'),
    },
  },
  {
    key: 'headers',
    title: 'security and cache headers',
    cells: {
      nginx: cell('native', '`add_header … always`'),
      netlify: cell('native', '`_headers` (netlify-cli drops them on redirects and overrides their Cache-Control)'),
      cloudflare: cell('native', '`_headers`; the worker adds them to its own responses'),
      static: cell('none', 'no header file: configure the host'),
    },
  },
];

/** A limited resource of a host. */
export interface BudgetLimit {
  name: string;
  limit: number;
  note: string;
}

/** Documented limits per target (Cloudflare's are enforced by wrangler; Netlify's is guidance). */
export const BUDGET_LIMITS: Record<HostTarget, readonly BudgetLimit[]> = {
  nginx: [],
  netlify: [{ name: '_redirects rules', limit: 10_000, note: 'Netlify: larger rule sets may fail to deploy' }],
  cloudflare: [
    { name: '_redirects static rules', limit: 2_000, note: 'static rules before the first dynamic one' },
    { name: '_redirects dynamic rules', limit: 100, note: 'the 101st drops the rest of the file' },
    { name: '_redirects line length', limit: 1_000, note: 'characters per line (documented)' },
    { name: '_headers rules', limit: 100, note: 'path blocks' },
    { name: '_headers line length', limit: 2_000, note: 'characters per line' },
    { name: '_routes.json rules', limit: 100, note: 'include and exclude together' },
    { name: '_routes.json rule length', limit: 100, note: 'characters per rule' },
  ],
  static: [],
};

/** The capability row of a key. */
export function capability(key: CapabilityKey): Capability {
  const row = CAPABILITIES.find((candidate) => candidate.key === key);
  if (!row) throw new Error(`Unknown capability "${key}"`);
  return row;
}

/** The capability table as Markdown (the README's copy is checked against it). */
export function formatCapabilityTable(): string {
  const rows = CAPABILITIES.map((row) => [row.title, ...HOST_TARGETS.map((target) => `${row.cells[target].support}: ${row.cells[target].note}`)]);
  return formatTable(['feature', ...HOST_TARGETS], rows, 'md');
}
