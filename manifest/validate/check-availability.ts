import { type Diagnostic, diagnostic, formatPath } from '../diagnostics.ts';
import type { LanguageSelector, SiteManifest } from '../schema/index.ts';

type Lists = Partial<Pick<SiteManifest, 'solutions' | 'features' | 'alternatives' | 'useCases' | 'guards' | 'redirects'>>;

/** `[]`, or `{ except: [...] }` naming every declared locale: a selector that selects nothing. */
function selectsNothing(selector: LanguageSelector, codes: readonly string[]): boolean {
  if (selector === 'all') return false;
  if (Array.isArray(selector)) return selector.length === 0;
  return codes.length > 0 && codes.every((code) => selector.except.includes(code));
}

/** How a selector is written, for the message: `[]` or `{ except: [20 locales] }`. */
function written(selector: LanguageSelector): string {
  if (Array.isArray(selector)) return '[]';
  return typeof selector === 'object' ? `{ except: [every locale] }` : JSON.stringify(selector);
}

const ITEM_NAMES = { solutions: 'Solution', features: 'Feature', alternatives: 'Alternative', useCases: 'Use case' } as const;

/**
 * Every language list selects at least one locale (AVAILABLE_NOWHERE): an item, guard or path
 * redirect available nowhere would silently do nothing. Needs the declared locale codes to see
 * that `{ except: [...] }` names them all.
 */
export function checkAvailability(codes: readonly string[], m: Lists): Diagnostic[] {
  const out: Diagnostic[] = [];
  const report = (selector: LanguageSelector, segments: PropertyKey[], place: 'item' | 'guard' | 'redirect', name: string) => {
    if (!selectsNothing(selector, codes)) return;
    const path = formatPath(segments);
    out.push(diagnostic('AVAILABLE_NOWHERE', { place, name, field: path, written: written(selector) }, { path }));
  };
  for (const kind of ['solutions', 'features', 'alternatives', 'useCases'] as const) {
    const list: readonly { slug?: string; rival?: string; languages: LanguageSelector }[] = m[kind] ?? [];
    list.forEach((item, i) => report(item.languages, [kind, i, 'languages'], 'item', `${ITEM_NAMES[kind]} "${item.slug ?? item.rival ?? ''}"`));
  }
  for (const [name, guard] of Object.entries(m.guards ?? {})) {
    if (guard.type === 'locales') report(guard.locales, ['guards', name, 'locales'], 'guard', name);
  }
  m.redirects?.paths.forEach((redirect, i) => report(redirect.locales, ['redirects', 'paths', i, 'locales'], 'redirect', redirect.from));
  return out;
}
