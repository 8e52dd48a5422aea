import { type Diagnostic, type DiagnosticData, diagnostic, formatPath } from '../diagnostics.ts';
import type { LanguageSelector, SiteManifest } from '../schema/index.ts';

type Refs = Partial<Pick<SiteManifest, 'solutions' | 'features' | 'alternatives' | 'useCases' | 'guards' | 'useCaseSwap' | 'redirects' | 'docs' | 'siteConfig'>>;

type LocalePlace = DiagnosticData<'UNKNOWN_LOCALE'>['where'];

/** Every place a locale code is written must name a declared locale (UNKNOWN_LOCALE). */
export function checkLocaleReferences(codes: readonly string[], m: Refs): Diagnostic[] {
  const out: Diagnostic[] = [];
  const known = new Set(codes);
  const check = (code: string, segments: PropertyKey[], where: LocalePlace) => {
    if (known.has(code)) return;
    out.push(diagnostic('UNKNOWN_LOCALE', { code, where, known: codes }, { path: formatPath(segments) }));
  };
  const selector = (value: LanguageSelector, segments: PropertyKey[], where: LocalePlace) => {
    if (value === 'all') return;
    if (Array.isArray(value)) value.forEach((code, i) => check(code, [...segments, i], where));
    else value.except.forEach((code, i) => check(code, [...segments, 'except', i], where));
  };
  m.solutions?.forEach((item, i) => selector(item.languages, ['solutions', i, 'languages'], { place: 'item', item: 'solution', name: item.slug }));
  m.features?.forEach((item, i) => selector(item.languages, ['features', i, 'languages'], { place: 'item', item: 'feature', name: item.slug }));
  m.alternatives?.forEach((item, i) => selector(item.languages, ['alternatives', i, 'languages'], { place: 'item', item: 'alternative', name: item.rival }));
  m.useCases?.forEach((item, i) => selector(item.languages, ['useCases', i, 'languages'], { place: 'item', item: 'use case', name: item.slug }));
  for (const [name, guard] of Object.entries(m.guards ?? {})) {
    if (guard.type === 'locales') selector(guard.locales, ['guards', name, 'locales'], { place: 'guard', name });
  }
  m.useCaseSwap?.locales.forEach((code, i) => check(code, ['useCaseSwap', 'locales', i], { place: 'swap-locales' }));
  m.redirects?.paths.forEach((redirect, i) => selector(redirect.locales, ['redirects', 'paths', i, 'locales'], { place: 'redirect', from: redirect.from }));
  m.redirects?.externalBlogs.forEach((blog, i) => blog.locales.forEach((code, j) => check(code, ['redirects', 'externalBlogs', i, 'locales', j], { place: 'external-blog' })));
  for (const code of Object.keys(m.docs?.prefixes ?? {})) check(code, ['docs', 'prefixes', code], { place: 'docs-prefixes' });
  for (const code of Object.keys(m.siteConfig ?? {})) check(code, ['siteConfig', code], { place: 'site-config' });
  return out;
}
