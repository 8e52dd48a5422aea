/** What a previous build published, as `site check --since` reads it (see `read-published.ts`). */
export interface Published {
  /** The file it was read from, as the user named it (`dist/main/builds/meta/3f2a9c1b.json`). */
  file: string;
  kind: 'meta' | 'sitemap' | 'list';
  /** The site it belongs to when the file's folder says so (`…/main/builds/meta/…`, `…/zh/sitemap.xml`). */
  site?: string;
  /** URLs that answered 200: absolute (`https://…/de/pricing`) or site paths (`/de/pricing`). */
  pages: string[];
  /** Exact redirect sources of the previous build (its meta's route rules), with the status they answered. */
  redirects: { path: string; status: number }[];
}

/** The site paths or URLs of a sitemap (`<urlset>`) or the sitemap files a sitemap index names (`<sitemapindex>`). */
export function sitemapLocs(xml: string): { index: boolean; locs: string[] } {
  const locs = [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((match) => unescapeXml(match[1] ?? ''));
  return { index: /<sitemapindex[\s>]/.test(xml), locs };
}

/** The URLs of a plain list: one a line; blank lines and `#` comments skipped. */
export function listLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

/** The exact redirect sources of a build meta's route rules (`/x`, not the `/x/**` prefixes). */
export function metaRedirects(routeRules: Record<string, { redirect?: { statusCode?: number } }>): { path: string; status: number }[] {
  return Object.entries(routeRules)
    .filter(([pattern]) => !pattern.endsWith('**'))
    .map(([path, rule]) => ({ path, status: rule.redirect?.statusCode ?? 301 }));
}

function unescapeXml(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" })[name] ?? '');
}
