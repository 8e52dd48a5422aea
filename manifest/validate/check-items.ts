import { type Diagnostic, diagnostic, formatPath } from '../diagnostics.ts';
import type { ItemKind, SiteManifest } from '../schema/index.ts';
import { itemSlug } from '../plan/items.ts';
import { duplicates } from './check-locales.ts';
import { validValuesHint } from './hints.ts';

const LABELS: Record<ItemKind, string> = { solutions: 'solutions', features: 'features', alternatives: 'alternatives', useCases: 'use cases' };

/** Slugs are unique within each list (DUPLICATE_SLUG). */
export function checkItems(m: Partial<Pick<SiteManifest, ItemKind>>): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const kind of Object.keys(LABELS) as ItemKind[]) {
    const list: readonly { slug?: string; rival?: string }[] = m[kind] ?? [];
    const slugs = list.map((item) => itemSlug(kind, item));
    duplicates(slugs).forEach(([index, first]) =>
      out.push(
        diagnostic('DUPLICATE_SLUG', `Two ${LABELS[kind]} have the slug "${slugs[index]}" (${kind}[${first}] and ${kind}[${index}]).`, {
          path: formatPath([kind, index, kind === 'alternatives' ? 'rival' : 'slug']),
          hint: 'Each slug is a URL; remove the second entry or rename it.',
        }),
      ),
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
    if (!slugs.includes(from)) out.push(diagnostic('SWAP_UNKNOWN_SLUG', `The swap table replaces "${from}", which is not a use case.`, { path: formatPath(['useCaseSwap', 'replace', from]), hint: validValuesHint('use cases', from, slugs) }));
    if (to === null) continue;
    if (!slugs.includes(to)) out.push(diagnostic('SWAP_UNKNOWN_SLUG', `The swap table shows "${from}" as "${to}", which is not a use case.`, { path: formatPath(['useCaseSwap', 'replace', from]), hint: validValuesHint('use cases', to, slugs) }));
    if (to === from) out.push(diagnostic('SWAP_CONFLICT', `The swap table maps "${from}" to itself.`, { path: formatPath(['useCaseSwap', 'replace', from]), hint: 'Remove the entry.' }));
    const other = seen.get(to);
    if (other) out.push(diagnostic('SWAP_CONFLICT', `The swap table maps both "${other}" and "${from}" to "${to}".`, { path: formatPath(['useCaseSwap', 'replace', from]), hint: 'Each replacement slug can stand for one slug only.' }));
    seen.set(to, from);
    if (to in swap.replace) out.push(diagnostic('SWAP_CONFLICT', `"${to}" is both a replacement and replaced in the swap table.`, { path: formatPath(['useCaseSwap', 'replace', to]), hint: 'A slug is either shown in the swap locales or replaced there, not both.' }));
  }
  return out;
}
