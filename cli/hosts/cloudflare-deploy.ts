import type { PlanSite, Rule, SitePlan } from '../../manifest/plan/types.ts';

/** Cloudflare's limits for `_routes.json`: include and exclude rules together, and characters per rule. */
const ROUTES_LIMIT = 100;
const ROUTE_LENGTH_LIMIT = 100;
/** The Workers runtime date the printed `wrangler.toml` pins (the one the conformance suite runs). */
const COMPATIBILITY_DATE = '2025-01-01';
/** Where the printed wrangler configuration goes in the site root (served as 404 by the worker). */
export const WRANGLER_TOML = 'wrangler.toml';

/** `_routes.json`: which requests invoke the worker. */
export interface CloudflareRoutes {
  version: 1;
  description: string;
  include: string[];
  exclude: string[];
}

/** True when a redirect rule could match a path at or below `path` (`/assets/` folder, or one file). */
function ruleTouches(rule: Rule, path: string, folder: boolean): boolean {
  const matched = rule.match.type === 'prefix' ? rule.match.prefix : rule.match.path;
  if (rule.match.type === 'exact') return folder ? matched.startsWith(path) : matched === path;
  if (rule.match.type === 'segment') return folder ? matched.startsWith(path) || path.startsWith(`${matched}/`) : path === matched || path.startsWith(`${matched}/`);
  return folder ? matched.startsWith(path) || path.startsWith(matched) : path.startsWith(matched);
}

/**
 * Keeps the site's static files off the worker (Workers bill per request): every top-level folder
 * of non-page files (`/assets/*`: hashed scripts, styles, images; `/builds/*`) and every
 * top-level non-page file (`/robots.txt`, the sitemaps), unless a redirect rule could match it.
 * Pages stay on the worker (it composes `.html`, trailing-slash and locale rules in one hop),
 * and so does everything else. Excluded files still get `_headers`. When the list would pass
 * Cloudflare's 100 rules, only the folders are excluded.
 */
export function printCloudflareRoutes(assets: readonly string[], rules: readonly Rule[], banner: string): CloudflareRoutes {
  const folders = new Set<string>();
  const files = new Set<string>();
  for (const path of assets) {
    const slash = path.indexOf('/', 1);
    if (slash > 0) folders.add(path.slice(0, slash + 1));
    else files.add(path);
  }
  const safeFolders = [...folders].filter((folder) => !rules.some((rule) => ruleTouches(rule, folder, true))).sort().map((folder) => `${folder}*`);
  const safeFiles = [...files].filter((file) => !rules.some((rule) => ruleTouches(rule, file, false)) && file !== `/${WRANGLER_TOML}`).sort();
  const fits = (list: string[]) => list.length + 1 <= ROUTES_LIMIT && list.every((rule) => rule.length <= ROUTE_LENGTH_LIMIT);
  const exclude = fits([...safeFolders, ...safeFiles]) ? [...safeFolders, ...safeFiles] : safeFolders.filter((rule) => rule.length <= ROUTE_LENGTH_LIMIT).slice(0, ROUTES_LIMIT - 1);
  return { version: 1, description: banner, include: ['/*'], exclude };
}

/** A Pages project name: lowercase letters, digits and dashes, at most 58 characters. */
function projectName(plan: SitePlan, site: PlanSite): string {
  const brand = plan.manifest.brand.name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  return `${brand || 'site'}-${site.id}`.slice(0, 58).replace(/-+$/, '');
}

/**
 * `wrangler.toml` for `wrangler pages deploy` (and `wrangler pages dev`) run inside `dist/<site>/`:
 * the project name (brand and site id), the output folder (`.`, this folder) and the pinned
 * compatibility date. The worker answers 404 for it, so deploying it with the site leaks nothing.
 */
export function printWranglerToml(plan: SitePlan, site: PlanSite, banner: string): string {
  return [
    `# ${banner}`,
    `# Deploy: cd dist/${site.id} && npx wrangler pages deploy (the Pages project "${projectName(plan, site)}" serves ${site.origin}).`,
    `name = "${projectName(plan, site)}"`,
    'pages_build_output_dir = "."',
    `compatibility_date = "${COMPATIBILITY_DATE}"`,
    '',
  ].join('\n');
}
