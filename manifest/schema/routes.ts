import { z } from 'zod';
import { LanguageSelector, RedirectStatus, Slug, variant } from './common.ts';

/** The markdown collections under `content/` whose entries feed routes. */
export const COLLECTION_IDS = ['blog', 'news', 'guide', 'helps', 'release', 'faq', 'partners'] as const;
export const CollectionId = z.enum(COLLECTION_IDS);
export type CollectionId = z.output<typeof CollectionId>;

/**
 * The page kinds: each is a component in `templates/registry.ts` (whose table is typed by this
 * list). A route's `template` must be one of them.
 */
export const TEMPLATE_NAMES = [
  'about', 'alternative', 'blog-article', 'blog-category', 'blog-index', 'blog-tag', 'download', 'error-404', 'error-502', 'faq',
  'feature', 'guide-article', 'guide-index', 'helps-article', 'helps-index', 'home', 'icons', 'links', 'news-article', 'news-category',
  'news-index', 'news-tag', 'partner-detail', 'partner-list', 'partner-plan', 'pre-sales', 'pricing', 'referral-program', 'referral',
  'release-detail', 'release-list', 'solution', 'solutions-landing', 'super-september', 'use-case',
] as const;
export type TemplateName = (typeof TEMPLATE_NAMES)[number];

/** The manifest item lists a route parameter can range over. */
export const ITEM_KINDS = ['solutions', 'features', 'alternatives', 'useCases'] as const;
export const ItemKind = z.enum(ITEM_KINDS);
export type ItemKind = z.output<typeof ItemKind>;

/**
 * Where a route parameter's values come from. `items`: the slugs of a manifest list.
 * `collection`: a front-matter field of a content collection's entries in the page's locale
 * (`slug`, `category` or `tags`); several collection parameters of one route combine per entry.
 */
export const ParamSource = z.discriminatedUnion('from', [
  variant('from', 'items', {
    /** Which manifest list: `solutions`, `features`, `alternatives` or `useCases`. */
    items: ItemKind,
  }),
  variant('from', 'collection', {
    /** The content collection, e.g. `blog`. */
    collection: CollectionId,
    /** The front-matter field: the entry `slug`, its `category`, or each of its `tags`. Default `slug`. */
    field: z.enum(['slug', 'category', 'tags']).default('slug'),
  }),
]);
export type ParamSource = z.output<typeof ParamSource>;

/**
 * A named route guard (spec 'route middleware', D8). A URL whose guard fails is not a page: it
 * answers with the route's fallback (D4).
 * - `locales`: the route exists only in these locales.
 * - `available`: the item named by the route parameter `param` is available in the locale.
 * - `content`: the content collection has at least one entry in the locale.
 */
export const Guard = z.discriminatedUnion('type', [
  variant('type', 'locales', {
    /** Locales where the route exists. */
    locales: LanguageSelector,
  }),
  variant('type', 'available', {
    /** The route parameter that names a manifest item (e.g. `id` in `/alternatives/{id}`). */
    param: z.string().min(1),
  }),
  variant('type', 'content', {
    /** The collection that must have entries in the locale. */
    collection: CollectionId,
  }),
]);
export type Guard = z.output<typeof Guard>;

/** Path pattern in bare form: `/blog-{category}/{tags}`. Parameters are `{name}`; no query or fragment. */
export const PathPattern = z
  .string()
  .regex(/^\/(?:[A-Za-z0-9._~\-]|\{[a-z]+\}|\/)*$/, 'must be a bare path like "/blog/{id}": letters, digits, "-", "_", "." and {params}');

/** One route of spec 2.2: a path pattern, the template that renders it and its guards. */
export const Route = z.strictObject({
  /** Stable id used by menus, links and `fallback`: `pricing`, `blog-article`. */
  id: Slug,
  /** Path in bare form; each locale gets its prefix (`/de/pricing`). `{param}` segments take values from `params`. */
  path: PathPattern,
  /** The page kind: a file `templates/pages/<template>.tsx`. */
  template: Slug,
  /** The content collection a route without parameters lists (`/blog` lists `blog`). Default none. */
  collection: CollectionId.optional(),
  /** Where each `{param}` of `path` gets its values. Default none. */
  params: z.record(z.string(), ParamSource).default({}),
  /** Names of guards (declared in `guards`) that must all pass for a URL to be a page. Default none. */
  guards: z.array(z.string()).default([]),
  /** Where a URL goes when a guard fails: another route (same parameters dropped) with its status. Default: the locale home with 302 (D4). */
  fallback: z
    .strictObject({
      /** Id of the route to send visitors to; if it is unavailable too, the locale home. */
      route: Slug,
      /** 301 when the target is this page's other form (D5), 302 for availability (D4). */
      status: RedirectStatus,
    })
    .optional(),
  /** Layout: `default` (header, footer, widgets), `custom` (error pages, D9) or `sprite` (`/_icons`). Default `default`. */
  layout: z.enum(['default', 'custom', 'sprite']).default('default'),
  /** Listed in sitemaps and hreflang sets. Default `true`; `false` for error pages and `/_icons`. */
  sitemap: z.boolean().default(true),
  /**
   * Message namespace of the page's own copy (`about`): `<copy>.title` is its title and heading,
   * `<copy>.lead` its meta description and lead, `<copy>.sections` its sections. Default none: pages
   * built from content or items take their text from there, others use the locale's site config.
   */
  copy: z.string().min(1).optional(),
  /** Message key of the page title when it is not `<copy>.title` (`errors.notFoundTitle`). Default none. */
  title: z.string().min(1).optional(),
  /** Message key of the route's name where other pages link to it (the footer). Default: its title. */
  label: z.string().min(1).optional(),
});
export type Route = z.output<typeof Route>;

/** Taxonomy of one content collection; front matter may only use these values. */
export const Collection = z.strictObject({
  /** Category slugs (`/blog-{category}`). Default none. */
  categories: z.array(Slug).default([]),
  /** Tag slugs (`/blog-{category}/{tag}`). Default none. */
  tags: z.array(Slug).default([]),
});
export type Collection = z.output<typeof Collection>;
