/** Where content-hashed build files live; everything under it is served as immutable. */
export const ASSETS_PREFIX = '/assets/';

/** Cache-Control of content-hashed files: a year, never revalidated (a new build has new names). */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Cache-Control of everything else (HTML, sitemaps, robots.txt, `/builds/latest.json`): cacheable,
 * but revalidated on every use, so a new build shows at once and build polling sees it (spec 4).
 * Netlify and Cloudflare Pages send exactly this by default.
 */
export const REVALIDATE = 'public, max-age=0, must-revalidate';

/** A content hash in a file name: `core-1a2b3c4d.js`, `logo.5f3e2a1b.svg` (8+ base-36/64url characters). */
const HASHED = /[.-][A-Za-z0-9_]{8,}\.[a-z0-9]+$/;

/** The Cache-Control a site path gets. */
export function cacheControlFor(path: string): string {
  return path.startsWith(ASSETS_PREFIX) ? IMMUTABLE : REVALIDATE;
}

/** Files under `/assets/` whose name carries no content hash: they would be cached forever while their content changes. */
export function unhashedAssets(assets: readonly string[]): string[] {
  return assets.filter((path) => path.startsWith(ASSETS_PREFIX) && !HASHED.test(path));
}
