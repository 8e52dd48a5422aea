import type { ReactNode } from 'react';
import { Island } from '../islands/island.tsx';
import { IslandProvider } from '../islands/island-context.tsx';
import type { PageView } from '../view.ts';
import { useT } from '../i18n.tsx';
import { Footer } from './footer.tsx';
import { Head } from './head.tsx';
import { Header } from './header.tsx';

/**
 * The whole document. `default` layout: header, main, footer and the floating widgets;
 * `custom` (error pages, D9) and `sprite` (`/_icons`): the page alone.
 */
export function Document({ view, children }: { view: PageView; children: ReactNode }) {
  return (
    <html lang={view.locale.tag} data-template={view.template}>
      <Head view={view} />
      <body className={`layout-${view.layout}`}>
        <a className="skip-link" href="#main">
          <SkipLabel />
        </a>
        <IslandProvider config={view.runtimeConfig}>
          {view.layout === 'default' ? (
            <>
              <Header view={view} />
              <main id="main" className="container">
                {children}
              </main>
              <Footer />
              <div className="quick-actions" data-quick-actions="">
                <Island name="activity-icon" />
                {view.locale.code === 'zh' ? <Island name="qr-consult" /> : null}
                <Island name="scroll-top" />
              </div>
              <Island name="mobile-banner" />
            </>
          ) : (
            <main id="main" className={`layout-${view.layout}-main`}>
              {children}
            </main>
          )}
          <Island name="toast-host" />
        </IslandProvider>
        {view.statistics.body.map((src) => (
          <script key={src} async src={src} />
        ))}
      </body>
    </html>
  );
}

function SkipLabel() {
  return <>{useT()('nav.skip')}</>;
}
