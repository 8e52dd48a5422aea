import type { FaviconLink } from '../../../templates/view.ts';
import type { OutputFile } from '../output.ts';

/** The favicon's sources in `content/assets/` (hashed like any asset; the ICO is made from the SVG by `scripts/make-favicon.mjs`). */
const FAVICON_SVG = '/assets/site/favicon.svg';
const FAVICON_ICO = '/assets/site/favicon.ico';

/**
 * The `<link rel="icon">` of every page: the ICO marked 32×32 for browsers without SVG icons, then
 * the SVG (unsized, so browsers that read SVG prefer it). A missing source is left out. Pure.
 */
export function faviconLinks(assetUrls: ReadonlyMap<string, string>): FaviconLink[] {
  const ico = assetUrls.get(FAVICON_ICO);
  const svg = assetUrls.get(FAVICON_SVG);
  return [...(ico ? [{ href: ico, sizes: '32x32' }] : []), ...(svg ? [{ href: svg, type: 'image/svg+xml' }] : [])];
}

/**
 * `/favicon.ico` at a site's root, a copy of the hashed ICO among the shared files: what browsers
 * ask for where no page says (a feed, an image opened alone, a redirect stub). None without one. Pure.
 */
export function rootFavicon(shared: readonly OutputFile[]): OutputFile[] {
  const ico = shared.find((file) => /^assets\/site\/favicon-[0-9a-f]+\.ico$/.test(file.path));
  return ico ? [{ path: 'favicon.ico', contents: ico.contents }] : [];
}
