import { z } from 'zod';
import { normalizePath } from '../plan/request.ts';
import { BarePath, LanguageSelector, LocaleCode, RedirectStatus } from './common.ts';
import { CollectionId } from './routes.ts';

/**
 * A fixed redirect, applied in each of its locales with the locale prefix added to both sides
 * (`/Pricing` → `/de/Pricing` → `/de/pricing`). Matching is exact and case-sensitive on the
 * percent-decoded path, so `/blog/a:b` also matches `/blog/a%3Ab`. The request query is kept
 * unless `to` has its own.
 */
export const PathRedirect = z.strictObject({
  /**
   * Old path in bare form; may contain capitals, dots and colons (`/blog/Proxy-vs.-VPN`). Written
   * in a form the URL normalisation changes (`/old-page/`, `/old-page.html`), it is read in the
   * normalised form (`/old-page`): every request is normalised before rules match, so that is the
   * URL it stands for, and it fires for both forms in one hop.
   */
  from: BarePath,
  /** New path in bare form; must be a page of the plan in every locale of the rule. */
  to: BarePath,
  /** Locales the rule applies in. Default `'all'`. */
  locales: LanguageSelector.default('all'),
  /** 301 (default) or 302. */
  status: RedirectStatus.default(301),
  /** Why the rule exists, for auditors (`site explain` prints it). */
  note: z.string().optional(),
});
export type PathRedirect = z.output<typeof PathRedirect>;

/**
 * Sends a locale's collection URLs to an external blog host (D7): a mapped entry slug to its
 * article, `/{collection}-{category}` to the blog home with `?{categoryQuery}={category}`, and
 * every other URL of the collections to the blog home.
 */
export const ExternalBlog = z.strictObject({
  /** Locales whose collection URLs move (`['ru']`). */
  locales: z.array(LocaleCode).min(1),
  /** Key of `externalHosts`: the blog's origin. */
  host: z.string().min(1),
  /** Collections whose URLs move (`blog`, `news`, `guide`). */
  collections: z.array(CollectionId).min(1),
  /** Entry slug → article path on the blog host (`'/articles/1042'`). */
  articles: z.record(z.string(), BarePath).default({}),
  /** Query parameter that carries the category. Default `category`. */
  categoryQuery: z.string().regex(/^[a-z_]+$/).default('category'),
  /** 301 (default) or 302. */
  status: RedirectStatus.default(301),
});
export type ExternalBlog = z.output<typeof ExternalBlog>;

/** URL normalisation (spec 2.6, D3); each rule answers 301 to the canonical form, in one hop with whatever follows. */
export const Normalize = z.strictObject({
  /** Backslashes become slashes (`/\` → `/`). Default `true`. */
  backslashes: z.boolean().default(true),
  /** Runs of slashes collapse to one (`//a//b` → `/a/b`). Default `true`. */
  duplicateSlashes: z.boolean().default(true),
  /** A trailing `.html` is stripped (`/pricing.html` → `/pricing`, `/index.html` → `/`). Default `true`. */
  htmlSuffix: z.boolean().default(true),
  /** A trailing slash is removed (`/pricing/` → `/pricing`), except on `/`. Default `true`. */
  trailingSlash: z.boolean().default(true),
  /** A prefixed-locale home with a query gets a slash after the code (`/de?x=1` → `/de/?x=1`), and that form is kept. Default `true`. */
  homeQuerySlash: z.boolean().default(true),
});
export type Normalize = z.output<typeof Normalize>;

/** All redirect rules of spec 2.6 as data. */
export const Redirects = z
  .strictObject({
    /**
     * `/{code}` and `/{code}/…` of a locale that is bare on some site (en, zh, ru) answer with a
     * redirect to that locale's site, prefix stripped, query kept; a prefixed locale served by
     * another site goes there with its prefix. Default 301.
     */
    localeSites: z.strictObject({ status: RedirectStatus.default(301) }).default({ status: 301 }),
    /** External blog hosts per locale (D7). Default none. */
    externalBlogs: z.array(ExternalBlog).default([]),
    /** Fixed path redirects: legacy ids, renamed articles, capitalised paths. Default none. */
    paths: z.array(PathRedirect).default([]),
    /** URL normalisation rules. */
    normalize: Normalize.default({
      backslashes: true,
      duplicateSlashes: true,
      htmlSuffix: true,
      trailingSlash: true,
      homeQuerySlash: true,
    }),
  })
  .transform(normalizeRedirectSources);
export type Redirects = z.output<typeof Redirects>;

/**
 * D3 at the schema boundary: each path redirect's `from` in the form the site's own normalisation
 * gives it (`/old-page/` → `/old-page` while `normalize.trailingSlash` is on). Requests are
 * normalised before rules match, so a `from` in another form would never fire; read this way it
 * fires for `/old-page/` and `/old-page` alike, in one hop. `to` is left as written: its checks
 * (REDIRECT_LEAVES_SITE, REDIRECT_TARGET_UNKNOWN) read it as the marketer wrote it.
 */
function normalizeRedirectSources<R extends { paths: PathRedirect[]; normalize: Normalize }>(redirects: R): R {
  const paths = redirects.paths.map((redirect) => {
    const from = normalizePath(redirect.from, false, redirects.normalize, []).path;
    return from === redirect.from ? redirect : { ...redirect, from };
  });
  return { ...redirects, paths };
}
