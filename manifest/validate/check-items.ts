import { type Diagnostic, diagnostic, formatPath } from '../diagnostics.ts';
import { ITEM_KINDS, type ItemKind, type SiteManifest } from '../schema/index.ts';
import { itemSlug } from '../plan/items.ts';
import { duplicates } from './check-locales.ts';

/** Slugs are unique within each list (DUPLICATE_SLUG). */
export function checkItems(m: Partial<Pick<SiteManifest, ItemKind>>): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const kind of ITEM_KINDS) {
    const list: readonly { slug?: string; rival?: string }[] = m[kind] ?? [];
    const slugs = list.map((item) => itemSlug(kind, item));
    duplicates(slugs).forEach(([index, first]) =>
      out.push(diagnostic('DUPLICATE_SLUG', { case: 'item', kind, slug: slugs[index] ?? '', first, index }, { path: formatPath([kind, index, kind === 'alternatives' ? 'rival' : 'slug']) })),
    );
  }
  return out;
}

/** The swap table names declared use cases, maps no slug to itself and no two slugs to one. */
export function checkSwap(m: Pick<SiteManifest, 'useCases' | 'useCaseSwap'>): Diagnostic[] {
  const swap = m.useCaseSwap;
  if (!swap) return [];
  const out: Diagnostic[] = [];
  const slugs = m.useCases.map((item) => item.slug);
  const seen = new Map<string, string>();
  for (const [from, to] of Object.entries(swap.replace)) {
    if (!slugs.includes(from)) out.push(diagnostic('SWAP_UNKNOWN_SLUG', { case: 'replaced', slug: from, known: slugs }, { path: formatPath(['useCaseSwap', 'replace', from]) }));
    if (to === null) continue;
    if (!slugs.includes(to)) out.push(diagnostic('SWAP_UNKNOWN_SLUG', { case: 'shown', slug: from, as: to, known: slugs }, { path: formatPath(['useCaseSwap', 'replace', from]) }));
    if (to === from) out.push(diagnostic('SWAP_CONFLICT', { case: 'itself', slug: from }, { path: formatPath(['useCaseSwap', 'replace', from]) }));
    const other = seen.get(to);
    if (other) out.push(diagnostic('SWAP_CONFLICT', { case: 'two-to-one', first: other, second: from, to }, { path: formatPath(['useCaseSwap', 'replace', from]) }));
    seen.set(to, from);
    if (to in swap.replace) out.push(diagnostic('SWAP_CONFLICT', { case: 'both', slug: to }, { path: formatPath(['useCaseSwap', 'replace', to]) }));
  }
  return out;
}
