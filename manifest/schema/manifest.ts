import { z } from 'zod';
import { LocaleCode, Origin } from './common.ts';
import { Constants, Currency, LocaleConfig, PricePlan, ThirdParties } from './config.ts';
import { Alternative, Feature, Solution, UseCase, UseCaseSwap } from './items.ts';
import { Locale, Site } from './locales.ts';
import { Docs, Menus } from './navigation.ts';
import { Redirects } from './redirects.ts';
import { Collection, CollectionId, Guard, Route } from './routes.ts';
import { Translations } from './translations.ts';

/** The whole site: the single source of truth for routes, slugs, languages, swaps and redirects. */
export const SiteManifest = z.strictObject({
  /** The product's brand. */
  brand: z.strictObject({
    /** Product name used in titles and link texts ("{name} vs GoLogin"). */
    name: z.string().min(1),
  }),
  /** Deployable roots, one per domain (D2). */
  sites: z.array(Site).min(1),
  /** The languages (spec 2.1, D1); adding one is one entry here plus its `siteConfig`. */
  locales: z.array(Locale).min(1),
  /** Named external origins redirects and links may point at (`ruBlog`, `docs`). A Location on any other host is an error. */
  externalHosts: z.record(z.string(), Origin).default({}),
  /** Registrable domains external links may use (spec 5); a host matches if it is one of them or a subdomain. */
  trustedDomains: z.array(z.string().regex(/^[a-z0-9.-]+\.[a-z]+$/)).min(1),
  /** Named route guards (spec 'route middleware', D8); routes reference them by name. */
  guards: z.record(z.string(), Guard),
  /** Every route of spec 2.2, in any order (matching is exact, never by order). */
  routes: z.array(Route).min(1),
  /** Taxonomy of each content collection. */
  collections: z.record(CollectionId, Collection),
  /** Solution pages (28 in spec 2.3). */
  solutions: z.array(Solution).default([]),
  /** Feature pages (7). */
  features: z.array(Feature).default([]),
  /** Comparison pages (7). */
  alternatives: z.array(Alternative).default([]),
  /** Use cases, the sections of the solutions landing page (13). */
  useCases: z.array(UseCase).default([]),
  /** The use-case slug swap (spec 2.5, D5). */
  useCaseSwap: UseCaseSwap.optional(),
  /** Menus (spec 2.5). */
  menus: Menus,
  /** The docs link map. */
  docs: Docs,
  /** What pages do in locales their content is not translated into (fallback, source with a notice, or an error). */
  translations: Translations.prefault({}),
  /** Redirect rules (spec 2.6). */
  redirects: Redirects.prefault({}),
  /** Site config per locale URL code (D10); every locale needs one. */
  siteConfig: z.record(LocaleCode, LocaleConfig),
  /** Third-party endpoints and keys (D11). */
  thirdParties: ThirdParties,
  /** Price currencies; the first is the default (USD, spec 5). */
  currencies: z.array(Currency).min(1),
  /** Plans of the pricing page, in display order. */
  pricing: z.array(PricePlan).min(1),
  /** Business constants (spec 9); every field has the spec's value as default. */
  constants: Constants.prefault({}),
});

/** What `defineSite()` accepts: defaults may be left out. */
export type SiteManifestInput = z.input<typeof SiteManifest>;
/** A parsed manifest: defaults filled in. */
export type SiteManifest = z.output<typeof SiteManifest>;
