import { renderToString } from 'react-dom/server';
import { I18nProvider, type createI18n } from './i18n.tsx';
import { Document } from './layout/document.tsx';
import { templateOf } from './registry.ts';
import type { PageView } from './view.ts';
import { ViewProvider } from './view-context.tsx';

/** Renders one page to a complete HTML document. Pure: the view model and the locale's messages in, a string out. */
export function renderPage(view: PageView, i18n: ReturnType<typeof createI18n>): string {
  const Page = templateOf(view.template)?.component;
  if (!Page) throw new Error(`No template "${view.template}" in templates/registry.ts.`);
  return `<!DOCTYPE html>${renderToString(
    <I18nProvider value={i18n}>
      <ViewProvider value={view}>
        <Document view={view}>
          <Page />
        </Document>
      </ViewProvider>
    </I18nProvider>,
  )}`;
}
