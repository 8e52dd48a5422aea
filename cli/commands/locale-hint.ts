import { didYouMean, validValuesHint } from '../../manifest/validate/hints.ts';

/** What the locale hints need of a locale: its URL code and its language tag. */
export interface LocaleCodeAndTag {
  code: string;
  tag: string;
}

/**
 * The locale a mistyped code most likely means: the code whose tag is the value or whose tag's
 * language it is (`ja` → `jp`, `zh-TW` → `tc`, `vi` → `vn`), or whose tag's region it is (`cn` →
 * `zh`, `kr` → `ko`), else the code it is a typo of
 * (`dee` → `de`), with the same rule as `site check`'s "Did you mean" hints.
 */
export function suggestLocale(value: string, locales: readonly LocaleCodeAndTag[]): string | undefined {
  const wanted = value.toLowerCase();
  const byTag =
    locales.find((locale) => locale.tag.toLowerCase() === wanted) ??
    locales.find((locale) => locale.tag.split('-')[0]?.toLowerCase() === wanted) ??
    // A country code for its language: `cn` is zh-CN, `kr` ko-KR, `ua` uk-UA (before a typo: `cn` is one letter from `en`).
    locales.find((locale) => locale.tag.split('-').at(-1)?.toLowerCase() === wanted && wanted.length === 2);
  if (byTag) return byTag.code;
  return didYouMean(value, locales.map((locale) => locale.code));
}

/** `unknown locale "ja". Did you mean "jp"? Known locales: en, zh, …` — `site check`'s hint (`validValuesHint`). */
export function unknownLocaleMessage(value: string, locales: readonly LocaleCodeAndTag[]): string {
  const codes = locales.map((locale) => locale.code);
  return `unknown locale "${value}". ${validValuesHint('locales', value, codes, suggestLocale(value, locales))}`;
}

/**
 * For `site explain`: when a path's first segment is no locale but looks like one (`/ja/pricing`),
 * the path the user probably meant (`/jp/pricing`), or undefined.
 */
export function localePathHint(request: string, locales: readonly LocaleCodeAndTag[]): { segment: string; code: string; path: string } | undefined {
  const match = /^\/([A-Za-z]{2,3}(?:[-_][A-Za-z]{2,4})?)(?=\/|\?|$)(.*)$/.exec(request);
  if (!match) return undefined;
  const [, segment = '', rest = ''] = match;
  if (locales.some((locale) => locale.code === segment)) return undefined;
  const code = suggestLocale(segment.replace('_', '-'), locales);
  return code ? { segment, code, path: `/${code}${rest}` } : undefined;
}
