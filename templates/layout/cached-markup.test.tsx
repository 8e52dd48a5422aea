import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createI18n, I18nProvider, type I18nSetup, useI18n } from '../i18n.tsx';
import { ViewProvider } from '../view-context.tsx';
import type { PageView } from '../view.ts';
import { useChromeMarkup } from './cached-markup.tsx';

const setupWith = (legal: string): I18nSetup => ({ messages: { en: { legal } }, tags: { en: 'en-US' }, fallback: 'en' });

let renders = 0;
function Legal() {
  const { t } = useI18n();
  renders += 1;
  return <p>{t('legal')}</p>;
}

function Footer() {
  return <footer dangerouslySetInnerHTML={{ __html: useChromeMarkup('legal', () => <Legal />) }} />;
}

/** Renders the footer of a page whose chrome key is `chromeKey` with the messages of `setup`. */
function page(setup: I18nSetup, chromeKey: string): string {
  // The hook reads only the chrome key of the view.
  const view = { chromeKey } as PageView;
  return renderToStaticMarkup(
    <I18nProvider value={createI18n('en', setup)}>
      <ViewProvider value={view}>
        <Footer />
      </ViewProvider>
    </I18nProvider>,
  );
}

describe('useChromeMarkup', () => {
  it('renders a chrome part once per chrome and messages, and never serves it for other messages', () => {
    const first = setupWith('© Polyprofile');
    renders = 0;
    expect(page(first, 'chrome-a')).toBe('<footer><p>© Polyprofile</p></footer>');
    expect(page(first, 'chrome-a')).toBe('<footer><p>© Polyprofile</p></footer>');
    expect(renders).toBe(1);
    // Same chrome, edited message (a rebuild in the same process): rendered again, with the new text.
    expect(page(setupWith('© Polyprofile Ltd'), 'chrome-a')).toBe('<footer><p>© Polyprofile Ltd</p></footer>');
    expect(renders).toBe(2);
    page(first, 'chrome-b');
    expect(renders).toBe(3);
  });
});
