import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createI18n, type I18nSetup } from '../../templates/i18n.tsx';
import { renderPage } from '../../templates/render-page.tsx';
import { composeView, type LocaleChrome, type PagePart, type PageView } from '../../templates/view.ts';
import type { MarkdownMeta, PageRecord } from './build-cache.ts';
import { shortHash } from './hash.ts';
import { type ImageAsset, renderMarkdown } from './markdown.ts';
import { extractFacts } from './page-facts.ts';

/** Marks a view field whose HTML is the cached markdown with this key: `\0md:<key>`. */
export const MD_MARK = '\u0000md:';

/** Work a render worker (or the main thread) does. Results are small; HTML goes straight to disk. */
export type RenderTask =
  | { type: 'markdown'; key: string; body: string; prefix: string }
  | {
      type: 'page';
      /** The locale's chrome, serialised once by the build; parsed once per renderer. */
      chrome: { key: string; json: string };
      /** The page part, serialised (`PagePart`). */
      part: string;
      /** Store the page as `objects/<hash>.html` (building), or only hash and check it. */
      store: boolean;
    };

export type RenderResult = MarkdownMeta | (PageRecord & { bytes: number });

/** What every renderer shares: messages, images, the markdown HTML folder, the sites' origins. */
export interface RendererSetup {
  i18n: I18nSetup;
  images: [string, ImageAsset][];
  htmlDir: string;
  objectsDir: string;
  origins: string[];
}

/**
 * Runs render tasks, in a worker thread or in process. Markdown HTML is written to the cache
 * folder and read back by the pages that show it; a page is rendered, hashed, its facts
 * extracted and (when building) stored under its hash, from where the build links it into place.
 */
export function createRenderer(setup: RendererSetup) {
  const images = new Map(setup.images);
  const htmlOf = (key: string) => readFileSync(join(setup.htmlDir, `${key}.html`), 'utf8');
  const chromes = new Map<string, LocaleChrome>();
  const chromeOf = ({ key, json }: { key: string; json: string }) => {
    let chrome = chromes.get(key);
    if (!chrome) chromes.set(key, (chrome = JSON.parse(json) as LocaleChrome));
    return chrome;
  };
  return (task: RenderTask): RenderResult => {
    if (task.type === 'markdown') {
      const { html, ...meta } = renderMarkdown(task.body, { prefix: task.prefix, images });
      writeFileSync(join(setup.htmlDir, `${task.key}.html`), html);
      return meta;
    }
    const view = hydrateView(composeView(chromeOf(task.chrome), task.chrome.key, JSON.parse(task.part) as PagePart), htmlOf);
    const html = renderPage(view, createI18n(view.locale.code, setup.i18n));
    const hash = shortHash(html, 16);
    if (task.store) writeFileSync(join(setup.objectsDir, `${hash}.html`), html);
    return { hash, facts: extractFacts(html, setup.origins), bytes: Buffer.byteLength(html) };
  };
}

/** Puts the markdown HTML into a view's placeholders. */
export function hydrateView(view: PageView, htmlOf: (key: string) => string): PageView {
  const fill = (value: string) => (value.startsWith(MD_MARK) ? htmlOf(value.slice(MD_MARK.length)) : value);
  const data = view.data;
  if (data.kind === 'entry') return { ...view, data: { ...data, entry: { ...data.entry, html: fill(data.entry.html) } } };
  if (data.kind === 'copy') return { ...view, data: { ...data, copy: { ...data.copy, html: fill(data.copy.html) } } };
  if (data.kind === 'faq') return { ...view, data: { ...data, items: data.items.map((item) => ({ ...item, html: fill(item.html) })) } };
  return view;
}
