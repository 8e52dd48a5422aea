import { createI18n, type I18nSetup } from '../../../templates/i18n.tsx';
import { renderPage } from '../../../templates/render-page.tsx';
import { composeView, type LocaleChrome, type PagePart, type PageView } from '../../../templates/view.ts';
import { shortHash } from '../hash.ts';
import { withBodies } from './bodies.ts';
import { pageRenderFailure } from './render-failure.ts';
import { type ImageAsset, type RenderedMarkdown, renderMarkdown } from './markdown.ts';
import { sameLanguage } from '../checks/site-languages.ts';
import { checkFieldLanguage, checkTextLanguage } from '../checks/text-language.ts';
import { documentSegments } from './document-segments.ts';
import { extractFacts, type LanguageFacts, MAX_TRACED_TEXTS, type PageFacts } from './page-facts.ts';

/** A markdown body to render, with the locale prefix its internal links get. */
export interface MarkdownTask {
  type: 'markdown';
  body: string;
  prefix: string;
}

/** A page to render: its locale's chrome (sent once per renderer), its own part and the HTML of the bodies it shows. */
export interface PageTask {
  type: 'page';
  /** The locale's chrome, serialised once by the build; parsed once per renderer. */
  chrome: { key: string; json: string };
  /** The page part, serialised (`PagePart`). */
  part: string;
  /** The HTML of the markdown bodies the part refers to, by key. */
  bodies: Record<string, string>;
  /** The id of the page's content (`RuntimePage.id`), written into its runtime config. */
  pageId: string;
}

/** A rendered page: its bytes, their hash, and the facts the checks read. */
export interface RenderedPage {
  hash: string;
  html: Uint8Array;
  facts: PageFacts;
}

export type RenderTask = MarkdownTask | PageTask;
export type RenderResult<T extends RenderTask> = T extends MarkdownTask ? RenderedMarkdown : RenderedPage;

/** What every renderer shares: messages, images, the sites' origins, the names the language check ignores. */
export interface RendererSetup {
  i18n: I18nSetup;
  images: [string, ImageAsset][];
  origins: string[];
  /** Brand and rival names: the same in every language, so not evidence of one. */
  names: string[];
  /** The locales' language tags: a language the check detects is reported as the site's tag for it. */
  tags?: string[];
}

/** The view with the page's content id in its runtime config (the id is a hash of the view without it). */
function withPageId(view: PageView, id: string): PageView {
  return { ...view, runtimeConfig: { ...view.runtimeConfig, page: { ...view.runtimeConfig.page, id } } };
}

/**
 * Renders tasks, on a worker thread or in process: markdown to HTML, and pages to bytes with their
 * hash and facts. Writes nothing: the build's store does.
 */
export function createRenderer(setup: RendererSetup): <T extends RenderTask>(task: T) => RenderResult<T> {
  const images = new Map(setup.images);
  const chromes = new Map<string, LocaleChrome>();
  const chromeOf = ({ key, json }: PageTask['chrome']) => {
    let chrome = chromes.get(key);
    if (!chrome) chromes.set(key, (chrome = JSON.parse(json) as LocaleChrome));
    return chrome;
  };
  const renderOne = (task: RenderTask): RenderedMarkdown | RenderedPage => {
    if (task.type === 'markdown') return renderMarkdown(task.body, { prefix: task.prefix, images });
    const htmlOf = (key: string) => {
      const html = task.bodies[key];
      if (html === undefined) throw new Error(`page task lacks the markdown body ${key}`);
      return html;
    };
    const view = withPageId(withBodies(composeView(chromeOf(task.chrome), task.chrome.key, JSON.parse(task.part) as PagePart), htmlOf), task.pageId);
    let text: string;
    try {
      text = renderPage(view, createI18n(view.locale.code, setup.i18n));
    } catch (error) {
      throw new Error(pageRenderFailure(view.url, view.template, error));
    }
    const html = Buffer.from(text);
    return { hash: shortHash(html, 16), html, facts: { ...extractFacts(text, setup.origins), language: languageFacts(text, view, setup.names, setup.tags ?? []) } };
  };
  return renderOne as <T extends RenderTask>(task: T) => RenderResult<T>;
}

/**
 * The language check of a rendered page, kept small for the facts cache: the verdict, the first
 * mismatched text, on a failing page the texts to trace to their files, and the title, meta
 * description and `<h1>` judged on their own. The title and description come from the view (no
 * second parse of the page); they are not judged where the page shows another locale's copy under
 * a notice (the view marks it with `lang`: the source's title is then the page's).
 */
function languageFacts(html: string, view: PageView, names: readonly string[], tags: readonly string[]): LanguageFacts {
  const locale = view.locale;
  const segments = documentSegments(html, locale.tag);
  const result = checkTextLanguage(segments, locale, { ignore: names, tags });
  const first = result.mismatched?.[0];
  // The language of the text that is not the declared one (detected is the page's main language).
  const detected = first && result.detected === locale.tag ? first.lang : result.detected;
  const texts = result.ok ? [] : [...new Set(result.mismatched?.flatMap((chunk) => chunk.segments ?? [chunk.text]))].slice(0, MAX_TRACED_TEXTS);
  const shownFromSource = (view.data.kind === 'copy' && view.data.copy.lang) || (view.data.kind === 'entry' && view.data.entry.lang);
  const h1 = segments.filter((segment) => segment.h1 && sameLanguage(segment.lang, locale.tag)).map((segment) => segment.text).join(' ');
  type Field = NonNullable<LanguageFacts['fields']>[number]['field'];
  const candidates: [Field, string][] = shownFromSource ? [['h1', h1]] : [['title', view.head.title], ['description', view.head.description], ['h1', h1]];
  const fields: NonNullable<LanguageFacts['fields']> = [];
  for (const [field, text] of candidates) {
    if (!text) continue;
    const judged = checkFieldLanguage(text, locale, { ignore: names, tags });
    if (!judged.ok) fields.push({ field, text: judged.text.length > 120 ? `${judged.text.slice(0, 119)}…` : judged.text, detected: judged.detected });
  }
  return {
    ok: result.ok,
    detected,
    share: Math.round(result.share * 1000) / 1000,
    ...(first ? { sample: first.text.slice(0, 80) } : {}),
    ...(result.case === 'script' ? { case: 'script' as const, scriptShare: Math.round((result.scriptShare ?? 0) * 1000) / 1000 } : {}),
    ...(texts.length ? { texts } : {}),
    ...(fields.length ? { fields } : {}),
  };
}

