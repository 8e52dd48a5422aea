import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nProvider, useI18n } from '../i18n.tsx';
import { useView, ViewProvider } from '../view-context.tsx';

const cache = new Map<string, string>();
/** Enough for every locale's chrome parts of a build; older entries go first. */
const LIMIT = 400;

/**
 * The HTML of a subtree that depends only on the locale's chrome (menus, footer), rendered once per
 * chrome and reused by every page of the locale: the same markup, without rendering it again.
 */
export function useChromeMarkup(part: string, render: () => ReactElement): string {
  const i18n = useI18n();
  const view = useView();
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
