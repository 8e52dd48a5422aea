import eldDatabase from 'eld/extrasmall';
import { countChineseScript } from './chinese-script.ts';
import type { LanguageSegment } from './language-segments.ts';
import { LRUCache } from 'lru-cache';
import { type Chunk, chunksOf, measurer } from './own-text.ts';
import { isJudged, languageOf, reportedTag, sameLanguage } from './site-languages.ts';

export { type LanguageSegment, languageSegments } from './language-segments.ts';

/** Settings of {@link checkTextLanguage}. */
export interface TextLanguageOptions {
  /** Names removed before identifying: the brand and rival names, the same in every language. Matched case-insensitively, as whole words in spaced scripts. Default none. */
  ignore?: readonly string[];
  /** A page with fewer letters of its own text is not judged and passes as 'und'. Default {@link MIN_LETTERS}. */
  minLetters?: number;
  /** The site's language tags: a detected language is reported as the site's tag for it (`pt` as `pt-PT`), else by its likely region (`it-IT`). Default none. */
  tags?: readonly string[];
}

/** A chunk of own text identified as another language (or, in Chinese, the other script). */
export interface MismatchedText extends LanguageSegment {
  /**
   * On a page that fails: the own segments (cleaned, as measured) the chunk joins that read as
   * another language on their own, or all of them when none does; what the caller traces to the
   * file they come from.
   */
  segments?: string[];
}

