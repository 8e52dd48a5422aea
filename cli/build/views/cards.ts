import type { ContentEntry } from '../../../manifest/content/parse-entry.ts';
import type { PlanLocale } from '../../../manifest/plan/types.ts';
import type { EntryCard } from '../../../templates/view.ts';
import { memoOf, type ViewContext } from './context.ts';

/** An entry as a card in listings and "keep reading" lists (made once per build). */
export function card(ctx: ViewContext, entry: ContentEntry, locale: PlanLocale): EntryCard {
  const cards = memoOf(ctx).cards;
  const key = `${locale.code}|${entry.file}`;
  let made = cards.get(key);
  if (!made) cards.set(key, (made = makeCard(ctx, entry, locale)));
  return made;
}

function makeCard(ctx: ViewContext, entry: ContentEntry, locale: PlanLocale): EntryCard {
  const { index } = ctx;
  // An untranslated source-language entry links to its page in this locale (shown under a notice)
  // where the policy builds one, else to the source page (absolute when on another site).
  const here = index.entry(entry.collection, locale.code, entry.slug);
  const there = here ? undefined : index.entry(entry.collection, entry.locale, entry.slug);
  const href = here?.path ?? (there ? (there.site === locale.site ? there.path : there.url) : '');
  const categoryPage = entry.category ? index.listing(entry.collection, locale.code, entry.category) : undefined;
  const cover = 'cover' in entry.data && entry.data.cover ? entry.data.cover : undefined;
  const image = cover ? ctx.assets.images.get(cover.src) : undefined;
  return {
    ...(entry.locale === locale.code ? {} : { lang: index.tagOf(entry.locale) }),
    title: entry.title,
    description: entry.data.description,
    date: entry.date,
    href,
    ...(entry.category ? { category: { slug: entry.category, ...(categoryPage ? { href: categoryPage.path } : {}) } } : {}),
    tags: entry.tags.map((tag) => {
      const tagPage = entry.category ? index.listing(entry.collection, locale.code, entry.category, tag) : undefined;
      return { slug: tag, ...(tagPage ? { href: tagPage.path } : {}) };
    }),
    ...(image && cover ? { cover: { src: image.url, width: image.width, height: image.height, alt: cover.alt, ...(image.sources ? { sources: image.sources } : {}) } } : {}),
  };
}

/** The newest entries of a collection's category in a locale (a few more than any page shows). */
export function sameCategory(ctx: ViewContext, collection: string, code: string, category: string | undefined): ContentEntry[] {
  const key = `${collection}/${code}/${category ?? ''}`;
  const memo = memoOf(ctx).related;
  let list = memo.get(key);
  if (!list) memo.set(key, (list = ctx.index.entriesOf(collection, code).filter((other) => other.category === category).slice(0, 4)));
  return list;
}
