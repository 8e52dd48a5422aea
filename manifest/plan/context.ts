import type { ExternalBlog, Route, SiteManifest } from '../schema/index.ts';
import { planLocales } from './locales.ts';
import type { EntryMeta, PlanLocale } from './types.ts';

/** Lookups shared by every planning step; built once per plan. */
export interface PlanContext {
  manifest: SiteManifest;
  locales: PlanLocale[];
  localeByCode: Map<string, PlanLocale>;
  codes: string[];
  /** Non-draft entries by `collection/locale`. */
  entries: Map<string, EntryMeta[]>;
  routes: Map<string, { route: Route; index: number }>;
  catchAll: PlanLocale | undefined;
}

export function createContext(manifest: SiteManifest, entries: readonly EntryMeta[]): PlanContext {
  const locales = planLocales(manifest);
  const byCollection = new Map<string, EntryMeta[]>();
  for (const entry of entries) {
    if (entry.draft) continue;
    const key = `${entry.collection}/${entry.locale}`;
    const list = byCollection.get(key) ?? [];
    list.push(entry);
    byCollection.set(key, list);
  }
  for (const list of byCollection.values()) list.sort((a, b) => a.slug.localeCompare(b.slug));
  return {
    manifest,
    locales,
    localeByCode: new Map(locales.map((locale) => [locale.code, locale])),
    codes: locales.map((locale) => locale.code),
    entries: byCollection,
    routes: new Map(manifest.routes.map((route, index) => [route.id, { route, index }])),
    catchAll: locales.find((locale) => locale.catchAll),
  };
}

/** Entries of a collection in a locale (drafts excluded). */
export function entriesOf(ctx: PlanContext, collection: string, code: string): EntryMeta[] {
  return ctx.entries.get(`${collection}/${code}`) ?? [];
}

/** The external blog (D7) that takes over a collection's URLs in a locale, with its index. */
export function externalBlogFor(
  ctx: PlanContext,
  collection: string,
  code: string,
): { blog: ExternalBlog; index: number } | undefined {
  const index = ctx.manifest.redirects.externalBlogs.findIndex(
    (blog) => blog.locales.includes(code) && blog.collections.includes(collection as ExternalBlog['collections'][number]),
  );
  const blog = ctx.manifest.redirects.externalBlogs[index];
  return blog ? { blog, index } : undefined;
}

/** The collections a route belongs to: those of its content guards and collection parameters. */
export function routeCollections(ctx: PlanContext, route: Route): string[] {
  const collections = new Set<string>(route.collection ? [route.collection] : []);
  for (const source of Object.values(route.params)) if (source.from === 'collection') collections.add(source.collection);
  for (const name of route.guards) {
    const guard = ctx.manifest.guards[name];
    if (guard?.type === 'content') collections.add(guard.collection);
  }
  return [...collections];
}
