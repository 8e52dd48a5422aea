import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createI18n, type I18nSetup } from '../../../templates/i18n.tsx';
import { renderPage } from '../../../templates/render-page.tsx';
import { composeView, type LocaleChrome, type PagePart, type PageView } from '../../../templates/view.ts';
import type { PageRecord } from '../store/build-cache.ts';
import { shortHash } from '../hash.ts';
import { type ImageAsset, type RenderedMarkdown, renderMarkdown } from './markdown.ts';
import { extractFacts } from './page-facts.ts';

/** Marks a view field whose HTML is the cached markdown with this key: `\0md:<key>`. */
export const MD_MARK = '\u0000md:';

/** Work a render worker (or the main thread) does. A page's HTML goes straight to disk. */
export type RenderTask =
  | { type: 'markdown'; body: string; prefix: string }
  | {
      type: 'page';
      /** The locale's chrome, serialised once by the build; parsed once per renderer. */
      chrome: { key: string; json: string };
      /** The page part, serialised (`PagePart`). */
      part: string;
      /** The HTML of the markdown bodies the part refers to (`MD_MARK` + key), by key. */
      markdown: Record<string, string>;
      /** Store the page as `objects/<hash>.html` (building), or only hash and check it. */
      store: boolean;
    };

export type RenderResult = RenderedMarkdown | (PageRecord & { bytes: number });

/** What every renderer shares: messages, images, the page store folder, the sites' origins. */
export interface RendererSetup {
  i18n: I18nSetup;
  images: [string, ImageAsset][];
  objectsDir: string;
  origins: string[];
}

/** Renders tasks; `settle` waits for the page stores started so far. */
export interface Renderer {
  render(task: RenderTask): RenderResult;
  /** Resolves when every page stored by the calls before it is on disk; rejects on a failed write. */
  settle(): Promise<void>;
}

/**
 * Runs render tasks, in a worker thread or in process. Markdown HTML goes back to the build, which
 * keeps it and sends each page the bodies it shows; a page is rendered, hashed, its facts
 * extracted and (when building) stored under its hash, from where the build links it into place.
 * Stores are asynchronous: a slow disk holds up the batch's answer, never the rendering.
 */
export function createRenderer(setup: RendererSetup): Renderer {
  const images = new Map(setup.images);
  const chromes = new Map<string, LocaleChrome>();
  const chromeOf = ({ key, json }: { key: string; json: string }) => {
    let chrome = chromes.get(key);
    if (!chrome) chromes.set(key, (chrome = JSON.parse(json) as LocaleChrome));
    return chrome;
  };
  let stores: Promise<void>[] = [];
  const render = (task: RenderTask): RenderResult => {
    if (task.type === 'markdown') return renderMarkdown(task.body, { prefix: task.prefix, images });
    const htmlOf = (key: string) => {
      const html = task.markdown[key];
      if (html === undefined) throw new Error(`page task lacks the markdown ${key}`);
      return html;
    };
    const view = hydrateView(composeView(chromeOf(task.chrome), task.chrome.key, JSON.parse(task.part) as PagePart), htmlOf);
    const html = renderPage(view, createI18n(view.locale.code, setup.i18n));
    const bytes = Buffer.from(html);
    const hash = shortHash(bytes, 16);
    if (task.store) stores.push(writeFile(join(setup.objectsDir, `${hash}.html`), bytes));
    return { hash, facts: extractFacts(html, setup.origins), bytes: bytes.length };
  };
  const settle = async (): Promise<void> => {
    const started = stores;
    stores = [];
    await Promise.all(started);
  };
  return { render, settle };
}

/** The markdown keys a serialised page part refers to (its `MD_MARK` placeholders). */
export function markdownKeysOf(part: string): string[] {
  return [...part.matchAll(/\\u0000md:([0-9a-f]+)/g)].map((match) => match[1] as string);
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
