import eldDatabase from 'eld/extrasmall';
import { countChineseScript } from './chinese-script.ts';
import type { LanguageSegment } from './language-segments.ts';
import { LRUCache } from 'lru-cache';
import { type Chunk, chunksOf, measurer } from './own-text.ts';
import { languageOf, sameLanguage, SITE_TAGS } from './site-languages.ts';

export { type LanguageSegment, languageSegments } from './language-segments.ts';

/** Settings of {@link checkTextLanguage}. */
export interface TextLanguageOptions {
  /** Names removed before identifying: the brand and rival names, the same in every language. Matched case-insensitively, as whole words in spaced scripts. Default none. */
  ignore?: readonly string[];
  /** A page with fewer letters of its own text is not judged and passes as 'und'. Default {@link MIN_LETTERS}. */
  minLetters?: number;
}

/** What {@link checkTextLanguage} found. */
export interface TextLanguageResult {
  /** The page's own text is in the declared language (and, for Chinese, script). */
  ok: boolean;
  /** Letters of the page's own text, weighted (a CJK character counts as 3, see {@link MIN_SEGMENT_LETTERS}), once numbers, URLs, e-mail addresses, ignored names and short segments are removed. */
  letters: number;
  /** The site tag of the language most of the own text is in (`en-US`, `zh-TW`), or 'und' when the page is too short to judge or its language is none of the site's. */
  detected: string;
  /** Share of the own letters identified as the declared language, 0..1; 1 when the page is too short to judge. */
  share: number;
  /** For Chinese text: the script most of its script-specific characters belong to. */
  script?: 'Hans' | 'Hant';
  /** The chunks of own text identified as another language (`lang` is that language's site tag; text cut to 200 characters). */
  mismatched?: LanguageSegment[];
}

/**
 * Pages with fewer own letters pass unjudged, as 'und': about two sentences. Below that one odd
 * heading decides the page (bench/language-id/RESULTS.md: on the site's copy eld is wrong on about
 * 1 sample in 80 of ~40 characters, 1 in 500 of ~300).
 */
export const MIN_LETTERS = 150;
/** Own text is identified in chunks of at least this many letters: a paragraph whole, short ones joined with their neighbours. */
export const CHUNK_LETTERS = 150;
/**
 * A segment (paragraph, heading, list item, button…) with fewer letters is ignored: labels and
 * names like "Linux", "Windows (64-bit)" or "Blog" are the same in many languages, and a list of
 * them reads as any language. A Chinese, Japanese or Korean character counts as 3 letters, here
 * and in every threshold: it says about as much as three letters of an alphabet.
 */
export const MIN_SEGMENT_LETTERS = 20;
/**
 * At least this share of the own letters (and, on Chinese pages, of the script-specific
 * characters) must be in the declared language. In the bench, translated pages score 0.93 or more
 * (tc script: 0.87 or more); an English page under a German tag scores 0, the site's pages with an
 * English section 0.1 to 0.7.
 */
export const MIN_SHARE = 0.8;
/** A Chinese page's script is judged once it has this many characters that exist in one script only. */
const MIN_SCRIPT_CHARS = 10;

/**
 * eld with its smallest database (as accurate as the large one on the site's copy, at a seventh of
 * the start-up time), limited to the site's languages. eld has no Khmer: Khmer script is written
 * for Khmer only, so a chunk in it is Khmer without asking.
 */
const eld = eldDatabase.newInstance();
eld.setLanguageSubset(Object.keys(SITE_TAGS).filter((language) => language !== 'km'));

/**
 * The languages of the chunks identified last, by text: listings, cards, related entries and
 * shared blocks put the same chunks on many pages (three chunks in four of the 20 × 250 bench's,
 * half of the shipped site's), and eld is a pure function of the text. Sized as the segments'
 * memo (`own-text.ts`): a locale's chunks are about half its segments.
 */
const identified = new LRUCache<string, string>({ max: 12_000 });

function identify(chunk: Chunk): string {
  if (chunk.script === 'Khmr') return 'km';
  let language = identified.get(chunk.text);
  if (language === undefined) identified.set(chunk.text, (language = eld.detect(chunk.text).language || 'und'));
  return language;
}

