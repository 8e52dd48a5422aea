import { useT } from '../i18n.tsx';
import { useView } from '../view-context.tsx';

/** `/links` (the top bar's "nav"): every place of the site and its resources in one directory. */
export default function Links() {
  const t = useT();
  const { nav } = useView();
  const groups = [
    { title: 'links.site', links: nav.topBar.map((link) => ({ href: link.href, label: t(link.label), external: link.external })) },
    { title: 'nav.solutions', links: nav.solutions.map((link) => ({ href: link.href, label: t(`solutionNames.${link.key}`), external: false })) },
    { title: 'nav.features', links: nav.features.map((link) => ({ href: link.href, label: t(`featureNames.${link.key}`), external: false })) },
  ];
  return (
    <article className="links-page">
      <header className="page-header">
        <h1>{t('links.title')}</h1>
        <p className="lead">{t('links.lead')}</p>
      </header>
      {groups
        .filter((group) => group.links.length > 0)
        .map((group) => (
          <section key={group.title}>
            <h2>{t(group.title)}</h2>
            <ul className="link-grid">
              {group.links.map((link) => (
                <li key={link.href} className="card">
                  <a href={link.href} {...(link.external ? { rel: 'noopener' } : {})}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ))}
    </article>
  );
}
