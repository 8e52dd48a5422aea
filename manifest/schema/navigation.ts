import { z } from 'zod';
import { HttpsUrl, LocaleCode, Slug } from './common.ts';

const linkTargets = {
  /** A route by id (`blog`), with values for its parameters if it has any. */
  route: z.strictObject({ route: Slug, params: z.record(z.string(), z.string()).optional() }),
  /** A solution page by slug. */
  solution: z.strictObject({ solution: Slug }),
  /** A feature page by slug. */
  feature: z.strictObject({ feature: Slug }),
  /** An alternative page by rival slug (`gologin`). */
  alternative: z.strictObject({ alternative: Slug }),
  /** A docs page by id from `docs.pages` (`proxies`), localized by `docs.prefixes`. */
  docs: z.strictObject({ docs: z.string().min(1) }),
  /** An external https URL; its host must be one of `trustedDomains`. */
  url: z.strictObject({ url: HttpsUrl }),
};

/** The link targets other than a route: the same in a simple link and in a menu link. */
const pageAndUrlTargets = [linkTargets.solution, linkTargets.feature, linkTargets.alternative, linkTargets.docs, linkTargets.url] as const;

/** A link target without a fallback. */
export const SimpleLink = z.union([linkTargets.route, ...pageAndUrlTargets]);
export type SimpleLink = z.output<typeof SimpleLink>;

/**
 * Where a menu entry points. A route that is unavailable in a locale follows its own fallback
 * route when that is a page (guide → blog, spec 2.5); otherwise `else` is used, and with no
 * `else` the entry is left out of that locale's menu (D4).
 */
export const Link = z.union([
  linkTargets.route.extend({
    /** Used where the route is not a page in the locale (e.g. help → docs FAQ). */
    else: SimpleLink.optional(),
  }),
  ...pageAndUrlTargets,
]);
export type Link = z.output<typeof Link>;

/** One top-bar entry (spec 2.5). */
export const MenuEntry = z.strictObject({
  /** Stable key (`pre-sales`, `chat-group`), used for analytics and tests. */
  key: Slug,
  /** i18next message key of the label (`nav.preSales`). */
  label: z.string().min(1),
  /** Where it points. */
  link: Link,
});
export type MenuEntry = z.output<typeof MenuEntry>;

/** One footer column: a message key for its title, then links to routes, or the comparison pages. */
export const FooterColumn = z.union([
  z.strictObject({
    /** Message key of the column title (`footer.product`). */
    title: z.string().min(1),
    /** Route ids, in order; a route that is not a page in a locale is left out there. */
    routes: z.array(Slug).min(1),
  }),
  z.strictObject({
    /** Message key of the column title (`footer.compare`). */
    title: z.string().min(1),
    /** `true`: one link "{brand} vs {rival}" per alternative page of the locale. */
    alternatives: z.literal(true),
  }),
]);
export type FooterColumn = z.output<typeof FooterColumn>;

/** The site's menus. */
export const Menus = z.strictObject({
  /** Top bar, in display order. */
  topBar: z.array(MenuEntry),
  /** Solution slugs of the solutions menu, in order (spec: 10 entries). */
  solutions: z.array(Slug),
  /** Feature slugs of the features menu, in order (spec: 7 entries). */
  features: z.array(Slug),
  /** Footer columns, in order; a column without links in a locale is left out there. Default none. */
  footer: z.array(FooterColumn).default([]),
});
export type Menus = z.output<typeof Menus>;

/** The docs link map (spec 2.3): docs live on an external host, per language under a prefix. */
export const Docs = z.strictObject({
  /** Key of `externalHosts` that serves the docs. */
  host: z.string().min(1),
  /** Path prefix per locale URL code (`ru: '/ru/docs'`); other locales use `defaultPrefix`. */
  prefixes: z.record(LocaleCode, z.string().regex(/^\/[a-z0-9/-]*[a-z0-9]$/)).default({}),
  /** Prefix for locales not in `prefixes`. Default `/docs`. */
  defaultPrefix: z.string().default('/docs'),
  /** Docs page id → slug under the prefix (`proxies: 'proxies'`). */
  pages: z.record(z.string(), Slug),
});
export type Docs = z.output<typeof Docs>;
