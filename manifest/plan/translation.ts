import { COPY_COLLECTIONS } from '../content/schemas.ts';
import { formatPath } from '../diagnostics.ts';
import type { BodyPolicy, ItemKind, TranslationPolicy } from '../schema/index.ts';
import { entriesOf, type PlanContext } from './context.ts';
import type { EntryMeta } from './types.ts';

/** The URL code of the locale translations are made from (the catch-all unless the manifest says). */
export function sourceLocale(ctx: PlanContext): string {
  return ctx.manifest.translations.source ?? ctx.catchAll?.code ?? ctx.codes[0] ?? 'en';
}

/** The policy for an untranslated article of a collection, and the manifest path that declares it. */
export function collectionPolicy(ctx: PlanContext, collection: string): { policy: TranslationPolicy; source: string } {
  const declared = (ctx.manifest.translations.collections as Partial<Record<string, TranslationPolicy>>)[collection];
  return { policy: declared ?? 'fallback', source: formatPath(['translations', 'collections', collection]) };
}

/** The policy for an item page without copy in its locale, and the manifest path that declares it. */
export function itemPolicy(ctx: PlanContext, kind: ItemKind): { policy: TranslationPolicy; source: string } {
  return { policy: ctx.manifest.translations.items[kind] ?? 'source-with-notice', source: formatPath(['translations', 'items', kind]) };
}

/** The policy for an item body that is not translated. */
export function bodyPolicy(ctx: PlanContext): { policy: BodyPolicy; source: string } {
  return { policy: ctx.manifest.translations.bodies, source: 'translations.bodies' };
}

/** Entries of the source locale that a locale has no translation of (no entry with the same translation key). */
export function untranslatedEntries(ctx: PlanContext, collection: string, code: string): EntryMeta[] {
  const source = sourceLocale(ctx);
  if (code === source) return [];
  const own = new Set(entriesOf(ctx, collection, code).map((entry) => entry.translationKey));
  return entriesOf(ctx, collection, source).filter((entry) => !own.has(entry.translationKey));
}

/**
 * What a locale's listings of a collection show: its own entries, then the source locale's entries
 * it has no translation of (unless the policy is `error`, where those are build errors).
 */
export function listedEntries(ctx: PlanContext, collection: string, code: string): EntryMeta[] {
  const own = entriesOf(ctx, collection, code);
  return collectionPolicy(ctx, collection).policy === 'error' ? own : [...own, ...untranslatedEntries(ctx, collection, code)];
}

/** Whether an item has copy (a content file) in a locale. */
export function hasCopy(ctx: PlanContext, kind: ItemKind, slug: string, code: string): boolean {
  const folder = Object.entries(COPY_COLLECTIONS).find(([, items]) => items === kind)?.[0] ?? kind;
  return entriesOf(ctx, folder, code).some((entry) => entry.slug === slug);
}
