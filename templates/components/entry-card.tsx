import { useT } from '../i18n.tsx';
import type { EntryCard as EntryCardView } from '../view.ts';
import { FormattedDate } from './formatted-date.tsx';
import { Picture } from './picture.tsx';
import { track } from './track.ts';

/** The heading level of a card's title: one below the heading the list sits under. */
export type CardLevel = 2 | 3;

/** One entry in a listing: cover, title link, date, category, description. */
export function EntryCard({ entry, collection, level = 3 }: { entry: EntryCardView; collection: string; level?: CardLevel }) {
  const t = useT();
  const lang = entry.lang ? { lang: entry.lang } : {};
  const Title = level === 2 ? 'h2' : 'h3';
  return (
    <article className="card entry-card">
      {entry.cover ? <Picture className="card-cover" image={entry.cover} /> : null}
      <div className="card-body">
        <p className="meta">
          <FormattedDate date={entry.date} />
          {entry.category ? (
            <>
              {' · '}
              {entry.category.href ? <a href={entry.category.href}>{t(`categories.${collection}.${entry.category.slug}`)}</a> : t(`categories.${collection}.${entry.category.slug}`)}
            </>
          ) : null}
        </p>
        {entry.lang ? <p className="badge">{t('translation.sourceBadge')}</p> : null}
        <Title className="card-title" {...lang}>
          <a href={entry.href} {...track(`card.${collection}`)}>
            {entry.title}
          </a>
        </Title>
        <p {...lang}>{entry.description}</p>
      </div>
    </article>
  );
}

/**
 * A grid of entry cards, or a note when there are none (unless `quiet`). `level` is the cards'
 * heading level: 3 under a section's `<h2>`, 2 straight under the page's `<h1>` (a listing).
 */
export function EntryList({ entries, collection, quiet = false, level = 3 }: { entries: EntryCardView[]; collection: string; quiet?: boolean; level?: CardLevel }) {
  const t = useT();
  if (entries.length === 0) return quiet ? null : <p className="empty">{t('listing.empty')}</p>;
  return (
    <div className="card-grid">
      {entries.map((entry) => (
        <EntryCard key={entry.href} entry={entry} collection={collection} level={level} />
      ))}
    </div>
  );
}
