import { z } from 'zod';
import { LanguageSelector, LocaleCode, Slug } from './common.ts';

/** The fields every item page has besides its slug. */
const itemPage = {
  /** Locales that have this page; elsewhere its URL answers 302 to the locale home (D4). Default `'all'`. */
  languages: LanguageSelector.default('all'),
};

/** A solution page, `/solutions/{slug}` (spec 2.3, 2.4). */
export const Solution = z.strictObject({
  /** URL slug, e.g. `facebook`. Unique among solutions. */
  slug: Slug,
  ...itemPage,
});
export type Solution = z.output<typeof Solution>;

/** A feature page at the site root, `/{slug}` (D6). */
export const Feature = z.strictObject({
  /** URL slug, e.g. `synchronizer`. Must not clash with another root path. */
  slug: Slug,
  ...itemPage,
});
export type Feature = z.output<typeof Feature>;

/** A comparison page against one rival, `/alternatives/{rival}-alternative` (spec 2.3). */
export const Alternative = z.strictObject({
  /** The rival's slug; the page slug is `{rival}-alternative`. */
  rival: Slug,
  /** The rival's display name, used in the link text "{brand} vs {name}". */
  name: z.string().min(1),
  ...itemPage,
});
export type Alternative = z.output<typeof Alternative>;

/** A use case: a section of the solutions landing page and its page `/use-cases/{slug}` (D5). */
export const UseCase = z.strictObject({
  /** Section anchor and URL slug, e.g. `media-market`. */
  slug: Slug,
  /** Locales that show it, before the swap table applies. Default `'all'` (then limited to the locales that have a landing page). */
  languages: LanguageSelector.default('all'),
});
export type UseCase = z.output<typeof UseCase>;

/**
 * The use-case slug swap (spec 2.5, D5): in `locales`, each key is shown as its value (or removed
 * when the value is `null`); every other locale uses the reverse mapping. The other group's form
 * of a slug in a URL answers 301 to this locale's form; a removed slug falls back (D4).
 */
export const UseCaseSwap = z.strictObject({
  /** Locales that use the replacement slugs (`['zh', 'tc']`). */
  locales: z.array(LocaleCode).min(1),
  /** Use-case slug shown elsewhere → its replacement in `locales`, or `null` to remove it there. */
  replace: z.record(Slug, Slug.nullable()),
});
export type UseCaseSwap = z.output<typeof UseCaseSwap>;
