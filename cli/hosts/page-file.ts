import type { HostTarget } from './types.ts';

/**
 * Where a page's HTML goes inside `dist/<site>/` for a target, chosen so that the host serves the
 * canonical URL (`/`, `/pricing`, `/de`, `/de/blog/x`) with 200 and no redirect of its own:
 *
 * - every target: `/` → `index.html`, any other page `/a/b` → `a/b.html`, never `a/b/index.html`.
 *   A folder index would make Cloudflare Pages answer `/de` with its built-in `308 /de/`, and nginx
 *   and plain hosts redirect a folder without its slash; `de.html` beside the folder `de/` is
 *   served at `/de` by all of them (measured on nginx 1.22, wrangler 4.86 `pages dev` and the
 *   netlify-cli 26.2 file lookup, which tries `/de`, then `/de.html`).
 * - static: the same layout; the plain host must map `/x` to `x.html` (GitHub Pages, Cloudflare
 *   Pages, Netlify, Firebase with `cleanUrls`, nginx with `try_files $uri.html`).
 *
 * The path is the decoded page path; hosts decode the request before looking for the file.
 */
export function pageFile(target: HostTarget, pagePath: string): string {
  void target;
  if (!pagePath.startsWith('/')) throw new Error(`pageFile: "${pagePath}" is not a site path (it must start with /)`);
  if (pagePath === '/') return 'index.html';
  if (pagePath.endsWith('/')) throw new Error(`pageFile: "${pagePath}" is not canonical (no trailing slash except /)`);
  return `${pagePath.slice(1)}.html`;
}
