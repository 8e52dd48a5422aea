import { useT } from '../i18n.tsx';
import { useView } from '../view-context.tsx';
import type { EntryCard as EntryCardView } from '../view.ts';
import { FormattedDate } from './formatted-date.tsx';
import { Picture } from './picture.tsx';
import { track } from './track.ts';

/**
 * The width a card's cover shows at (`.card-grid`: one column on a phone, two on a tablet, three
 * at most in the 74rem container), so a phone downloads the 1x cover, not the 2x.
 */
const CARD_COVER_SIZES = '(max-width: 40rem) calc(100vw - 2rem), (max-width: 64rem) 50vw, 24rem';

/** The heading level of a card's title: one below the heading the list sits under. */
export type CardLevel = 2 | 3;

/**
 * One entry in a listing: cover, title link, date, category, description. A card of an entry in
 * another language (`entry.lang`: an untranslated source-language article) carries that language
 * on the whole card, so its cover's alt text, title and description are all marked as such; the
 * date, the category and the badge, which the page's locale writes, carry the page's language.
 */
export function EntryCard({ entry, collection, level = 3, eager = false }: { entry: EntryCardView; collection: string; level?: CardLevel; eager?: boolean }) {
  const t = useT();
  const { locale } = useView();
  const lang = entry.lang ? { lang: entry.lang } : {};
  const pageLang = entry.lang ? { lang: locale.tag } : {};
  const Title = level === 2 ? 'h2' : 'h3';
  return (
    <article className="card entry-card" {...lang}>
      {entry.cover ? <Picture className="card-cover" image={entry.cover} sizes={CARD_COVER_SIZES} priority={eager} /> : null}
      <div className="card-body">
        <p className="meta" {...pageLang}>
          <FormattedDate date={entry.date} />
          {entry.category ? (
            <>
              {' · '}
              {entry.category.href ? <a href={entry.category.href}>{t(`categories.${collection}.${entry.category.slug}`)}</a> : t(`categories.${collection}.${entry.category.slug}`)}
            </>
          ) : null}
        </p>
        {entry.lang ? (
          <p className="badge" {...pageLang}>
            {t('translation.sourceBadge')}
          </p>
        ) : null}
        <Title className="card-title">
          <a href={entry.href} {...track(`card.${collection}`)}>
            {entry.title}
          </a>
        </Title>
        <p>{entry.description}</p>
      </div>
    </article>
  );
}

/**
 * A grid of entry cards, or a note when there are none (unless `quiet`). `level` is the cards'
 * heading level: 3 under a section's `<h2>`, 2 straight under the page's `<h1>` (a listing).
 * `eagerFirst` is for the list at the top of a listing page: its first cover is on screen at load
 * (the largest paint on a phone), so it is fetched early instead of lazily.
 */
export function EntryList({ entries, collection, quiet = false, level = 3, eagerFirst = false }: { entries: EntryCardView[]; collection: string; quiet?: boolean; level?: CardLevel; eagerFirst?: boolean }) {
  const t = useT();
  if (entries.length === 0) return quiet ? null : <p className="empty">{t('listing.empty')}</p>;
  return (
    <div className="card-grid">
      {entries.map((entry, index) => (
        <EntryCard key={entry.href} entry={entry} collection={collection} level={level} eager={eagerFirst && index === 0} />
      ))}
    </div>
  );
}
