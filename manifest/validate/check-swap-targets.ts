import { type Diagnostic, diagnostic, formatPath } from '../diagnostics.ts';
import { expandLanguages } from '../plan/locales.ts';
import type { SiteManifest } from '../schema/index.ts';

/**
 * Every swap (D5, spec 2.5) has its target where it applies (SWAP_TARGET_UNAVAILABLE). In the swap
 * locales a use case is shown as its swap target, so a target those locales lack takes the use case
 * away there (its URL falls back to the home page, D4); and since every other locale shows the
 * original instead, a target that no swap locale has is a page in no locale at all.
 */
export function checkSwapTargets(codes: readonly string[], m: Partial<Pick<SiteManifest, 'useCases' | 'useCaseSwap'>>): Diagnostic[] {
  const swap = m.useCaseSwap;
  const useCases = m.useCases ?? [];
  if (!swap) return [];
  const out: Diagnostic[] = [];
  const languagesOf = (slug: string) => {
    const index = useCases.findIndex((item) => item.slug === slug);
    const item = useCases[index];
    return item ? { index, codes: expandLanguages(item.languages, codes) } : undefined;
  };
  const swapLocales = codes.filter((code) => swap.locales.includes(code));
  // Use cases the table already names: not free to be another swap's target.
  const named = new Set(Object.entries(swap.replace).flatMap(([from, to]) => (to === null ? [from] : [from, to])));
  for (const [from, to] of Object.entries(swap.replace)) {
    const source = languagesOf(from);
    const target = to === null ? undefined : languagesOf(to);
    // Unknown slugs and a slug swapped to itself are SWAP_UNKNOWN_SLUG and SWAP_CONFLICT.
    if (to === null || !source || !target || to === from) continue;
    const lost = swapLocales.filter((code) => source.codes.includes(code) && !target.codes.includes(code));
    const unreachable = !swapLocales.some((code) => target.codes.includes(code));
    if (lost.length === 0 && !unreachable) continue;
    const alternatives = useCases
      .filter((item) => !named.has(item.slug) && item.slug !== from && lost.length > 0 && lost.every((code) => expandLanguages(item.languages, codes).includes(code)))
      .map((item) => item.slug);
    out.push(
      diagnostic(
        'SWAP_TARGET_UNAVAILABLE',
        { from, to, target: formatPath(['useCases', target.index]), targetLocales: target.codes, swapLocales, lost, unreachable, alternatives },
        { path: formatPath(['useCaseSwap', 'replace', from]) },
      ),
    );
  }
  return out;
}
