import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { type I18nValue, I18nProvider, useI18n } from '../i18n.tsx';
import { useView, ViewProvider } from '../view-context.tsx';

/**
 * Rendered parts by translations (one `I18nValue` per message set and locale, see `createI18n`),
 * then by chrome and part: new messages never meet markup rendered from old ones.
 */
const caches = new WeakMap<I18nValue, Map<string, string>>();
/** Enough for every chrome part of a locale; older entries go first. */
const LIMIT = 400;

/**
 * The HTML of a subtree that depends only on the locale's chrome (menus, footer) and its messages,
 * rendered once and reused by every page of the locale: the same markup, without rendering it again.
 */
export function useChromeMarkup(part: string, render: () => ReactElement): string {
  const i18n = useI18n();
  const view = useView();
  let cache = caches.get(i18n);
  if (!cache) caches.set(i18n, (cache = new Map()));
  const key = `${view.chromeKey}|${part}`;
  let html = cache.get(key);
  if (html === undefined) {
    html = renderToStaticMarkup(
      <I18nProvider value={i18n}>
        <ViewProvider value={view}>{render()}</ViewProvider>
      </I18nProvider>,
    );
    if (cache.size >= LIMIT) cache.delete(cache.keys().next().value as string);
    cache.set(key, html);
  }
  return html;
}