/** What {@link checkTextLanguage} found. */
export interface TextLanguageResult {
  /** The page's own text is in the declared language (and, for Chinese, script). */
  ok: boolean;
  /** Letters of the page's own text, weighted (a CJK character counts as 3, see {@link MIN_SEGMENT_LETTERS}), once numbers, URLs, e-mail addresses, ignored names and short segments are removed. */
  letters: number;
  /** The tag of the language most of the own text is in (`en-US`, `zh-TW`), or 'und' when the page is too short to judge or its language cannot be judged. */
  detected: string;
  /** Share of the own letters identified as the declared language, 0..1; 1 when the page is too short to judge. */
  share: number;
  /** For Chinese text: the script most of its script-specific characters belong to. */
  script?: 'Hans' | 'Hant';
  /** For Chinese text with enough script-specific characters: the share of them in the declared script (Simplified on zh-CN), 0..1. */
  scriptShare?: number;
  /** Why a page fails: too little text in the declared language, or Chinese text in the other script. */
  case?: 'language' | 'script';
  /** The declared language is none the check can judge (`isJudged`): the page passes as 'und', unjudged. */
  unjudged?: true;
  /** The chunks of own text identified as another language (`lang` is that language's tag; text cut to 200 characters); on a zh page in the wrong script, the chunks mostly in that script. */
  mismatched?: MismatchedText[];
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
/** The own segments a failing page gives for tracing to their files, about (see `MAX_TRACED_TEXTS` in page-facts.ts). */
const TRACED_SEGMENTS = 40;
/** A failing page with at least this share in its language is mixed: its mismatched chunks' parts are read one by one before they are traced. */
const MIXED_SHARE = 0.2;
/** A Chinese page's script is judged once it has this many characters that exist in one script only. */
const MIN_SCRIPT_CHARS = 10;

/**
 * eld with its smallest database (as accurate as the large one on the site's copy, at a seventh of
 * the start-up time), with every language it knows (60, `ELD_LANGUAGES`), not a subset of today's
 * locales: Italian added to the manifest is judged like the others, and Italian text on a German
 * page is named as Italian (on the shipped site no chunk of any page reads as another language than
 * with the site's 19 languages only). eld has no Khmer: Khmer script is written for Khmer only, so a
 * chunk in it is Khmer without asking. One instance serves every check: none limits its languages.
 */
export const eld = eldDatabase.newInstance();

/**
 * The languages of the chunks identified last, by text: listings, cards, related entries and
 * shared blocks put the same chunks on many pages (three chunks in four of the 20 × 250 bench's,
 * half of the shipped site's), and eld is a pure function of the text. Sized as the segments'
 * memo (`own-text.ts`): a locale's chunks are about half its segments.
 */
const identified = new LRUCache<string, string>({ max: 12_000 });

function identify(chunk: Pick<Chunk, 'text' | 'script'>): string {
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
 * The own text is identified with eld (every language it knows) in chunks of about
 * {@link CHUNK_LETTERS} letters; the page passes when at least {@link MIN_SHARE} of its letters
 * are identified as the declared language. A Chinese page must also be in its script: at least
 * MIN_SHARE of the characters that exist in one script only (OpenCC's tables) must be Simplified
 * on zh-CN and Traditional on zh-TW, once there are {@link MIN_SCRIPT_CHARS} of them (`case:
 * 'script'` when only the script is wrong). A page with fewer than `minLetters` own letters passes
 * as 'und'; so does a declared language the check cannot judge (`unjudged`: the build warns once
 * per locale, `TEXT_LANGUAGE_UNCHECKED`). The caller compares the declared tag with
 * `<html lang>`: segments inherit it. Pure.
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
  if (!isJudged(declared.tag)) return { ok: true, letters, detected: 'und', share: 1, unjudged: true };
  if (letters < (options.minLetters ?? MIN_LETTERS)) return { ok: true, letters, detected: 'und', share: 1 };

  const chunks = chunksOf(own, CHUNK_LETTERS).map((chunk) => ({ ...chunk, language: identify(chunk) }));
  const byLanguage = new Map<string, number>();
  for (const chunk of chunks) byLanguage.set(chunk.language, (byLanguage.get(chunk.language) ?? 0) + chunk.weight);
  const share = (byLanguage.get(target.language) ?? 0) / letters;
  const top = [...byLanguage].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'und';

  let script: 'Hans' | 'Hant' | undefined;
  let scriptShare: number | undefined;
  if (target.language === 'zh' || top === 'zh') {
    const counts = countChineseScript(own.map((text) => text.text).join(' '));
    const scriptChars = counts.hans + counts.hant;
    if (scriptChars >= MIN_SCRIPT_CHARS) {
      script = counts.hant > counts.hans ? 'Hant' : 'Hans';
      if (target.language === 'zh') scriptShare = (target.script === 'Hant' ? counts.hant : counts.hans) / scriptChars;
    }
  }
  const scriptOk = scriptShare === undefined || scriptShare >= MIN_SHARE;
  const otherScript = target.script === 'Hant' ? 'Hans' : 'Hant';
  const tagOf = (language: string, chunkScript?: 'Hans' | 'Hant') => {
    if (language === target.language && language !== 'zh') return declared.tag;
    if (language !== 'zh') return reportedTag(language, options.tags);
    return (chunkScript ?? script ?? (target.language === 'zh' ? target.script : undefined)) === 'Hant' ? 'zh-TW' : 'zh-CN';
  };
  const cut = (text: string) => (text.length > 200 ? `${text.slice(0, 199)}…` : text);
  const ok = share >= MIN_SHARE && scriptOk;
  // On a failing page, the segments to trace: each part of a mixed page's mismatched chunks read
  // alone (a German card's title joined with an English one is not the English text), up to
  // TRACED_SEGMENTS; a page mostly in another language gives its parts as they are, unread (the
  // bench's English corpus under 20 tags fails almost every page: no eld call more for it).
  let traced = 0;
  const segmentsOf = (chunk: Chunk): string[] | undefined => {
    if (ok || traced >= TRACED_SEGMENTS) return undefined;
    const parts = share >= MIXED_SHARE ? otherLanguageParts(chunk, target.language) : (chunk.parts ?? [chunk.text]);
    traced += parts.length;
    return parts;
  };
  const mismatched: MismatchedText[] = chunks
    .filter((chunk) => chunk.language !== target.language)
    .map((chunk) => {
      const segments = segmentsOf(chunk);
      return { lang: tagOf(chunk.language), text: cut(chunk.text), ...(segments ? { segments } : {}) };
    });
  if (share >= MIN_SHARE && !scriptOk) {
    // Chinese in the other script: the chunks mostly written in it, as that script's Chinese.
    for (const chunk of chunks) {
      if (chunk.language !== 'zh') continue;
      const counts = countChineseScript(chunk.text);
      const wrong = otherScript === 'Hant' ? counts.hant : counts.hans;
      if (wrong > (otherScript === 'Hant' ? counts.hans : counts.hant)) mismatched.push({ lang: tagOf('zh', otherScript), text: cut(chunk.text), segments: chunk.parts ?? [chunk.text] });
    }
  }
  return {
    ok,
    letters,
    detected: tagOf(top),
    share,
    ...(script ? { script } : {}),
    ...(scriptShare !== undefined ? { scriptShare } : {}),
    ...(ok ? {} : { case: share >= MIN_SHARE ? ('script' as const) : ('language' as const) }),
    ...(mismatched.length ? { mismatched } : {}),
  };
}

/** The parts of a mismatched chunk that read as another language on their own; all of them when none does (the chunk reads as one only whole). */
function otherLanguageParts(chunk: Chunk, language: string): string[] {
  const parts = chunk.parts ?? [chunk.text];
  if (parts.length === 1) return parts;
  const other = parts.filter((part) => identify({ text: part, script: chunk.script }) !== language);
  return other.length ? other : parts;
}

/**
 * A title, meta description or `<h1>` is judged on its own once it has this many letters (a CJK
 * character counts as 3): three or four words. On the shipped site's 4,311 such texts (titles,
 * descriptions and h1s of every page), 20 letters misread six Romanian listing titles
 * ("Marketing afiliat – Blog") as English; from 25 none is misread, and the English texts of the
 * same pages, judged under the other locales, are caught at 78% (Latin-script languages) and 91%
 * (the others).
 */
export const MIN_FIELD_LETTERS = 25;
/**
 * A short text reads as another language only when eld is confident (its `isReliable()`) and the
 * declared language scores at most this share of the language found: eld's scores of a short
 * text are close (English under a German tag scores ~0.7 of English), so a bare "another
 * language came first" misreads German titles made of English loanwords.
 */
const FIELD_SCORE_RATIO = 0.7;

/** What {@link checkFieldLanguage} found. */
export interface FieldLanguageResult {
  ok: boolean;
  /** Letters of the cleaned text (weighted as in {@link checkTextLanguage}). */
  letters: number;
  /** The tag of the language it reads as ('und' when too short to judge, or not judged). */
  detected: string;
  /** The text as judged: cleaned of names, numbers, URLs and `#tag` slugs. */
  text: string;
}

/** Field verdicts by declared language and cleaned text: a locale's listings share their lead, an article its title with its cards. */
const fieldVerdicts = new LRUCache<string, string>({ max: 12_000 });

/**
 * Judges one short text that stands for the page (its `<title>`, meta description or `<h1>`) on
 * its own, whatever the rest of the page reads as. Cleaned as own text is, and of `#tag` slugs
 * (a tag listing's title quotes its tag). Below {@link MIN_FIELD_LETTERS} letters, or in a
 * language the check cannot judge, it passes as 'und'. It fails when eld reads it reliably as
 * another language that scores clearly above the declared one (see {@link FIELD_SCORE_RATIO}).
 * Chinese script is not judged here (a title has too few script-specific characters). Pure.
 */
export function checkFieldLanguage(raw: string, declared: { tag: string }, options: Pick<TextLanguageOptions, 'ignore' | 'tags'> = {}): FieldLanguageResult {
  const measured = measurer(options.ignore ?? [])(raw.includes('#') ? raw.replace(/#[\p{L}\p{N}_-]+/gu, ' ') : raw);
  const text = measured.text.replace(/^[\s\p{P}\p{S}]+|[\s\p{P}\p{S}]+$/gu, '');
  const unjudged = { ok: true, letters: measured.weight, detected: 'und', text };
  if (measured.weight < MIN_FIELD_LETTERS || !isJudged(declared.tag)) return unjudged;
  const target = languageOf(declared.tag).language;
  const key = `${target}\u0000${text}`;
  let language = fieldVerdicts.get(key);
  if (language === undefined) {
    language = target;
    if (measured.script === 'Khmr') language = 'km';
    else {
      const found = eld.detect(text);
      if (found.language && found.language !== target && found.isReliable()) {
        const scores = found.getScores();
        if ((scores[target] ?? 0) <= FIELD_SCORE_RATIO * (scores[found.language] ?? 0)) language = found.language;
      }
    }
    fieldVerdicts.set(key, language);
  }
  if (language === target) return { ok: true, letters: measured.weight, detected: declared.tag, text };
  const detected = language === 'zh' ? (countChineseScript(text).hant > countChineseScript(text).hans ? 'zh-TW' : 'zh-CN') : reportedTag(language, options.tags);
  return { ok: false, letters: measured.weight, detected, text };
}
