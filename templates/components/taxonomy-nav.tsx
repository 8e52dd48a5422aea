import { useT } from '../i18n.tsx';
import type { TaxonomyLink } from '../view.ts';

/** Category or tag filter links of a listing, with entry counts. */
export function TaxonomyNav({ collection, kind, links, allHref }: { collection: string; kind: 'categories' | 'tags'; links: TaxonomyLink[]; allHref?: string }) {
  const t = useT();
  if (links.length === 0) return null;
  return (
    <nav className={`taxonomy taxonomy-${kind}`} aria-label={t(`listing.${kind}`)}>
      <ul>
        {allHref ? (
          <li>
            <a href={allHref} {...(links.every((link) => !link.current) ? { 'aria-current': 'page' as const } : {})}>
              {t('listing.all')}
            </a>
          </li>
        ) : null}
        {links.map((link) => (
          <li key={link.slug}>
            <a href={link.href} {...(link.current ? { 'aria-current': 'page' as const } : {})}>
              {kind === 'categories' ? t(`categories.${collection}.${link.slug}`) : `#${link.slug}`} <span className="count">{link.count}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
