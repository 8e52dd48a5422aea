/**
 * Register and login links carry `from` = the current page URL (spec 2.7, D10). The build writes
 * the page's canonical URL there; the visitor may be on a longer one (a query such as `?ref=…`
 * or `utm_*`, a fragment, a preview host, the 404 page shown for any path). At start the core puts
 * the full `location.href` into every such link, and into `config.links`, which the widgets
 * (the mobile banner) read, so their markup and the hydrated widget agree.
 */
import type { RuntimeConfig } from '../config.ts';

/**
 * `url` with `from` set to `href`, when its `from` is this page's canonical URL (the build's: its
 * path is `pagePath`); any other URL (a `from` fixed in the manifest, no `from`) as it is.
 */
export function withCurrentFrom(url: string, href: string, pagePath: string): string {
  try {
    const parsed = new URL(url);
    const from = parsed.searchParams.get('from');
    if (!from || from === href || new URL(from).pathname !== pagePath) return url;
    parsed.searchParams.set('from', href);
    return parsed.href;
  } catch {
    return url;
  }
}

/** Rewrites the register and login links of the page and `config.links` with the current URL. */
export function updateHandOffLinks(doc: Document, config: Pick<RuntimeConfig, 'links' | 'page'>, href: string): void {
  const before = config.links;
  const after = { register: withCurrentFrom(before.register, href, config.page.path), login: withCurrentFrom(before.login, href, config.page.path) };
  if (after.register === before.register && after.login === before.login) return;
  for (const link of Array.from(doc.querySelectorAll('a[href]'))) {
    const current = link.getAttribute('href');
    if (current === before.register) link.setAttribute('href', after.register);
    else if (current === before.login) link.setAttribute('href', after.login);
  }
  config.links = after;
}
