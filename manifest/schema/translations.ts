import { z } from 'zod';
import { LocaleCode } from './common.ts';
import { CollectionId, ItemKind } from './routes.ts';

/**
 * What a page does in a locale its content is not translated into, so that no page ever claims a
 * language its text is not in:
 * - `fallback`: the page is not built there; its URL answers 302 to the locale home (D4) and it is
 *   in no menu, sitemap or hreflang set. Listings link to the source-language page instead.
 * - `source-with-notice`: the page is built with the locale's chrome and a localised notice, the
 *   untranslated text inside `lang` of the source locale; it stays out of sitemaps and hreflang
 *   (an item page whose structured copy is translated and only the body is not, is listed).
 * - `error`: `site check` and `site build` fail until the translation exists.
 */
export const TranslationPolicy = z.enum(['fallback', 'source-with-notice', 'error']);
export type TranslationPolicy = z.output<typeof TranslationPolicy>;

/** What an item page shows when its locale's copy has structured copy but no body. */
export const BodyPolicy = z.enum(['source-with-notice', 'omit', 'error']);
export type BodyPolicy = z.output<typeof BodyPolicy>;

/** The declared policy for untranslated content, per item kind and per collection. */
export const Translations = z.strictObject({
  /** The locale translations are made from (URL code). Default: the catch-all locale. */
  source: LocaleCode.optional(),
  /** Item pages (solutions, features, alternatives, use cases) in a locale without a copy file for the item. Default `source-with-notice` for each. */
  items: z.partialRecord(ItemKind, TranslationPolicy).default({}),
  /** Item pages whose locale copy has no body: the source body under a notice (default), no body, or an error. */
  bodies: BodyPolicy.default('source-with-notice'),
  /** Articles of a collection in a locale without a translation of them (same `translationKey`). Default `fallback` for each. */
  collections: z.partialRecord(CollectionId, TranslationPolicy).default({}),
});
export type Translations = z.output<typeof Translations>;
