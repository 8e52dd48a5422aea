import { useT } from '../i18n.tsx';
import { useView } from '../view-context.tsx';
import { useChromeMarkup } from './cached-markup.tsx';
import { LinkList } from '../components/link-list.tsx';

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
            <LinkList links={column.links} trackKey={`footer.${column.title.replace(/^footer\./, '')}`} />
          </section>
        ))}
      </div>
      <p className="container legal">{t('footer.legal', { brand: view.brand })}</p>
    </>
  );
}
