/**
 * Message files left in English (`MESSAGES_UNTRANSLATED`, `MESSAGE_UNTRANSLATED`) or written in
 * another language (`MESSAGES_LANGUAGE`). The page language check skips short labels, and most of
 * a page's chrome is short labels from the message files, so the files themselves are checked.
 */
import { type Diagnostic, diagnostic } from '../../../manifest/diagnostics.ts';
import type { Position } from '../inputs/located-json.ts';
import { messageFileLanguage } from './message-file-language.ts';
import { cleanMessage, hasRealWords, sameText } from './message-text.ts';
import { weightOf } from './own-text.ts';
import { languageOf } from './site-languages.ts';
import { eld, MIN_SEGMENT_LETTERS } from './text-language.ts';

/**
 * A locale's file is left in English when more than this share of its translatable values are
 * the English text (and at least {@link MIN_UNTRANSLATED} of them). The shipped files are at 0-9%
 * (fil, with many borrowed terms, the most); a copied file is at 100%.
 */
export const MAX_UNTRANSLATED_SHARE = 0.2;
/** See {@link MAX_UNTRANSLATED_SHARE}: a small file with one or two English values is not "left in English". */
const MIN_UNTRANSLATED = 3;
/** Keys listed (with their lines) in a `MESSAGES_UNTRANSLATED` message. */
const SAMPLE_KEYS = 5;

/** One locale's message values, by key path (`nav.blog`, `about.sections[0].title`), and where each is. */
export interface LocaleMessages {
  code: string;
  tag: string;
  slots: ReadonlyMap<string, unknown>;
  locations?: ReadonlyMap<string, Position>;
}

/** What {@link checkMessageLanguage} checks. */
export interface MessageLanguageInput {
  /** The source locale (English): its values are what the others translate. */
  source: LocaleMessages;
  /** The other locales with a readable file. */
  locales: readonly LocaleMessages[];
  /** The brand and rival names (the manifest's), the same in every language. */
  names: readonly string[];
}

const languageName = (tag: string) => new Intl.DisplayNames(['en'], { type: 'language' }).of(languageOf(tag).language) ?? tag;
const fileOf = (code: string) => `content/messages/${code}.json`;
const lineOf = (locale: LocaleMessages, key: string) => locale.locations?.get(key)?.line;

/** One English value as the checks weigh it, and how many other locales have it (`have`) and keep it word for word (`same`). */
interface SourceValue {
  key: string;
  cleaned: string;
  translatable: boolean;
  short: boolean;
  have: number;
  same: ReadonlySet<string>;
}

/** The English values, cleaned once, with the locales that have each and those that keep it as it is. */
function sourceValues(input: MessageLanguageInput): SourceValue[] {
  const out: SourceValue[] = [];
  for (const [key, english] of input.source.slots) {
    if (typeof english !== 'string') continue;
    const cleaned = cleanMessage(english, input.names);
    const have = input.locales.filter((locale) => typeof locale.slots.get(key) === 'string');
    const same = new Set(have.filter((locale) => sameText(locale.slots.get(key) as string, english)).map((locale) => locale.code));
    out.push({ key, cleaned, translatable: hasRealWords(cleaned), short: weightOf(cleaned) < MIN_SEGMENT_LETTERS, have: have.length, same });
  }
  return out;
}

/**
 * A name the translators keep, for `code`: a short value (under MIN_SEGMENT_LETTERS letters)
 * that at least half of the locales other than `code`, and at least 3, have word for word:
 * Facebook, macOS (Intel), Google Ads. A locale does not vote for itself, so a copied file does
 * not make its own values names. `code` has the key.
 */
function keptFor(value: SourceValue, code: string): boolean {
  if (!value.short) return false;
  const same = value.same.size - (value.same.has(code) ? 1 : 0);
  const others = value.have - 1;
  return same >= 3 && same * 2 >= others;
}

