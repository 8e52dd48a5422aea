/**
 * The languages the text-language check can judge, how a detected language is reported, and when
 * two language tags are one language.
 */
import { type Diagnostic, diagnostic } from '../../../manifest/diagnostics.ts';

/** Primary subtags written for one language the detector knows by another code (`fil` is eld's `tl`, `nb` its `no`). */
const ALIASES: Record<string, string> = { fil: 'tl', nb: 'no' };

/**
 * The languages eld's smallest database identifies (ISO 639-1; `eld.info().Languages`), which the
 * detector is not limited from (`eld` in text-language.ts): a locale added to the manifest
 * is judged like the others, and text in a language the site does not have is named as that
 * language. Written out rather than read from eld, so that loading a project (every command) does
 * not load eld's database (~125 ms, ~30 MB); `site-languages.test.ts` fails when eld's list differs.
 */
export const ELD_LANGUAGES: readonly string[] = [
  'am', 'ar', 'az', 'be', 'bg', 'bn', 'ca', 'cs', 'da', 'de', 'el', 'en', 'es', 'et', 'eu', 'fa', 'fi', 'fr', 'gu', 'he',
  'hi', 'hr', 'hu', 'hy', 'is', 'it', 'ja', 'ka', 'kn', 'ko', 'ku', 'lo', 'lt', 'lv', 'ml', 'mr', 'ms', 'nl', 'no', 'or',
  'pa', 'pl', 'pt', 'ro', 'ru', 'sk', 'sl', 'sq', 'sr', 'sv', 'ta', 'te', 'th', 'tl', 'tr', 'uk', 'ur', 'vi', 'yo', 'zh',
];

/**
 * Every language the check can judge, by primary subtag: those eld identifies, and Khmer, which
 * eld lacks but which is the only language written in Khmer script (a chunk in it is Khmer
 * without asking). A locale of any other language cannot be checked (`TEXT_LANGUAGE_UNCHECKED`).
 */
export const JUDGED_LANGUAGES: ReadonlySet<string> = new Set([...ELD_LANGUAGES, 'km']);

const TRADITIONAL_REGIONS = new Set(['tw', 'hk', 'mo']);

/** Primary language of a tag (`fil` is `tl`) and, for Chinese, its script when the tag says it. */
export function languageOf(tag: string): { language: string; script?: 'Hans' | 'Hant' } {
  const [primary = '', ...rest] = tag.toLowerCase().split(/[-_]/);
  const language = ALIASES[primary] ?? primary;
  if (language !== 'zh' || rest.length === 0) return { language };
  return { language, script: rest.includes('hant') || rest.some((part) => TRADITIONAL_REGIONS.has(part)) ? 'Hant' : 'Hans' };
}

/** Whether the check can judge text declared `tag` (its language is one of {@link JUDGED_LANGUAGES}). */
export function isJudged(tag: string): boolean {
  return JUDGED_LANGUAGES.has(languageOf(tag).language);
}

const reported = new Map<string, string>();

/**
 * The tag a detected language is reported as: the site's own tag for it when one of `siteTags` is
 * in that language (`pt` → `pt-PT`, `tl` → `tl-PH`), else its likely region by CLDR
 * (`it` → `it-IT`, `sv` → `sv-SE`), else the bare code. Chinese is not resolved here: its script
 * decides (`zh-CN` or `zh-TW`).
 */
export function reportedTag(language: string, siteTags: readonly string[] = []): string {
  const own = siteTags.find((tag) => languageOf(tag).language === language);
  if (own) return own;
  let tag = reported.get(language);
  if (tag === undefined) {
    try {
      const region = new Intl.Locale(language).maximize().region;
      tag = region ? `${language}-${region}` : language;
    } catch {
      tag = language;
    }
    reported.set(language, tag);
  }
  return tag;
}

/** A segment marked `lang` is own text of a page declared `tag`: same language, and not the other Chinese script. */
export function sameLanguage(lang: string, tag: string): boolean {
  const a = languageOf(lang);
  const b = languageOf(tag);
  return a.language === b.language && (!a.script || !b.script || a.script === b.script);
}

/**
 * `TEXT_LANGUAGE_UNCHECKED` (warning) for each locale whose language the check cannot judge: its
 * pages and message file pass the language checks unjudged, which the warning makes visible instead
 * of silent. A warning, not an error: nothing in the text is wrong and nothing in it can fix it;
 * `--max-warnings 0` in CI makes it a decision to take. At the locale's tag in the manifest.
 */
export function checkJudgedLocales(locales: readonly { code: string; tag: string }[]): Diagnostic[] {
  const languages = [...JUDGED_LANGUAGES].sort();
  return locales.flatMap((locale, i) => {
    if (isJudged(locale.tag)) return [];
    const language = languageOf(locale.tag).language;
    let name = language;
    try {
      name = new Intl.DisplayNames(['en'], { type: 'language' }).of(language) ?? language;
    } catch {
      // Not a language subtag at all: the code is named as written.
    }
    return [diagnostic('TEXT_LANGUAGE_UNCHECKED', { locale: locale.code, tag: locale.tag, name, languages }, { path: `locales[${i}].tag`, locale: locale.code })];
  });
}