/**
 * Checks that a page's own text is in the language it declares. Own text is every segment whose
 * lang is the declared language (`de`, `de-DE` and `de-AT` are one language, `fil` is `tl`;
 * `zh-TW` and `zh-CN` are not one); text marked with another `lang` is that language's and is not
 * judged. Numbers, URLs, e-mail addresses and the `ignore` names are removed, segments shorter
 * than {@link MIN_SEGMENT_LETTERS} are dropped and a repeated segment counts once.
 *
 * The own text is identified with eld, limited to the site's languages, in chunks of about
 * {@link CHUNK_LETTERS} letters; the page passes when at least {@link MIN_SHARE} of its letters
 * are identified as the declared language. A Chinese page must also be in its script: at least
 * MIN_SHARE of the characters that exist in one script only (OpenCC's tables) must be Simplified
 * on zh-CN and Traditional on zh-TW, once there are {@link MIN_SCRIPT_CHARS} of them. A page with
 * fewer than `minLetters` own letters passes as 'und', and so does a declared language the check
 * does not know (the unit test keeps the site's locales known). The caller compares the declared
 * tag with `<html lang>`: segments inherit it. Pure.
 */
export function checkTextLanguage(segments: readonly LanguageSegment[], declared: { code: string; tag: string }, options: TextLanguageOptions = {}): TextLanguageResult {
  const measure = measurer(options.ignore ?? []);
  const owners = new Map<string, boolean>();
  const isOwn = (lang: string) => {
    let own = owners.get(lang);
    if (own === undefined) owners.set(lang, (own = sameLanguage(lang, declared.tag)));
    return own;
  };
  // Each cleaned text once, in the order it first appears.
  const seen = new Set<string>();
  const own: Chunk[] = [];
  for (const segment of segments) {
    if (!isOwn(segment.lang)) continue;
    const text = measure(segment.text);
    if (seen.has(text.text)) continue;
    seen.add(text.text);
    if (text.weight >= MIN_SEGMENT_LETTERS) own.push(text);
  }
  const letters = own.reduce((sum, text) => sum + text.weight, 0);
  const target = languageOf(declared.tag);
  if (letters < (options.minLetters ?? MIN_LETTERS) || !SITE_TAGS[target.language]) return { ok: true, letters, detected: 'und', share: 1 };

  const chunks = chunksOf(own, CHUNK_LETTERS).map((chunk) => ({ ...chunk, language: identify(chunk) }));
  const byLanguage = new Map<string, number>();
  for (const chunk of chunks) byLanguage.set(chunk.language, (byLanguage.get(chunk.language) ?? 0) + chunk.weight);
  const share = (byLanguage.get(target.language) ?? 0) / letters;
  const top = [...byLanguage].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'und';

  let script: 'Hans' | 'Hant' | undefined;
  let scriptOk = true;
  if (target.language === 'zh' || top === 'zh') {
    const counts = countChineseScript(own.map((text) => text.text).join(' '));
    const scriptChars = counts.hans + counts.hant;
    if (scriptChars >= MIN_SCRIPT_CHARS) {
      script = counts.hant > counts.hans ? 'Hant' : 'Hans';
      if (target.language === 'zh') scriptOk = (target.script === 'Hant' ? counts.hant : counts.hans) / scriptChars >= MIN_SHARE;
    }
  }
  const tagOf = (language: string) => {
    if (language !== 'zh') return SITE_TAGS[language] ?? 'und';
    return (script ?? (target.language === 'zh' ? target.script : undefined)) === 'Hant' ? 'zh-TW' : 'zh-CN';
  };
  const mismatched = chunks
    .filter((chunk) => chunk.language !== target.language)
    .map((chunk) => ({ lang: tagOf(chunk.language), text: chunk.text.length > 200 ? `${chunk.text.slice(0, 199)}…` : chunk.text }));
  return {
    ok: share >= MIN_SHARE && scriptOk,
    letters,
    detected: tagOf(top),
    share,
    ...(script ? { script } : {}),
    ...(mismatched.length ? { mismatched } : {}),
  };
}
