/** The site's languages as the text-language check knows them, and when two language tags are one language. */

/**
 * The site's languages by primary subtag (ISO 639-1, what eld returns) and the site tag a detected
 * language is reported as. A new site language needs an entry here; the unit test fails for a
 * manifest locale without one.
 */
export const SITE_TAGS: Record<string, string> = {
  en: 'en-US', zh: 'zh-CN', ru: 'ru-RU', vi: 'vi-VN', es: 'es-ES', pt: 'pt-PT', tr: 'tr-TR', th: 'th-TH', fr: 'fr-FR', uk: 'uk-UA',
  ko: 'ko-KR', hi: 'hi-IN', ja: 'ja-JP', de: 'de-DE', tl: 'tl-PH', km: 'km-KH', pl: 'pl-PL', nl: 'nl-NL', ro: 'ro-RO',
};
const TRADITIONAL_REGIONS = new Set(['tw', 'hk', 'mo']);

/** Primary language of a tag (`fil` is `tl`) and, for Chinese, its script when the tag says it. */
export function languageOf(tag: string): { language: string; script?: 'Hans' | 'Hant' } {
  const [primary = '', ...rest] = tag.toLowerCase().split(/[-_]/);
  const language = primary === 'fil' ? 'tl' : primary;
  if (language !== 'zh' || rest.length === 0) return { language };
  return { language, script: rest.includes('hant') || rest.some((part) => TRADITIONAL_REGIONS.has(part)) ? 'Hant' : 'Hans' };
}

/** A segment marked `lang` is own text of a page declared `tag`: same language, and not the other Chinese script. */
export function sameLanguage(lang: string, tag: string): boolean {
  const a = languageOf(lang);
  const b = languageOf(tag);
  return a.language === b.language && (!a.script || !b.script || a.script === b.script);
}
