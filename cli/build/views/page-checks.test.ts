import { beforeAll, describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../../manifest/diagnostics.ts';
import type { SitePlan } from '../../../manifest/plan/types.ts';
import { loadProject } from '../../project.ts';
import { extractFacts } from '../render/page-facts.ts';
import { type CheckedPage, checkPage, checkPlannedAlternates, checkTitles, pageCheckContext } from './page-checks.ts';

/**
 * The checks that need rendered pages, over a list of pages, as the build joins them
 * (`check-pages.ts` `checkBuiltPages`, without its memory of earlier results).
 */
function checkRenderedPages(plan: SitePlan, pages: readonly CheckedPage[], outputAssets: ReadonlySet<string>): Diagnostic[] {
  const ctx = pageCheckContext(plan, outputAssets);
  return [...pages.flatMap((checked) => checkPage(ctx, checked)), ...checkPlannedAlternates(plan), ...checkTitles(pages.map(({ page, facts }) => ({ page, title: facts.title })))];
}

let plan: SitePlan;
beforeAll(async () => {
  plan = (await loadProject(process.cwd(), { entries: [] })).plan as SitePlan;
});

function page(path: string, site = 'main') {
  const found = plan.pages.find((candidate) => candidate.site === site && candidate.path === path);
  if (!found) throw new Error(`no page ${path}`);
  return found;
}

/** A minimal rendered page: canonical, its plan alternates, and extra body HTML. */
function rendered(path: string, body = '', site = 'main'): CheckedPage {
  const p = page(path, site);
  const head = `<title>${p.path}</title><link rel="canonical" href="${p.url}"/>${p.alternates.map((a) => `<link rel="alternate" hrefLang="${a.tag}" href="${a.url}"/>`).join('')}${p.xDefault ? `<link rel="alternate" hrefLang="x-default" href="${p.xDefault}"/>` : ''}`;
  return { page: p, facts: extractFacts(`<html><head>${head}</head><body>${body}</body></html>`, plan.sites.map((s) => s.origin)), markdown: [] };
}

describe('checks of rendered pages', () => {
  it('accepts links to pages, to planned redirects and to other sites', () => {
    const diagnostics = checkRenderedPages(plan, [rendered('/pricing', '<a href="/download">d</a><a href="/Pricing">old</a><a href="/de/solutions/whatsapp">fallback</a><a href="https://www.polyprofile-cn.example/pricing">zh</a><a href="#top">top</a>')], new Set());
    expect(diagnostics.filter((d) => d.code === 'LINK_BROKEN')).toEqual([]);
  });

  it('reports a link that resolves to nothing, with the closest page', () => {
    const diagnostics = checkRenderedPages(plan, [rendered('/de/pricing', '<a href="/de/downlaod">x</a>')], new Set()).filter((d) => d.code === 'LINK_BROKEN');
    expect(diagnostics).toEqual([
      expect.objectContaining({ code: 'LINK_BROKEN', file: 'templates/pages/pricing.tsx', hint: 'The closest page is /de/download.' }),
    ]);
    expect(diagnostics[0]?.message).toContain('The de page /de/pricing links to /de/downlaod');
  });

  it('attributes a broken markdown link to its file and line', () => {
    const checked = rendered('/pricing', '<a href="/nowhere">x</a>');
    checked.markdown = [{ file: 'content/blog/en/x.md', bodyLine: 8, links: [{ href: '/nowhere', line: 3 }] }];
    expect(checkRenderedPages(plan, [checked], new Set())[0]).toMatchObject({ code: 'LINK_BROKEN', file: 'content/blog/en/x.md', line: 10 });
  });

  it('matches a markdown link with a fragment to the page\'s link without it', () => {
    const checked = rendered('/pricing', '<a href="/nowhere#part">x</a>');
    checked.markdown = [{ file: 'content/blog/en/x.md', bodyLine: 8, links: [{ href: '/nowhere#part', line: 2 }] }];
    expect(checkRenderedPages(plan, [checked], new Set())[0]).toMatchObject({ code: 'LINK_BROKEN', file: 'content/blog/en/x.md', line: 9 });
  });

  it('reports a markdown image content/assets lacks once, as IMAGE_MISSING, not also as ASSET_MISSING of the template (regression)', () => {
    const checked = rendered('/pricing', '<img src="/assets/blog/nope.png" alt=""><img src="/assets/chrome/gone.svg" alt="">');
    checked.markdown = [{ file: 'content/blog/en/x.md', bodyLine: 8, links: [], missingImages: [{ href: '/assets/blog/nope.png', line: 2 }] }];
    expect(checkRenderedPages(plan, [checked], new Set()).filter((d) => d.code === 'ASSET_MISSING').map((d) => d.message)).toEqual([expect.stringContaining('references /assets/chrome/gone.svg')]);
  });

  it('reports no LINK_UNAVAILABLE to a page of the locale whose file did not parse (regression: "which de does not have" beside its parse error)', () => {
    const checked = rendered('/de/pricing', '<a href="/de/solutions/whatsapp">w</a>');
    checked.markdown = [{ file: 'content/blog/de/x.md', bodyLine: 8, links: [{ href: '/de/solutions/whatsapp', line: 3 }] }];
    expect(checkPage(pageCheckContext(plan, new Set()), checked).map((d) => d.code)).toEqual(['LINK_UNAVAILABLE']);
    expect(checkPage(pageCheckContext(plan, new Set(), new Set(['de/whatsapp'])), checked)).toEqual([]);
    // Only that locale's file: another locale's failed file of the same slug does not hide the link.
    expect(checkPage(pageCheckContext(plan, new Set(), new Set(['fr/whatsapp'])), checked).map((d) => d.code)).toEqual(['LINK_UNAVAILABLE']);
  });

  it('reports a page whose rendered alternates differ from the planned ones (so a set is not reciprocal)', () => {
    const en = rendered('/pricing');
    const de = rendered('/de/pricing');
    de.facts.alternates = de.facts.alternates.filter((alternate) => alternate.hreflang !== 'en-US');
    const messages = checkRenderedPages(plan, [en, de], new Set()).filter((d) => d.code === 'HREFLANG_NOT_RECIPROCAL').map((d) => d.message);
    expect(messages).toEqual([`${de.page.url} does not list its alternate ${en.page.url} (en-US).`]);
  });

  it('reports a planned alternates set that is not reciprocal, as a link-by-link check does', () => {
    // /de/pricing's list without en-US: the en page still names it, so it does not name the en page back.
    const de = page('/de/pricing');
    const en = page('/pricing');
    const broken: SitePlan = { ...plan, pages: plan.pages.map((p) => (p === de ? { ...p, alternates: p.alternates.filter((alternate) => alternate.tag !== 'en-US') } : p)) };
    const naive = (checked: SitePlan) => {
      const backs = new Map(checked.pages.map((p) => [p.url, new Set(p.alternates.map((alternate) => alternate.url))]));
      return checked.pages.flatMap((p) => p.alternates.filter((alternate) => alternate.url !== p.url && !backs.get(alternate.url)?.has(p.url)).map((alternate) => [p.url, alternate.url]));
    };
    expect(naive(broken)).toEqual([[en.url, de.url]]);
    const found = checkPlannedAlternates(broken);
    expect(found.map((d) => d.code)).toEqual(['HREFLANG_NOT_RECIPROCAL']);
    expect(found[0]?.message).toContain(en.url);
    expect(found[0]?.message).toContain(de.url);
    expect(naive(plan)).toEqual([]);
    expect(checkPlannedAlternates(plan)).toEqual([]);
  });

  it('requires exactly one canonical, pointing at the page', () => {
    const twice = rendered('/pricing');
    twice.facts.canonicals.push(twice.page.url);
    const wrong = rendered('/download');
    wrong.facts.canonicals = ['https://www.polyprofile.example/elsewhere'];
    const codes = checkRenderedPages(plan, [twice, wrong], new Set()).filter((d) => d.code === 'CANONICAL_COUNT');
    expect(codes).toHaveLength(2);
  });

  it('reports assets the build does not produce, ignoring fragments', () => {
    const checked = rendered('/pricing', '<img src="/assets/a-1.svg"><svg><use href="/assets/sprite-1.svg#logo"/></svg>');
    const diagnostics = checkRenderedPages(plan, [checked], new Set(['/assets/sprite-1.svg']));
    expect(diagnostics.filter((d) => d.code === 'ASSET_MISSING').map((d) => d.message)).toEqual([`${checked.page.url} references /assets/a-1.svg, which the build does not produce.`]);
  });

  it('warns about duplicate titles within a locale only', () => {
    const a = rendered('/pricing');
    const b = rendered('/download');
    const c = rendered('/de/pricing');
    for (const checked of [a, b, c]) checked.facts.title = 'Same';
    const warnings = checkRenderedPages(plan, [a, b, c], new Set()).filter((d) => d.code === 'DUPLICATE_TITLE');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ severity: 'warning' });
    expect(warnings[0]?.message).toContain('2 en pages share the title "Same"');
  });
});
