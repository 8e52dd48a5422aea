import { useT } from '../i18n.tsx';
import { useView } from '../view-context.tsx';
import { useChromeMarkup } from './cached-markup.tsx';

/** Footer: link columns that exist in this locale, then the legal line. The same on every page of a locale. */
export function Footer() {
  return <footer className="site-footer" dangerouslySetInnerHTML={{ __html: useChromeMarkup('footer', () => <FooterBody />) }} />;
}

function FooterBody() {
  const t = useT();
  const view = useView();
  return (
    <>
      <div className="container footer-columns">
        {view.footer.map((column) => (
          <section key={column.title}>
            <h2>{t(column.title)}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.href}>
                  <a href={link.href} {...(link.external ? { rel: 'noopener' } : {})}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <p className="container legal">{t('footer.legal', { brand: view.brand })}</p>
    </>
  );
}
