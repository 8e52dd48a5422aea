/** Small, explicit HTML probes for tests (the build's own output has a fixed shape). */

export function attr(tag: string, name: string): string | undefined {
  return new RegExp(`\\b${name}="([^"]*)"`, 'i').exec(tag)?.[1]?.replace(/&amp;/g, '&');
}

/** Every `<link …>` tag with the given rel. */
export function links(html: string, rel: string): string[] {
  return [...html.matchAll(/<link\b[^>]*>/g)].map((m) => m[0]).filter((tag) => attr(tag, 'rel') === rel);
}

/** hreflang → href of every alternate link. */
export function alternates(html: string): Map<string, string> {
  return new Map(links(html, 'alternate').map((tag) => [attr(tag, 'hrefLang') ?? attr(tag, 'hreflang') ?? '', attr(tag, 'href') ?? '']));
}

export function htmlLang(html: string): string | undefined {
  return /<html\b[^>]*\blang="([^"]*)"/.exec(html)?.[1];
}

/** Every `<loc>` of a sitemap. */
export function sitemapLocs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => (m[1] ?? '').replace(/&amp;/g, '&'));
}
