import { LinkList } from '../components/link-list.tsx';
import { PageHeader } from '../components/page-header.tsx';
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
      <PageHeader />
      {groups
        .filter((group) => group.links.length > 0)
        .map((group) => (
          <section key={group.title}>
            <h2>{t(group.title)}</h2>
            <LinkList links={group.links} style="link-grid" trackKey={`links.${group.title.replace(/^(links|nav)\./, '')}`} />
          </section>
        ))}
    </article>
  );
}
