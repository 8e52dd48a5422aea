import { closest } from 'fastest-levenshtein';
import { type Diagnostic, diagnostic } from '../../manifest/diagnostics.ts';
import { follow } from '../../manifest/plan/resolve.ts';
import type { PlannedPage, SitePlan } from '../../manifest/plan/types.ts';
import type { MarkdownLink } from './markdown.ts';
import type { PageFacts } from './page-facts.ts';

/** A rendered page's facts, and the markdown links it contains with their source file. */
export interface CheckedPage {
  page: PlannedPage;
  facts: PageFacts;
  markdown: { file: string; bodyLine: number; links: MarkdownLink[] }[];
}

/**
 * The checks that need rendered pages (issue 3): every internal link resolves to a page or a
 * planned redirect, hreflang sets are reciprocal, exactly one canonical per page, no missing
 * asset; duplicate titles within a locale warn. Pure.
 */
export function checkRenderedPages(plan: SitePlan, pages: readonly CheckedPage[], outputAssets: ReadonlySet<string>): Diagnostic[] {
  const out: Diagnostic[] = [];
  const origins = new Map(plan.sites.map((site) => [site.origin, site.id]));
  const pathsBySite = new Map<string, string[]>();
  for (const page of plan.pages) pathsBySite.set(page.site, [...(pathsBySite.get(page.site) ?? []), page.path]);
  const verdicts = new Map<string, boolean>();
  const resolves = (site: string, href: string) => {
    const key = `${site}|${href}`;
    let ok = verdicts.get(key);
    if (ok === undefined) {
      const result = follow(plan, site, href);
      const last = result.hops.at(-1)?.resolution;
      ok = !result.loop && (result.external !== undefined || last?.status === 200);
      verdicts.set(key, ok);
    }
    return ok;
  };

  for (const { page, facts, markdown } of pages) {
    for (const link of facts.links) {
      const absolute = /^(https?:\/\/[^/]+)(.*)$/.exec(link);
      const site = absolute ? (origins.get(absolute[1] ?? '') ?? page.site) : page.site;
      const path = absolute ? absolute[2] || '/' : link;
      if (resolves(site, path)) continue;
      const source = markdown.find((part) => part.links.some((candidate) => candidate.href === link));
      const line = source?.links.find((candidate) => candidate.href === link)?.line;
      const candidates = pathsBySite.get(site) ?? [];
      const suggestion = candidates.length ? closest(path.split('?')[0] ?? path, candidates) : undefined;
      out.push(
        diagnostic('LINK_BROKEN', `The ${page.locale} page ${page.path} links to ${link}, which is neither a page nor a planned redirect.`, {
          file: source?.file ?? `templates/pages/${page.template}.tsx`,
          ...(source && line ? { line: source.bodyLine + line - 1 } : {}),
          hint: suggestion ? `The closest page is ${suggestion}.` : 'Link to an existing page.',
        }),
      );
    }
    if (facts.canonicals.length !== 1 || facts.canonicals[0] !== page.url) {
      out.push(diagnostic('CANONICAL_COUNT', `${page.url} has ${facts.canonicals.length} canonical links${facts.canonicals.length === 1 ? ` (${facts.canonicals[0]}, expected ${page.url})` : ''}.`, { file: `templates/pages/${page.template}.tsx`, hint: 'The layout writes exactly one <link rel="canonical"> with the page URL.' }));
    }
    for (const asset of facts.assets) {
      if (!outputAssets.has(asset.split(/[?#]/)[0] as string)) {
        out.push(diagnostic('ASSET_MISSING', `${page.url} references ${asset}, which the build does not produce.`, { file: `templates/pages/${page.template}.tsx`, hint: 'Reference assets by their hashed URL from the view model.' }));
      }
    }
  }

  const byUrl = new Map(pages.map((checked) => [checked.page.url, checked]));
  for (const { page, facts } of pages) {
    for (const alternate of facts.alternates) {
      if (alternate.hreflang === 'x-default' || alternate.href === page.url) continue;
      const other = byUrl.get(alternate.href);
      if (!other || !other.facts.alternates.some((back) => back.href === page.url)) {
        out.push(diagnostic('HREFLANG_NOT_RECIPROCAL', `${page.url} lists ${alternate.href} (${alternate.hreflang}) as an alternate, which does not list it back.`, { file: `templates/pages/${page.template}.tsx`, hint: 'Alternates come from the plan; a page must render page.alternates unchanged.' }));
      }
    }
  }

  const titles = new Map<string, PlannedPage[]>();
  for (const { page, facts } of pages) {
    if (!page.sitemap) continue;
    const key = `${page.locale}|${facts.title}`;
    titles.set(key, [...(titles.get(key) ?? []), page]);
  }
  for (const [key, group] of titles) {
    if (group.length < 2) continue;
    out.push(diagnostic('DUPLICATE_TITLE', `${group.length} ${group[0]?.locale} pages share the title "${key.slice(key.indexOf('|') + 1)}": ${group.slice(0, 4).map((page) => page.path).join(', ')}${group.length > 4 ? ', …' : ''}.`, { hint: 'Give each page its own title (front matter title or copy).', file: group[0]?.subject.kind === 'entry' ? group[0].subject.file : `templates/pages/${group[0]?.template}.tsx` }));
  }
  return out;
}
