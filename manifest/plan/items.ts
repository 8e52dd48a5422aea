import { formatPath } from '../diagnostics.ts';
import type { ItemKind, SiteManifest } from '../schema/index.ts';
import { selects } from './locales.ts';
import type { PageSubject } from './types.ts';

/** The URL slug of an item: alternatives are `{rival}-alternative`. */
export function itemSlug(kind: ItemKind, item: { slug?: string; rival?: string }): string {
  return kind === 'alternatives' ? `${item.rival}-alternative` : (item.slug ?? '');
}

/** Every item of a list as `{ slug, index }`, in manifest order. */
export function listItems(manifest: SiteManifest, kind: ItemKind): { slug: string; index: number }[] {
  const list: readonly { slug?: string; rival?: string }[] = manifest[kind];
  return list.map((item, index) => ({ slug: itemSlug(kind, item), index }));
}

/** What the swap table (D5) says about a use-case slug in a locale. */
export type SwapVerdict =
  | { kind: 'shown' }
  | { kind: 'swapped'; to: string }
  | { kind: 'removed' };

/**
 * In the swap locales each key is shown as its value (or removed when `null`); everywhere else
 * each value is shown as its key.
 */
export function swapVerdict(manifest: SiteManifest, slug: string, code: string): SwapVerdict {
  const swap = manifest.useCaseSwap;
  if (!swap) return { kind: 'shown' };
  if (swap.locales.includes(code)) {
    if (!(slug in swap.replace)) return { kind: 'shown' };
    const to = swap.replace[slug];
    return to ? { kind: 'swapped', to } : { kind: 'removed' };
  }
  const original = Object.entries(swap.replace).find(([, to]) => to === slug)?.[0];
  return original ? { kind: 'swapped', to: original } : { kind: 'shown' };
}

/** True when an item is declared and available in the locale (language list and, for use cases, the swap). */
export function itemAvailable(manifest: SiteManifest, kind: ItemKind, slug: string, code: string): boolean {
  const list: readonly { slug?: string; rival?: string; languages: Parameters<typeof selects>[0] }[] = manifest[kind];
  const item = list.find((candidate) => itemSlug(kind, candidate) === slug);
  if (!item || !selects(item.languages, code)) return false;
  return kind !== 'useCases' || swapVerdict(manifest, slug, code).kind === 'shown';
}

/**
 * The use-case sections of the landing page in a locale (D5): the order of the non-swapped list,
 * each slot replaced in the swap locales; slots removed there are dropped.
 */
export function useCaseSections(manifest: SiteManifest, code: string): string[] {
  const swapped = new Set(Object.values(manifest.useCaseSwap?.replace ?? {}).filter((to) => to !== null));
  const sections: string[] = [];
  for (const { slug } of listItems(manifest, 'useCases')) {
    if (swapped.has(slug)) continue;
    const verdict = swapVerdict(manifest, slug, code);
    const shown = verdict.kind === 'shown' ? slug : verdict.kind === 'swapped' ? verdict.to : null;
    if (shown && itemAvailable(manifest, 'useCases', shown, code)) sections.push(shown);
  }
  return sections;
}

/** The form a use-case slug has outside the swap locales (`media-market` → `betting`). */
export function unswappedSlug(manifest: SiteManifest, slug: string): string {
  return Object.entries(manifest.useCaseSwap?.replace ?? {}).find(([, to]) => to === slug)?.[0] ?? slug;
}

/** Manifest path of the slug of an item page (`features[7].slug`), if the page is one. */
export function itemPath(manifest: SiteManifest, subject: PageSubject): string | undefined {
  if (subject.kind !== 'item') return undefined;
  const item = listItems(manifest, subject.items).find((candidate) => candidate.slug === subject.slug);
  return item ? formatPath([subject.items, item.index, subject.items === 'alternatives' ? 'rival' : 'slug']) : undefined;
}
