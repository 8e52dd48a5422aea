import { createI18n, type I18nSetup } from '../../templates/i18n.tsx';
import { renderPage } from '../../templates/render-page.tsx';
import type { PageView } from '../../templates/view.ts';
import { type MarkdownOptions, type RenderedMarkdown, renderMarkdown } from './markdown.ts';

/** Work a render worker (or the main thread) does. */
export type RenderTask =
  | { type: 'markdown'; body: string; prefix: string }
  | { type: 'page'; view: PageView };

export type RenderResult = RenderedMarkdown | string;

/** Runs render tasks with the shared inputs (messages, images); used in workers and in process. */
export function createRenderer(i18n: I18nSetup, images: MarkdownOptions['images']) {
  return (task: RenderTask): RenderResult => {
    if (task.type === 'markdown') return renderMarkdown(task.body, { prefix: task.prefix, images });
    return renderPage(task.view, createI18n(task.view.locale.code, i18n));
  };
}
