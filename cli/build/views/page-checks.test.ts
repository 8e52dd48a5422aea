import { beforeAll, describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../../manifest/diagnostics.ts';
import type { SitePlan } from '../../../manifest/plan/types.ts';
import { loadProject } from '../../project.ts';
import type { ContentEntry } from '../../../manifest/content/parse-entry.ts';
import { extractFacts, type PageFacts } from '../render/page-facts.ts';
import { type CheckedPage, checkPage, checkPlannedAlternates, checkTitles, pageCheckContext } from './page-checks.ts';
import { textSources } from './text-sources.ts';

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

// The bug: a failing page's TEXT_LANGUAGE_MISMATCH was put on the page's own file, and on a listing
// (which has none) on the locale's messages, though the English text was an article's card.
describe('language diagnostics, at the file the text comes from', () => {
  const article = {
    collection: 'blog', locale: 'de', slug: 'was-ist-browser-fingerprinting', file: 'content/blog/de/was-ist-browser-fingerprinting.md',
    data: { title: 'What Is Browser Fingerprinting and Why Does It Matter?', description: 'How websites recognise a browser without cookies, which signals make up a fingerprint.', cover: { src: '/assets/blog/x.png', alt: 'A browser window' } },
  } as unknown as ContentEntry;
  const amazon = { collection: 'solutions', locale: 'zh', slug: 'amazon', file: 'content/solutions/zh/amazon.md', data: { title: 'Browser Profiles for Amazon Sellers and Agencies', headline: '为每个卖家中心登录提供稳定的工作空间。' } } as unknown as ContentEntry;
  const context = () => {
    const ctx = pageCheckContext(plan, new Set());
    ctx.textSources = textSources({ entries: [article, amazon], messages: { de: { listing: { empty: 'Hier gibt es noch keine Beiträge in dieser Sprache.' } } }, manifest: plan.manifest, names: [plan.manifest.brand.name] });
    return ctx;
  };
  const failing = (path: string, language: NonNullable<PageFacts['language']>, site = 'main'): CheckedPage => {
    const checked = rendered(path, '', site);
    return { ...checked, facts: { ...checked.facts, language } };
  };

  it('names the article whose title and description are the English text of a German listing, not content/messages/de.json', () => {
    const texts = ['What Is Browser Fingerprinting and Why Does It Matter?', 'How websites recognise a browser without cookies, which signals make up a fingerprint.'];
    const found = checkPage(context(), failing('/de/blog', { ok: false, detected: 'en-US', share: 0.56, sample: '. März · Datenschutz What Is Browser', texts })).filter((d) => d.code === 'TEXT_LANGUAGE_MISMATCH');
    expect(found).toEqual([
      expect.objectContaining({ file: 'content/blog/de/was-ist-browser-fingerprinting.md', locale: 'de', page: '/de/blog', hint: expect.stringContaining('Translate the title and description of content/blog/de/was-ist-browser-fingerprinting.md into de-DE') }),
    ]);
    expect(found[0]?.message).toContain('the rest reads as en-US (the title and description of content/blog/de/was-ist-browser-fingerprinting.md), e.g. "What Is Browser Fingerprinting and Why Does It Matter?"');
  });

  it('reports each file of a page whose texts come from two, and a text found nowhere at the locale\'s messages', () => {
    const texts = ['What Is Browser Fingerprinting and Why Does It Matter?', 'Read the latest articles from our team about browser profiles'];
    const found = checkPage(context(), failing('/de/blog', { ok: false, detected: 'en-US', share: 0.4, texts })).filter((d) => d.code === 'TEXT_LANGUAGE_MISMATCH');
    expect(found.map((d) => [d.file, d.path])).toEqual([
      ['content/blog/de/was-ist-browser-fingerprinting.md', 'title'],
      ['content/messages/de.json', undefined],
    ]);
  });

  it('names at most two files a page, listing the others in the last (a bench listing of English cards blamed every card\'s file: 31,424 errors instead of 5,527)', () => {
    const cards = ['alpha', 'beta', 'gamma', 'delta'].map((slug) => ({ ...article, slug, file: `content/blog/de/${slug}.md`, data: { ...(article.data as object), title: `The ${slug} story of browser profiles and how teams share them` } }) as unknown as ContentEntry);
    const ctx = pageCheckContext(plan, new Set());
    ctx.textSources = textSources({ entries: cards, messages: {}, manifest: plan.manifest, names: [plan.manifest.brand.name] });
    const texts = cards.map((card) => (card.data as { title: string }).title);
    const found = checkPage(ctx, failing('/de/blog', { ok: false, detected: 'en-US', share: 0.1, texts })).filter((d) => d.code === 'TEXT_LANGUAGE_MISMATCH');
    expect(found.map((d) => d.file)).toEqual(['content/blog/de/alpha.md', 'content/blog/de/beta.md']);
    expect(found[1]?.message).toContain('Texts of 2 more files on it read as en-US too (content/blog/de/gamma.md, content/blog/de/delta.md); each is reported on its own page.');
    expect(found[0]?.message).not.toContain('more files');
  });

  it('reports an English title on a Chinese page at its file and field, once for <title> and the <h1> that shows it', () => {
    const fields = [
      { field: 'title' as const, text: 'Browser Profiles for Amazon Sellers and Agencies', detected: 'en-US' },
      { field: 'h1' as const, text: 'Browser Profiles for Amazon Sellers and Agencies', detected: 'en-US' },
    ];
    const found = checkPage(context(), failing('/solutions/amazon', { ok: true, detected: 'zh-CN', share: 0.93, fields }, 'zh')).filter((d) => d.code.startsWith('TEXT_'));
    expect(found).toEqual([
      expect.objectContaining({ code: 'TEXT_FIELD_LANGUAGE', severity: 'error', file: 'content/solutions/zh/amazon.md', path: 'title', page: '/solutions/amazon', message: 'The title of the zh page /solutions/amazon reads as en-US, not zh-CN: "Browser Profiles for Amazon Sellers and Agencies".' }),
    ]);
  });

  it('does not repeat a field of a file the page\'s own error already names', () => {
    const fields = [{ field: 'title' as const, text: 'What Is Browser Fingerprinting and Why Does It Matter?', detected: 'en-US' }];
    const found = checkPage(context(), failing('/de/blog', { ok: false, detected: 'en-US', share: 0.5, texts: ['What Is Browser Fingerprinting and Why Does It Matter?'], fields }));
    expect(found.filter((d) => d.code.startsWith('TEXT_')).map((d) => d.code)).toEqual(['TEXT_LANGUAGE_MISMATCH']);
  });

  // The bug: "only 100% of its text reads as zh-CN; the rest reads as zh-TW", hint "Translate it".
  it('says a zh-CN page is written in Traditional characters, with a hint to convert it and the locale that writes them', () => {
    const [found] = checkPage(context(), failing('/solutions/amazon', { ok: false, case: 'script', scriptShare: 0.02, detected: 'zh-TW', share: 1, sample: '亞馬遜賣家賬號管理與團隊協作' }, 'zh')).filter((d) => d.code === 'TEXT_LANGUAGE_MISMATCH');
    expect(found?.message).toBe('The zh page /solutions/amazon on zh declares zh-CN, written in Simplified characters, but its text is written in Traditional characters: 98% of the characters that exist in one script only are Traditional, e.g. "亞馬遜賣家賬號管理與團隊協作".');
    expect(found?.hint).toMatch(/^Convert the text of .+ to Simplified characters \(OpenCC, e\.g\. opencc-js Converter\(\{ from: 'tw', to: 'cn' \}\)\) rather than translating it; if it is meant for Traditional readers, it belongs to the tc locale \(zh-TW\)\.$/);
    expect(found?.message).not.toContain('reads as');
  });
});
