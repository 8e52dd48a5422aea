import { useT } from '../i18n.tsx';
import { useView } from '../view-context.tsx';
import { EntryList } from './entry-card.tsx';
import { FormattedDate } from './formatted-date.tsx';
import { PROSE_IMAGE_SIZES } from './image-sizes.ts';
import { Picture } from './picture.tsx';
import { track } from './track.ts';

/** A full entry: title, meta, cover, table of contents, body, related entries. */
export function Article() {
  const t = useT();
  const { data } = useView();
  if (data.kind !== 'entry') return null;
  const { entry, collection } = data;
  const contents = entry.headings.filter((heading) => heading.depth === 2);
  /** The entry's language when it is not the page's (an untranslated article under a notice). */
  const lang = entry.lang ? { lang: entry.lang } : {};
  return (
    <article className="article">
      <p className="breadcrumb">
        <a href={data.indexHref}>{t(`collections.${collection}.title`)}</a>
        {entry.category?.href ? (
          <>
            {' / '}
            <a href={entry.category.href}>{t(`categories.${collection}.${entry.category.slug}`)}</a>
          </>
        ) : null}
      </p>
      {entry.lang ? <p className="notice">{t('copy.fallbackNotice')}</p> : null}
      <h1 {...lang}>{entry.title}</h1>
      <p className="meta">
        <FormattedDate date={entry.date} />
        {entry.version ? ` · ${t('release.version', { version: entry.version })}` : null}
      </p>
      {entry.cover ? <Picture className="article-cover" image={entry.cover} priority sizes={PROSE_IMAGE_SIZES} /> : null}
      {contents.length > 2 ? (
        <nav className="toc" aria-label={t('article.contents')}>
          <p>{t('article.contents')}</p>
          <ol {...lang}>
            {contents.map((heading) => (
              <li key={heading.id}>
                <a href={`#${heading.id}`}>{heading.text}</a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <div className="prose" {...lang} dangerouslySetInnerHTML={{ __html: entry.html }} />
      {entry.website ? (
        <p className="partner-site">
          <a className="button" href={entry.website} rel="noopener" {...track('partner.visit')}>
            {t('partner.visit')}
          </a>
          {entry.offer ? <span className="offer">{entry.offer}</span> : null}
        </p>
      ) : null}
      {entry.tags.length > 0 ? (
        <ul className="tags">
          {entry.tags.map((tag) => (
            <li key={tag.slug}>{tag.href ? <a href={tag.href}>#{tag.slug}</a> : `#${tag.slug}`}</li>
          ))}
        </ul>
      ) : null}
      {data.related.length > 0 ? (
        <section className="related">
          <h2>{t('article.related')}</h2>
          <EntryList entries={data.related} collection={collection} />
        </section>
      ) : null}
    </article>
  );
}
