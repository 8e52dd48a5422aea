import { useT } from '../i18n.tsx';
import { useView } from '../view-context.tsx';
import { EntryList } from './entry-card.tsx';
import { TaxonomyNav } from './taxonomy-nav.tsx';

/** A collection listing: index, category or category + tag (blog, news, guide, helps, release, partners). */
export function Listing() {
  const t = useT();
  const { data } = useView();
  if (data.kind !== 'listing') return null;
  const heading = data.tag
    ? t('listing.tagHeading', { category: t(`categories.${data.collection}.${data.category}`), tag: data.tag })
    : data.category
      ? t(`categories.${data.collection}.${data.category}`)
      : t(`collections.${data.collection}.title`);
  return (
    <section className="listing">
      <header className="page-header">
        <h1>{heading}</h1>
        {!data.category ? <p className="lead">{t(`collections.${data.collection}.lead`)}</p> : null}
      </header>
      <TaxonomyNav collection={data.collection} kind="categories" links={data.categories} allHref={data.indexHref} />
      {data.category ? <TaxonomyNav collection={data.collection} kind="tags" links={data.tags} /> : null}
      <EntryList entries={data.entries} collection={data.collection} quiet={data.sourceEntries.length > 0} level={2} eagerFirst />
      {data.sourceEntries.length > 0 ? (
        <section className="source-entries">
          <h2>{t('translation.sourceHeading')}</h2>
          <EntryList entries={data.sourceEntries} collection={data.collection} eagerFirst={data.entries.length === 0} />
        </section>
      ) : null}
    </section>
  );
}
