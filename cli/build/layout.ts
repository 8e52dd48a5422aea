/**
 * Where a page's HTML goes inside `dist/<site>/` when no host target decides otherwise:
 * `/` → `index.html`, `/de` → `de.html`, `/de/pricing` → `de/pricing.html`. nginx
 * (`try_files $uri.html`), Netlify and Cloudflare Pages all serve these at the extension-less URL.
 */
export function defaultPageFile(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}
