import type { Diagnostic } from '../diagnostics.ts';
import type { ItemKind, Normalize, RedirectStatus, SiteManifest } from '../schema/index.ts';

/** A content entry as the plan sees it: the front-matter facts that decide URLs. */
export interface EntryMeta {
  collection: string;
  locale: string;
  slug: string;
  translationKey: string;
  category?: string;
  tags: readonly string[];
  date: string;
  title: string;
  draft: boolean;
  /** Repository-relative source file. */
  file: string;
  /** `false` when the file has front matter only (structured copy whose body is not translated). */
  hasBody?: boolean;
}

/** A locale with everything derived from its site. */
export interface PlanLocale {
  code: string;
  tag: string;
  name: string;
  site: string;
  bare: boolean;
  catchAll: boolean;
  /** `''` for bare locales, `/de` for prefixed ones. */
  prefix: string;
  /** Home path on its site: `/` or `/de`. */
  home: string;
  /** Origin of its site. */
  origin: string;
  /** Manifest path of its entry, `locales[5]`. */
  source: string;
}

export interface PlanSite {
  id: string;
  origin: string;
  api: 'primary' | 'secondary';
  /** URL codes of its locales, manifest order. */
  locales: string[];
  /** Its bare locale (serves `/`). */
  bareLocale: string;
}

/** What a page is about: decides its alternates (hreflang) and its copy. */
export type PageSubject =
  | { kind: 'static' }
  | { kind: 'item'; items: ItemKind; slug: string }
  | { kind: 'entry'; collection: string; slug: string; translationKey: string; file: string; from?: string }
  | { kind: 'listing'; collection: string; category?: string; tag?: string };

/** A hreflang alternate of a page: the same subject in another (or the same) locale. */
export interface Alternate {
  locale: string;
  tag: string;
  url: string;
}

/**
 * How a page shows content its locale has no translation of (the manifest's `translations`
 * policy): the whole page's content, or only an item's body, comes from the source locale.
 */
export interface PageTranslation {
  policy: 'source-with-notice';
  /** URL code of the locale the untranslated text comes from. */
  from: string;
  /** `page`: all of its content; `body`: an item page whose structured copy is translated. */
  part: 'page' | 'body';
  /** Manifest path of the policy (`translations.items.solutions`). */
  source: string;
}

/** A URL that answers 200 with a rendered page. */
export interface PlannedPage {
  site: string;
  locale: string;
  /** Canonical path on its site (`/de/pricing`). */
  path: string;
  /** Canonical absolute URL. */
  url: string;
  /** Route id and manifest path of the route. */
  route: string;
  source: string;
  template: string;
  layout: 'default' | 'custom' | 'sprite';
  params: Readonly<Record<string, string>>;
  subject: PageSubject;
  /** Listed in sitemaps and hreflang sets. */
  sitemap: boolean;
  /** Set when the page shows untranslated content under a notice. */
  translation?: PageTranslation;
  /**
   * Every locale's page with the same subject, this one included, in manifest locale order. One
   * array shared by the pages of a group (read-only: 374 arrays instead of 6,991 at 20 × 250).
   */
  alternates: readonly Readonly<Alternate>[];
  /** The catch-all locale's page with the same subject, if there is one. */
  xDefault?: string;
}

/** Why a redirect rule exists. */
export type RuleKind =
  | 'locale-site'
  | 'path'
  | 'external-blog'
  | 'swap'
  | 'fallback'
  | 'other-form';

/**
 * How a rule matches the decoded, normalised request path:
 * `exact` the whole path; `prefix` any path starting with `prefix`; `segment` the path itself or
 * anything below it (`/ru` and `/ru/…`).
 */
export type RuleMatch =
  | { type: 'exact'; path: string }
  | { type: 'prefix'; prefix: string }
  | { type: 'segment'; path: string };

/**
 * Where a rule sends the request: a path on the same site, an absolute URL, or `splat`, the base
 * followed by the rest of the path after the matched prefix.
 */
export type RuleTarget =
  | { type: 'path'; path: string }
  | { type: 'url'; url: string }
  | { type: 'splat'; base: string };

/** One redirect of a site's rule set. */
export interface Rule {
  /** Stable id, unique in the site: the manifest path plus the locale (`redirects.paths[2]@de`). */
  id: string;
  kind: RuleKind;
  /** Manifest path of the data that made it (`alternatives[6].languages`). */
  source: string;
  locale: string;
  match: RuleMatch;
  status: RedirectStatus;
  to: RuleTarget;
  /** `keep` appends the request query; `drop` when the target carries its own query. */
  query: 'keep' | 'drop';
  note?: string;
  /**
   * Set when the rule sends the request on to another site's final answer in one hop (D3): the id
   * of the locale-site rule composed in (`redirects.localeSites@zh`). Its `to` is then absolute.
   */
  composed?: string;
}

/** The ordered redirect rules of one site; first match wins. Host printers compile exactly this. */
export interface RuleSet {
  site: string;
  normalize: Normalize;
  /** Prefixed locale homes of the site (`/de`): with a query they take the `/de/?…` form. */
  prefixedHomes: string[];
  /** Exact rules first, then prefix and segment rules; no rule matches a page path. */
  rules: Rule[];
  /** Locale prefix → path of that locale's 404 page (`''` → `/error/404`, `/de` → `/de/error/404`). */
  notFound: Record<string, string>;
}

/** A resolved menu link. */
export interface NavLink {
  key: string;
  /** i18next message key, or for item menus the item slug. */
  label: string;
  href: string;
  external: boolean;
}

export interface Navigation {
  topBar: NavLink[];
  solutions: NavLink[];
  features: NavLink[];
}

/** THE model: every URL of every site × locale, the rules, and what templates need to link. */
export interface SitePlan {
  manifest: SiteManifest;
  sites: PlanSite[];
  locales: PlanLocale[];
  pages: PlannedPage[];
  ruleSets: Record<string, RuleSet>;
  navigation: Record<string, Navigation>;
  /** Use-case slugs shown on the solutions landing per locale, after the swap (D5). */
  useCaseSections: Record<string, string[]>;
  /** Problems found while planning (redirect targets, conflicts). */
  diagnostics: Diagnostic[];
}
