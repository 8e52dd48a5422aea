/**
 * The item kinds `site new` scaffolds: where each is declared in the manifest (the section of
 * `manifest/site/`), where its copy lives, and how one entry is written.
 */
export const NEW_KINDS = ['alternative', 'solution', 'feature', 'use-case'] as const;
export type NewKind = (typeof NEW_KINDS)[number];

/** What `site new <kind>` needs to know about a kind. */
export interface KindInfo {
  /** The manifest section (`export const <section>` in one file of `manifest/site/`). */
  section: 'alternatives' | 'solutions' | 'features' | 'useCases';
  /** Its content folder: `content/<collection>/<locale>/<page slug>.md`. */
  collection: 'alternatives' | 'solutions' | 'features' | 'use-cases';
  /** The field of an entry that holds the slug. */
  key: 'rival' | 'slug';
  /** The page slug of an item (an alternative's page is `<rival>-alternative`). */
  pageSlug(slug: string): string;
  /** The page's path in the source locale, for the summary. */
  path(slug: string): string;
  /**
   * The section of the message files that holds the item's display name (`solutionNames.<slug>`,
   * shown in menus and links; `manifestKeys` asks for it), when the kind has one. An alternative's
   * name is in the manifest; a use case's text is its copy.
   */
  messageSection?: 'solutionNames' | 'featureNames';
}

export const KINDS: Record<NewKind, KindInfo> = {
  alternative: { section: 'alternatives', collection: 'alternatives', key: 'rival', pageSlug: (slug) => `${slug}-alternative`, path: (slug) => `/alternatives/${slug}-alternative` },
  solution: { section: 'solutions', collection: 'solutions', key: 'slug', pageSlug: (slug) => slug, path: (slug) => `/solutions/${slug}`, messageSection: 'solutionNames' },
  feature: { section: 'features', collection: 'features', key: 'slug', pageSlug: (slug) => slug, path: (slug) => `/${slug}`, messageSection: 'featureNames' },
  'use-case': { section: 'useCases', collection: 'use-cases', key: 'slug', pageSlug: (slug) => slug, path: (slug) => `/use-cases/${slug}` },
};

/** `dolphin-anty` → `Dolphin Anty`: the display name an item gets unless `--name` says otherwise. */
export function nameFromSlug(slug: string): string {
  return slug
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** A TypeScript string literal in the manifest's style (single quotes). */
export function quote(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;
}

/**
 * The entry as the manifest writes it: `{ rival: 'acme', name: 'Acme', languages: ['en', 'de'] }`.
 * A use case on every landing page is a bare slug in the list (`'acme'`), as the others are.
 */
export function entryCode(kind: NewKind, slug: string, options: { name?: string; locales?: readonly string[] }): string {
  const languages = options.locales ? `, languages: [${options.locales.map(quote).join(', ')}]` : '';
  if (kind === 'alternative') return `{ rival: ${quote(slug)}, name: ${quote(options.name ?? nameFromSlug(slug))}${languages} }`;
  if (kind === 'use-case' && !options.locales) return quote(slug);
  return `{ slug: ${quote(slug)}${languages} }`;
}
