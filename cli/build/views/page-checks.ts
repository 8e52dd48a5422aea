import { closest } from 'fastest-levenshtein';
import { type Diagnostic, diagnostic } from '../../../manifest/diagnostics.ts';
import { templateFile } from '../../../templates/registry.ts';
import { follow } from '../../../manifest/plan/resolve.ts';
import type { Alternate, PlannedPage, SitePlan } from '../../../manifest/plan/types.ts';
import type { MarkdownLink } from '../../../templates/view.ts';
import { languageOf } from '../checks/site-languages.ts';
import type { LanguageFacts, PageFacts } from '../render/page-facts.ts';
import { memoOn } from '../memo.ts';
import { type LocaleTextSources, type TextSource, textKey } from './text-sources.ts';

/** A rendered page's facts, and the markdown links (and missing images) it contains with their source file. */
export interface CheckedPage {
  page: PlannedPage;
  facts: PageFacts;
  markdown: { file: string; bodyLine: number; links: MarkdownLink[]; missingImages?: MarkdownLink[] }[];
}

/** The markdown file of a page's link (as the page's facts hold it: no fragment) and its file line, if a body has it. */
function markdownSource(markdown: CheckedPage['markdown'], link: string): { file: string; line?: number } | undefined {
  const same = (candidate: MarkdownLink) => candidate.href === link || candidate.href.split('#')[0] === link;
  for (const part of markdown) {
    const found = part.links.find(same);
    if (found) return { file: part.file, ...(found.line ? { line: part.bodyLine + found.line - 1 } : {}) };
  }
  return undefined;
}

/**
 * What the per-page checks share within one build: link verdicts (many pages link the same URLs)
 * and the candidate paths for "the closest page" hints. Every part is a function of the plan, the
 * output assets and the dropped slugs, so builds of the same plan share one (`memoOn`).
 */
export interface PageCheckContext {
  plan: SitePlan;
  outputAssets: ReadonlySet<string>;
  origins: Map<string, string>;
  pathsBySite: Map<string, string[]>;
  verdicts: Map<string, boolean>;
  /** Per `site|href`: where a D4 availability fallback sends the link, or '' when none fires. */
  fallbacks: Map<string, string>;
  /** `<locale>/<slug>` of content files that did not parse: links to them are not reported again (their file has the error). */
  dropped: ReadonlySet<string>;
  /** Where a locale's texts are written (`text-sources.ts`), set by the build: the language diagnostics name the file a text comes from. */
  textSources?: (locale: string) => LocaleTextSources;
  /** The slugs of `dropped`, in any locale (a broken link's target locale is not always known). */
  droppedSlugs: ReadonlySet<string>;
}

export function pageCheckContext(plan: SitePlan, outputAssets: ReadonlySet<string>, dropped: ReadonlySet<string> = new Set()): PageCheckContext {
  const pathsBySite = new Map<string, string[]>();
  for (const page of plan.pages) {
    const paths = pathsBySite.get(page.site);
    // Pushed, not spread into a new array per page: that copied ~8 million paths at 20 × 250 (37 ms).
    if (paths) paths.push(page.path);
    else pathsBySite.set(page.site, [page.path]);
  }
  const droppedSlugs = new Set([...dropped].map((entry) => entry.slice(entry.lastIndexOf('/') + 1)));
  return { plan, outputAssets, origins: new Map(plan.sites.map((site) => [site.origin, site.id])), pathsBySite, verdicts: new Map(), fallbacks: new Map(), dropped, droppedSlugs };
}

function resolves(ctx: PageCheckContext, site: string, href: string): boolean {
  const key = `${site}|${href}`;
  let ok = ctx.verdicts.get(key);
  if (ok === undefined) {
    const result = follow(ctx.plan, site, href);
    const last = result.hops.at(-1)?.resolution;
    ok = !result.loop && (result.external !== undefined || last?.status === 200);
    ctx.verdicts.set(key, ok);
  }
  return ok;
}

