import { type Diagnostic, diagnostic, formatPath } from '../diagnostics.ts';
import type { LanguageSelector, SiteManifest } from '../schema/index.ts';
import { validValuesHint } from './hints.ts';

type Refs = Partial<Pick<SiteManifest, 'solutions' | 'features' | 'alternatives' | 'useCases' | 'guards' | 'useCaseSwap' | 'redirects' | 'docs' | 'siteConfig'>>;

/** Every place a locale code is written must name a declared locale (UNKNOWN_LOCALE). */
export function checkLocaleReferences(codes: readonly string[], m: Refs): Diagnostic[] {
  const out: Diagnostic[] = [];
  const known = new Set(codes);
  const check = (code: string, segments: PropertyKey[], what: string) => {
    if (known.has(code)) return;
    out.push(diagnostic('UNKNOWN_LOCALE', `Unknown locale "${code}" in ${what}.`, { path: formatPath(segments), hint: validValuesHint('locales', code, codes) }));
  };
  const selector = (value: LanguageSelector, segments: PropertyKey[], what: string) => {
    if (value === 'all') return;
    if (Array.isArray(value)) value.forEach((code, i) => check(code, [...segments, i], what));
    else value.except.forEach((code, i) => check(code, [...segments, 'except', i], what));
  };
  m.solutions?.forEach((item, i) => selector(item.languages, ['solutions', i, 'languages'], `the languages of solution "${item.slug}"`));
  m.features?.forEach((item, i) => selector(item.languages, ['features', i, 'languages'], `the languages of feature "${item.slug}"`));
  m.alternatives?.forEach((item, i) => selector(item.languages, ['alternatives', i, 'languages'], `the languages of alternative "${item.rival}"`));
  m.useCases?.forEach((item, i) => selector(item.languages, ['useCases', i, 'languages'], `the languages of use case "${item.slug}"`));
  for (const [name, guard] of Object.entries(m.guards ?? {})) {
    if (guard.type === 'locales') selector(guard.locales, ['guards', name, 'locales'], `guard "${name}"`);
  }
  m.useCaseSwap?.locales.forEach((code, i) => check(code, ['useCaseSwap', 'locales', i], 'the slug-swap locales'));
  m.redirects?.paths.forEach((redirect, i) => selector(redirect.locales, ['redirects', 'paths', i, 'locales'], `the redirect from ${redirect.from}`));
  m.redirects?.externalBlogs.forEach((blog, i) => blog.locales.forEach((code, j) => check(code, ['redirects', 'externalBlogs', i, 'locales', j], 'an external blog')));
  for (const code of Object.keys(m.docs?.prefixes ?? {})) check(code, ['docs', 'prefixes', code], 'the docs prefixes');
  for (const code of Object.keys(m.siteConfig ?? {})) check(code, ['siteConfig', code], 'the site config');
  return out;
}
