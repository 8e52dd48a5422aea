import { useT } from '../i18n.tsx';
import type { PageView } from '../view.ts';

/** Footer: link columns that exist in this locale, then the legal line. */
export function Footer({ view }: { view: PageView }) {
  const t = useT();
  return (
    <footer className="site-footer">
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
    </footer>
  );
}
