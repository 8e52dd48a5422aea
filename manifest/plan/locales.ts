import type { LanguageSelector, SiteManifest } from '../schema/index.ts';
import type { PlanLocale, PlanSite } from './types.ts';

/** Expands a language selector into the URL codes it covers, in manifest locale order. */
export function expandLanguages(selector: LanguageSelector, allCodes: readonly string[]): string[] {
  if (selector === 'all') return [...allCodes];
  if (Array.isArray(selector)) return allCodes.filter((code) => selector.includes(code));
  return allCodes.filter((code) => !selector.except.includes(code));
}

/** True when `code` is covered by the selector. */
export function selects(selector: LanguageSelector, code: string): boolean {
  if (selector === 'all') return true;
  if (Array.isArray(selector)) return selector.includes(code);
  return !selector.except.includes(code);
}

/** Derives each locale's prefix, home and origin (manifest assumed valid). */
export function planLocales(manifest: SiteManifest): PlanLocale[] {
  const origins = new Map(manifest.sites.map((site) => [site.id, site.origin]));
  return manifest.locales.map((locale, index) => {
    const prefix = locale.bare ? '' : `/${locale.code}`;
    return {
      code: locale.code,
      tag: locale.tag,
      name: locale.name,
      site: locale.site,
      bare: locale.bare,
      catchAll: locale.catchAll,
      prefix,
      home: prefix || '/',
      origin: origins.get(locale.site) ?? '',
      source: `locales[${index}]`,
    };
  });
}

export function planSites(manifest: SiteManifest, locales: readonly PlanLocale[]): PlanSite[] {
  return manifest.sites.map((site) => {
    const own = locales.filter((locale) => locale.site === site.id);
    return {
      id: site.id,
      origin: site.origin,
      api: site.api,
      locales: own.map((locale) => locale.code),
      bareLocale: own.find((locale) => locale.bare)?.code ?? '',
    };
  });
}

/** A bare path in a locale: `/pricing` → `/de/pricing`; `/` → `/de`. */
export function localize(barePath: string, locale: Pick<PlanLocale, 'prefix'>): string {
  if (!locale.prefix) return barePath;
  return barePath === '/' ? locale.prefix : `${locale.prefix}${barePath}`;
}
