import type { LocaleConfig } from '../../../manifest/schema/index.ts';
import type { SiteIndex } from './site-index.ts';

/** The locale's site config, or the catch-all's when it has none (a warning of `site check`). */
export function siteConfigOf(ctx: { index: SiteIndex }, code: string): LocaleConfig {
  const configs = ctx.index.plan.manifest.siteConfig;
  return (configs[code] ?? configs[ctx.index.catchAll.code]) as LocaleConfig;
}

/** D10: register/login URLs carry `from` (this page), `rel=official_website` and `lang`, unless already set. */
export function withHandOff(url: string, from: string, code: string): string {
  const parsed = new URL(url);
  if (!parsed.searchParams.has('from')) parsed.searchParams.set('from', from);
  if (!parsed.searchParams.has('rel')) parsed.searchParams.set('rel', 'official_website');
  if (!parsed.searchParams.has('lang')) parsed.searchParams.set('lang', code);
  return parsed.href;
}

/**
 * `withHandOff` for many pages of one locale: the URL is parsed once, then each page only sets its
 * `from` (same result, without parsing the URL again for every page).
 */
export function handOffFor(url: string, code: string): (from: string) => string {
  const template = new URL(withHandOff(url, 'FROM', code));
  if (template.searchParams.get('from') !== 'FROM') return () => template.href;
  return (from) => {
    template.searchParams.set('from', from);
    return template.href;
  };
}