/** What {@link measureMessageLanguage} found for one locale. */
export interface LocaleMeasure {
  locale: LocaleMessages;
  /** Values whose English text has real words and is not a name the translators keep. */
  translatable: number;
  /** The translatable values that are the English text word for word, in English's order. */
  untranslated: { key: string; text: string; cleaned: string }[];
  /** Keys whose English value is a name the translators keep (left out of the file's language too). */
  kept: Set<string>;
}

/** A locale's translatable values, those that are the English text, and the names kept. */
function measureLocale(values: readonly SourceValue[], locale: LocaleMessages): LocaleMeasure {
  const kept = new Set<string>();
  const untranslated: LocaleMeasure['untranslated'] = [];
  let translatable = 0;
  for (const value of values) {
    const own = locale.slots.get(value.key);
    if (typeof own !== 'string') continue;
    if (keptFor(value, locale.code)) {
      kept.add(value.key);
      continue;
    }
    if (!value.translatable) continue;
    translatable++;
    if (value.same.has(locale.code)) untranslated.push({ key: value.key, text: own, cleaned: value.cleaned });
  }
  return { locale, translatable, untranslated, kept };
}

/** Per locale but the source: its translatable values and those left in English. Pure. */
export function measureMessageLanguage(input: MessageLanguageInput): LocaleMeasure[] {
  const values = sourceValues(input);
  return input.locales.filter((locale) => locale.code !== input.source.code).map((locale) => measureLocale(values, locale));
}

/**
 * For every locale but the source: more than MAX_UNTRANSLATED_SHARE of its translatable values
 * the English text is `MESSAGES_UNTRANSLATED` (error, with the first keys and their lines);
 * under it, each English value of MIN_SEGMENT_LETTERS letters or more that eld reliably reads
 * as English is `MESSAGE_UNTRANSLATED` (warning). A file not left in English whose text does not
 * read as its locale's language (or, in Chinese, script) is `MESSAGES_LANGUAGE`. Pure.
 */
export function checkMessageLanguage(input: MessageLanguageInput): Diagnostic[] {
  const out: Diagnostic[] = [];
  const sourceLanguage = languageOf(input.source.tag).language;
  const source = languageName(input.source.tag);
  const tags = [input.source.tag, ...input.locales.map((locale) => locale.tag)];
  for (const { locale, translatable, untranslated, kept } of measureMessageLanguage(input)) {
    const file = fileOf(locale.code);
    const at = (key?: string) => {
      const line = key === undefined ? undefined : lineOf(locale, key);
      return { file, locale: locale.code, ...(line ? { line } : {}) };
    };
    const share = translatable ? untranslated.length / translatable : 0;
    if (share > MAX_UNTRANSLATED_SHARE && untranslated.length >= MIN_UNTRANSLATED) {
      const sample = untranslated.slice(0, SAMPLE_KEYS).map(({ key }) => {
        const line = lineOf(locale, key);
        return { key, ...(line ? { line } : {}) };
      });
      out.push(diagnostic('MESSAGES_UNTRANSLATED', { locale: locale.code, tag: locale.tag, file, untranslated: untranslated.length, translatable, share, sample, source }, at(sample[0]?.key)));
      continue;
    }
    for (const value of untranslated) {
      if (weightOf(value.cleaned) < MIN_SEGMENT_LETTERS) continue;
      const found = eld.detect(value.cleaned);
      if (found.language !== sourceLanguage || !found.isReliable()) continue;
      const text = value.text.length > 80 ? `${value.text.slice(0, 79)}…` : value.text;
      out.push(diagnostic('MESSAGE_UNTRANSLATED', { key: value.key, locale: locale.code, text, source }, { ...at(value.key), path: value.key }));
    }
    const language = messageFileLanguage(locale, kept, input.names, tags);
    if (!language.ok) out.push(diagnostic('MESSAGES_LANGUAGE', { case: language.case, locale: locale.code, tag: locale.tag, file, detected: language.detected, share: language.share, ...(language.sample ? { sample: language.sample } : {}) }, at()));
  }
  return out;
}
