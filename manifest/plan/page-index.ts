import type { ItemKind } from '../schema/index.ts';
import type { PlannedPage } from './types.ts';

/**
 * Lookups of planned pages, the one index every reader of the plan uses (menus, resolve(), the
 * build's views). Keys are internal; callers ask by what they know.
 */
export interface PageIndex {
  /** The page at a canonical path of a site. */
  atPath(site: string, path: string): PlannedPage | undefined;
  /** The page of a route without parameters in a locale (`pricing`). */
  route(locale: string, routeId: string): PlannedPage | undefined;
  /** An item page (solution, feature, alternative, use case) in a locale. */
  item(kind: ItemKind, locale: string, slug: string): PlannedPage | undefined;
  /** A content entry's page in a locale. */
  entry(collection: string, locale: string, slug: string): PlannedPage | undefined;
  /** A collection listing in a locale: its index, a category, or a category and tag. */
  listing(collection: string, locale: string, category?: string, tag?: string): PlannedPage | undefined;
}

const key = (...parts: string[]) => parts.join('|');

/** Indexes pages once; `pageIndexOf` keeps one index per page list. */
function indexPages(pages: readonly PlannedPage[]): PageIndex {
  const byKey = new Map<string, PlannedPage>();
  for (const page of pages) {
    byKey.set(key('path', page.site, page.path), page);
    if (Object.keys(page.params).length === 0) byKey.set(key('route', page.locale, page.route), page);
    const subject = page.subject;
    if (subject.kind === 'item') byKey.set(key('item', subject.items, page.locale, subject.slug), page);
    if (subject.kind === 'entry') byKey.set(key('entry', subject.collection, page.locale, subject.slug), page);
    if (subject.kind === 'listing') byKey.set(key('listing', subject.collection, page.locale, subject.category ?? '', subject.tag ?? ''), page);
  }
  return {
    atPath: (site, path) => byKey.get(key('path', site, path)),
    route: (locale, routeId) => byKey.get(key('route', locale, routeId)),
    item: (kind, locale, slug) => byKey.get(key('item', kind, locale, slug)),
    entry: (collection, locale, slug) => byKey.get(key('entry', collection, locale, slug)),
    listing: (collection, locale, category = '', tag = '') => byKey.get(key('listing', collection, locale, category, tag)),
  };
}

const indexes = new WeakMap<readonly PlannedPage[], PageIndex>();

/** The index of a plan's pages, built on first use. */
export function pageIndexOf(pages: readonly PlannedPage[]): PageIndex {
  let index = indexes.get(pages);
  if (!index) indexes.set(pages, (index = indexPages(pages)));
  return index;
}