/** Where following `href` passes an availability fallback (D4) to, or '' when it does not. */
function fallbackTarget(ctx: PageCheckContext, site: string, href: string): string {
  const key = `${site}|${href}`;
  let target = ctx.fallbacks.get(key);
  if (target === undefined) {
    const { hops } = follow(ctx.plan, site, href);
    const fallback = hops.find((hop) => (hop.resolution.status === 301 || hop.resolution.status === 302) && hop.resolution.rule?.kind === 'fallback');
    target = fallback && 'location' in fallback.resolution ? fallback.resolution.location : '';
    ctx.fallbacks.set(key, target);
  }
  return target;
}

/**
 * LINK_UNAVAILABLE for each link of a markdown body that leads to a page the page's locale does
 * not have (the visitor is sent to the locale home, D4), at its file and line.
 */
function checkUnavailableLinks(ctx: PageCheckContext, page: PlannedPage, markdown: CheckedPage['markdown'], links: readonly string[]): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const link of links) {
    if (!link.startsWith('/')) continue;
    const source = markdownSource(markdown, link);
    // A page of this locale whose file did not parse: its parse error is reported, not the link.
    if (!source || ctx.dropped.has(`${page.locale}/${lastSegment(link)}`)) continue;
    const target = fallbackTarget(ctx, page.site, link);
    if (!target) continue;
    out.push(diagnostic('LINK_UNAVAILABLE', { locale: page.locale, page: page.path, link, target }, { ...source, locale: page.locale }));
  }
  return out;
}

/**
 * The checks of one rendered page, which depend only on the page, its facts and the plan: every
 * internal link resolves to a page or a planned redirect; exactly one canonical, the page's URL;
 * the hreflang links are exactly the planned alternates; no asset is missing; no markdown link
 * leads to a page the locale lacks. The build caches the result per page.
 */
