/**
 * Locale detection (spec 4): the cookie value, then `navigator.languages` (for each preferred
 * language in order: the exact tag, then its language part), then the fallback (English).
 * Stored values outside the supported list are ignored.
 */

/** A supported locale as detection sees it. */
export interface LocaleCandidate {
  /** URL code, also the cookie value. */
  code: string;
  /** BCP-47 tag. */
  tag: string;
}

/** Where the detected locale came from. */
export type LocaleSource = 'cookie' | 'browser' | 'fallback';

/** The code of `value` when it is a supported locale code; otherwise `null`. */
export function supportedLocaleCode(value: string | null | undefined, locales: readonly LocaleCandidate[]): string | null {
  if (!value) return null;
  return locales.find((locale) => locale.code === value)?.code ?? null;
}

/** Matches browser languages to a locale code: exact tag first, then language part, per language. */
export function matchBrowserLanguages(languages: readonly string[], locales: readonly LocaleCandidate[]): string | null {
  for (const language of languages) {
    const wanted = language.toLowerCase();
    const exact = locales.find((locale) => locale.tag.toLowerCase() === wanted);
    if (exact) return exact.code;
    const part = wanted.split('-')[0];
    const partial = locales.find((locale) => locale.tag.toLowerCase().split('-')[0] === part);
    if (partial) return partial.code;
  }
  return null;
}

/** Inputs of {@link detectLocale}. */
export interface DetectLocaleInput {
  /** The locale cookie's value, if any. */
  cookie: string | null;
  /** `navigator.languages`. */
  languages: readonly string[];
  /** Supported locales. */
  locales: readonly LocaleCandidate[];
  /** Fallback code. */
  fallback: string;
}

/** Detects the visitor's locale. */
export function detectLocale(input: DetectLocaleInput): { code: string; source: LocaleSource } {
  const fromCookie = supportedLocaleCode(input.cookie, input.locales);
  if (fromCookie) return { code: fromCookie, source: 'cookie' };
  const fromBrowser = matchBrowserLanguages(input.languages, input.locales);
  if (fromBrowser) return { code: fromBrowser, source: 'browser' };
  return { code: input.fallback, source: 'fallback' };
}
