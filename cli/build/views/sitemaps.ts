import type { Alternate, PlannedPage, SitePlan } from '../../../manifest/plan/types.ts';
import { memoOn } from '../memo.ts';
import type { OutputFile } from '../output.ts';

const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Sitemaps of one site (spec 2.2): `/{tag}-sitemap.xml` per locale with exactly its canonical
 * 200 URLs and their hreflang alternates; `/index-sitemap.xml` with the locale homes;
 * `/sitemap.xml` indexing both; `robots.txt`. Fallback URLs never appear (D4). Pure.
 */
export function sitemapFiles(plan: SitePlan, siteId: string, lastmod: string): OutputFile[] {
  const site = plan.sites.find((candidate) => candidate.id === siteId);
  if (!site) return [];
  const pages = plan.pages.filter((page) => page.site === siteId && page.sitemap);
  const locales = plan.locales.filter((locale) => locale.site === siteId);
  const files: OutputFile[] = [];
  for (const locale of locales) {
    const own = pages.filter((page) => page.locale === locale.code).sort((a, b) => a.path.localeCompare(b.path));
    files.push({ path: `${locale.tag}-sitemap.xml`, contents: urlset(own) });
  }
  const homes = locales.flatMap((locale) => pages.filter((page) => page.locale === locale.code && page.template === 'home'));
  files.push({ path: 'index-sitemap.xml', contents: urlset(homes) });
  const index = ['index-sitemap.xml', ...locales.map((locale) => `${locale.tag}-sitemap.xml`)];
  files.push({
    path: 'sitemap.xml',
    contents: `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${index.map((name) => `  <sitemap><loc>${escape(`${site.origin}/${name}`)}</loc><lastmod>${lastmod}</lastmod></sitemap>`).join('\n')}\n</sitemapindex>\n`,
  });
  files.push({
    path: 'robots.txt',
    contents: ['User-agent: *', 'Allow: /', 'Disallow: /_icons', 'Disallow: /*/_icons', 'Disallow: /error/', 'Disallow: /*/error/', '', `Sitemap: ${site.origin}/sitemap.xml`, ''].join('\n'),
  });
  return files;
}

function urlset(pages: readonly PlannedPage[]): string {
  // The pages of a hreflang group share one alternates list: its lines are written once.
  const linesOf = (alternates: readonly Alternate[]) =>
    memoOn([alternates], 'sitemap lines', () => alternates.map((alternate) => `    <xhtml:link rel="alternate" hreflang="${escape(alternate.tag)}" href="${escape(alternate.url)}"/>`).join('\n'));
  const entries = pages.map((page) => {
    const xDefault = page.xDefault ? `    <xhtml:link rel="alternate" hreflang="x-default" href="${escape(page.xDefault)}"/>` : '';
    const alternates = [linesOf(page.alternates), xDefault].filter(Boolean).join('\n');
    return `  <url>\n    <loc>${escape(page.url)}</loc>\n${alternates}${alternates ? '\n' : ''}  </url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}${entries.length ? '\n' : ''}</urlset>\n`;
}
