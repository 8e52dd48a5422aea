import { useT } from '../i18n.tsx';
import type { EntryCard as EntryCardView } from '../view.ts';
import { FormattedDate } from './formatted-date.tsx';
import { Picture } from './picture.tsx';
import { track } from './track.ts';

/** One entry in a listing: cover, title link, date, category, description. */
export function EntryCard({ entry, collection }: { entry: EntryCardView; collection: string }) {
  const t = useT();
  const lang = entry.lang ? { lang: entry.lang } : {};
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
        <h3 {...lang}>
          <a href={entry.href} {...track(`card.${collection}`)}>
            {entry.title}
          </a>
        </h3>
        <p {...lang}>{entry.description}</p>
      </div>
    </article>
  );
}

/** A grid of entry cards, or a note when there are none (unless `quiet`). */
export function EntryList({ entries, collection, quiet = false }: { entries: EntryCardView[]; collection: string; quiet?: boolean }) {
  const t = useT();
  if (entries.length === 0) return quiet ? null : <p className="empty">{t('listing.empty')}</p>;
  return (
    <div className="card-grid">
      {entries.map((entry) => (
        <EntryCard key={entry.href} entry={entry} collection={collection} />
      ))}
    </div>
  );
}