export function checkPage(ctx: PageCheckContext, { page, facts, markdown }: CheckedPage): Diagnostic[] {
  const out: Diagnostic[] = checkUnavailableLinks(ctx, page, markdown, facts.links);
  const template = templateFile(page.template);
  for (const link of facts.links) {
    const absolute = /^(https?:\/\/[^/]+)(.*)$/.exec(link);
    const site = absolute ? (ctx.origins.get(absolute[1] ?? '') ?? page.site) : page.site;
    const path = absolute ? absolute[2] || '/' : link;
    if (resolves(ctx, site, path) || ctx.droppedSlugs.has(lastSegment(path))) continue;
    // A link written in markdown is the content file's, at its line (an absolute one to the site's own origin too).
    const source = markdownSource(markdown, link);
    const candidates = ctx.pathsBySite.get(site) ?? [];
    const suggestion = candidates.length ? closest(path.split('?')[0] ?? path, candidates) : undefined;
    out.push(diagnostic('LINK_BROKEN', { locale: page.locale, page: page.path, link, closest: suggestion }, source ?? { file: template }));
  }
  if (facts.language) out.push(...checkLanguage(ctx, page, markdown, facts.language));
  if (facts.canonicals.length !== 1 || facts.canonicals[0] !== page.url) {
    out.push(diagnostic('CANONICAL_COUNT', { url: page.url, canonicals: facts.canonicals }, { file: template }));
  }
  // An image of a markdown body that content/assets lacks is IMAGE_MISSING at its file and line already.
  const missingImages = new Set(markdown.flatMap((part) => (part.missingImages ?? []).map((image) => image.href)));
  for (const asset of facts.assets) {
    const path = asset.split(/[?#]/)[0] as string;
    if (!ctx.outputAssets.has(path) && !missingImages.has(path)) {
      out.push(diagnostic('ASSET_MISSING', { url: page.url, asset }, { file: template }));
    }
  }
  const planned = new Map(page.alternates.map((alternate) => [alternate.url, alternate.tag]));
  if (page.xDefault) planned.set(`x-default ${page.xDefault}`, 'x-default');
  const rendered = new Map(facts.alternates.map((alternate) => [alternate.hreflang === 'x-default' ? `x-default ${alternate.href}` : alternate.href, alternate.hreflang]));
  for (const [href, hreflang] of rendered) {
    if (planned.get(href) !== hreflang) {
      out.push(diagnostic('HREFLANG_NOT_RECIPROCAL', { case: 'extra', url: page.url, href: href.replace(/^x-default /, ''), hreflang }, { file: template }));
    }
  }
  for (const [href, hreflang] of planned) {
    if (!rendered.has(href)) {
      out.push(diagnostic('HREFLANG_NOT_RECIPROCAL', { case: 'missing', url: page.url, href: href.replace(/^x-default /, ''), hreflang }, { file: template }));
    }
  }
  return out;
}

/** The last segment of a link's path (`x` of `/de/blog/x?a#b`): the slug of the page it names. */
function lastSegment(link: string): string {
  return link.split(/[?#]/)[0]?.split('/').pop() ?? '';
}

/** The planned hreflang sets are reciprocal: each alternate of a page lists the page back. */
export function checkPlannedAlternates(plan: SitePlan): Diagnostic[] {
  const out: Diagnostic[] = [];
  // Each page's alternate URLs as a set, so each back link is one lookup (not 20 × 20 per group);
  // one set per alternates list, which the pages of a group share.
  const urlsOf = (alternates: readonly Alternate[]) => memoOn([alternates], 'alternate urls', () => new Set(alternates.map((alternate) => alternate.url)));
  const listOf = new Map(plan.pages.map((page) => [page.url, page.alternates]));
  const backs = (url: string) => {
    const list = listOf.get(url);
    return list && urlsOf(list);
  };
  // A list every one of whose pages has that same list (the planner makes one per hreflang group):
  // each page it names is then reciprocal with every other, with no lookup per link (~0.14 million
  // at 20 × 250). Per plan, not kept with the list: another plan may give its pages other lists.
  const closed = new Map<readonly Alternate[], boolean>();
  const isClosed = (alternates: readonly Alternate[]) => {
    let known = closed.get(alternates);
    if (known === undefined) closed.set(alternates, (known = alternates.every((alternate) => listOf.get(alternate.url) === alternates)));
    return known;
  };
  for (const page of plan.pages) {
    if (isClosed(page.alternates) && urlsOf(page.alternates).has(page.url)) continue;
    for (const alternate of page.alternates) {
      if (alternate.url === page.url) continue;
      if (!backs(alternate.url)?.has(page.url)) {
        out.push(diagnostic('HREFLANG_NOT_RECIPROCAL', { case: 'planned', url: page.url, href: alternate.url, hreflang: alternate.tag }, { path: page.source }));
      }
    }
  }
  return out;
}

/** Two pages of one locale with the same title warn. */
export function checkTitles(pages: readonly { page: PlannedPage; title: string }[]): Diagnostic[] {
  const out: Diagnostic[] = [];
  const titles = new Map<string, PlannedPage[]>();
  for (const { page, title } of pages) {
    if (!page.sitemap) continue;
    const key = `${page.locale}|${title}`;
    titles.set(key, [...(titles.get(key) ?? []), page]);
  }
  for (const [key, group] of titles) {
    if (group.length < 2) continue;
    const first = group[0] as PlannedPage;
    out.push(
      diagnostic('DUPLICATE_TITLE', { locale: first.locale, title: key.slice(key.indexOf('|') + 1), paths: group.map((page) => page.path) }, {
        file: first.subject.kind === 'entry' ? first.subject.file : `templates/pages/${first.template}.tsx`,
      }),
    );
  }
  return out;
}

/** Files a page's TEXT_LANGUAGE_MISMATCH names one by one; the others are listed in the last. */
const MAX_BLAMED = 2;

/**
 * The language diagnostics of a page. A page that fails as a whole is reported at each file its
 * mismatched texts come from (traced through `ctx.textSources`: a card's title to its article's
 * file and field; a text found nowhere to the page's own file, else the locale's messages). Its
 * title, meta description and h1 that read as another language on their own are reported at their
 * file and field, once per field, unless the page's error already names that file.
 */
function checkLanguage(ctx: PageCheckContext, page: PlannedPage, markdown: CheckedPage['markdown'], language: LanguageFacts): Diagnostic[] {
  const out: Diagnostic[] = [];
  const locale = ctx.plan.locales.find((candidate) => candidate.code === page.locale);
  const tag = locale?.tag ?? page.locale;
  const own = languageSource(page, markdown);
  const sources = language.ok && !language.fields?.length ? undefined : ctx.textSources?.(page.locale);
  const trace = (text: string): TextSource | undefined => {
    const found = sources?.get(textKey(text));
    return found?.find((source) => source.file === own) ?? found?.find((source) => markdown.some((part) => part.file === source.file)) ?? found?.[0];
  };
  const blamed = new Map<string, { fields: string[]; sample: string }>();
  if (!language.ok) {
    for (const text of language.texts?.length ? language.texts : [language.sample ?? '']) {
      const source = trace(text);
      const file = source?.file ?? own;
      const entry = blamed.get(file) ?? { fields: [], sample: text };
      if (source && !entry.fields.includes(source.path)) entry.fields.push(source.path);
      blamed.set(file, entry);
    }
    // The locale written in the script found (tc for zh-TW text on a zh-CN page).
    const found = languageOf(language.detected);
    const other = language.case === 'script' ? ctx.plan.locales.find((candidate) => candidate.code !== page.locale && languageOf(candidate.tag).language === 'zh' && languageOf(candidate.tag).script === found.script) : undefined;
    // At most MAX_BLAMED files a page: the page's own, then those with most fields traced. A listing
    // of twenty untranslated cards names the rest in one line; each card's file is reported on its
    // own page (the bench corpus, English under 20 tags, went from 5,527 to 31,424 errors without it).
    const chosen = new Set(blamed.has(own) ? [own] : []);
    for (const [file] of [...blamed].sort(([, x], [, y]) => y.fields.length - x.fields.length)) if (chosen.size < MAX_BLAMED) chosen.add(file);
    const kept = [...blamed].filter(([file]) => chosen.has(file));
    const more = [...blamed.keys()].filter((file) => !chosen.has(file));
    for (const [index, [file, { fields, sample }]] of kept.entries()) {
      const shown = sample.length > 80 ? `${sample.slice(0, 79)}…` : sample;
      out.push(
        diagnostic(
          'TEXT_LANGUAGE_MISMATCH',
          {
            site: page.site, locale: page.locale, tag, page: page.path, detected: language.detected, share: language.share, file,
            ...(shown ? { sample: shown } : {}),
            ...(fields.length ? { fields } : {}),
            ...(index === kept.length - 1 && more.length ? { more } : {}),
            ...(language.case === 'script' ? { case: 'script' as const, scriptShare: language.scriptShare ?? 0, ...(other ? { otherLocale: other.code } : {}) } : {}),
          },
          { file, locale: page.locale, page: page.path, ...(fields.length === 1 ? { path: fields[0] } : {}) },
        ),
      );
    }
  }
  const reported = new Set<string>();
  for (const field of language.fields ?? []) {
    // The head's title and description of an article or item page are its file's `title` and `description`.
    const source = trace(field.text) ?? (field.field !== 'h1' && own !== `content/messages/${page.locale}.json` ? { file: own, path: field.field } : undefined);
    const file = source?.file ?? own;
    const key = `${file}\u0000${source?.path ?? field.field}`;
    if (blamed.has(file) || reported.has(key)) continue;
    reported.add(key);
    out.push(
      diagnostic('TEXT_FIELD_LANGUAGE', { locale: page.locale, tag, page: page.path, field: field.field, detected: field.detected, text: field.text, file, ...(source ? { path: source.path } : {}) }, {
        file, locale: page.locale, page: page.path, ...(source ? { path: source.path } : {}),
      }),
    );
  }
  return out;
}

/** The file a page's text comes from: its article or copy file, else the locale's messages. */
function languageSource(page: PlannedPage, markdown: CheckedPage['markdown']): string {
  if (page.subject.kind === 'entry') return page.subject.file;
  if (page.subject.kind === 'item' && markdown[0]) return markdown[0].file;
  return `content/messages/${page.locale}.json`;
}
