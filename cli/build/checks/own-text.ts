/**
 * A page's own text as the text-language check measures it: cleaned of URLs, names and numbers,
 * weighed in letters, and cut into chunks of one script.
 */
import { LRUCache } from 'lru-cache';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Letters and digits of the alphabets written with spaces: a name touching one is part of a longer word. */
const WORD = '[\\p{Script=Latin}\\p{Script=Cyrillic}\\p{Script=Greek}\\p{N}_]';

/** The function of an ignore list, made on first use and kept (a page's check asks for it again). */
function perIgnoreList<T>(kept: Map<string, T>, ignore: readonly string[], make: () => T): T {
  const key = ignore.join('\u0000');
  let made = kept.get(key);
  if (made === undefined) kept.set(key, (made = make()));
  return made;
}

const strippers = new Map<string, (text: string) => string>();

/** Removes URLs, e-mail addresses, the ignored names and numbers (one function per ignore list, kept). */
export function stripper(ignore: readonly string[]): (text: string) => string {
  return perIgnoreList(strippers, ignore, () => {
    const names = [...ignore].filter(Boolean).sort((a, b) => b.length - a.length).map(escapeRegExp);
    const namePattern = names.length ? new RegExp(`(?<!${WORD})(?:${names.join('|')})(?!${WORD})`, 'giu') : undefined;
    return (text: string) => {
      let out = text.replace(/\b(?:https?:\/\/|www\.)\S+/giu, ' ');
      // An address needs an @; without one the pattern would still try every word (7% of the check's time).
      if (out.includes('@')) out = out.replace(/[^\s@]+@[^\s@]+\.[^\s@]+/gu, ' ');
      if (namePattern) out = out.replace(namePattern, ' ');
      return out.replace(/\p{N}+/gu, ' ').replace(/\s+/g, ' ').trim();
    };
  });
}

const HIGH_SURROGATE = /[\uD800-\uDBFF]/g;
/**
 * The number of characters (code points) of `text` that match `others`' complement: `others` is a
 * global pattern of runs of every other character, removed in one pass. Faster than collecting
 * one match per character (an array as long as the text, for the collector to free).
 */
function countOf(text: string, others: RegExp): number {
  const kept = text.replace(others, '');
  // A character beyond the BMP is two code units: count it once (no array unless there is one).
  return kept.length - (kept.match(HIGH_SURROGATE)?.length ?? 0);
}
const NOT_LETTERS = /[^\p{L}\p{M}]+/gu;
const NOT_DENSE = /[^\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+/gu;
const DENSE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
/** Letters with their combining marks (Devanagari, Thai and Khmer vowel signs); a CJK character counts as 3. */
export const weightOf = (text: string) => countOf(text, NOT_LETTERS) + (DENSE.test(text) ? 2 * countOf(text, NOT_DENSE) : 0);

/** The scripts of the site's languages (a test, then the pattern of every other character, for the count) and the weight of one character; a chunk never mixes two. */
const SCRIPTS: [string, RegExp, RegExp, number][] = [
  ['Latn', /\p{Script=Latin}/u, /\P{Script=Latin}+/gu, 1],
  ['Cyrl', /\p{Script=Cyrillic}/u, /\P{Script=Cyrillic}+/gu, 1],
  ['Hani', /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u, /[^\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]+/gu, 3],
  ['Hang', /\p{Script=Hangul}/u, /\P{Script=Hangul}+/gu, 3],
  ['Thai', /\p{Script=Thai}/u, /\P{Script=Thai}+/gu, 1],
  ['Khmr', /\p{Script=Khmer}/u, /\P{Script=Khmer}+/gu, 1],
  ['Deva', /\p{Script=Devanagari}/u, /\P{Script=Devanagari}+/gu, 1],
];
function scriptOf(text: string): string {
  let best = 'Zyyy';
  let most = 0;
  for (const [script, present, others, weight] of SCRIPTS) {
    const count = present.test(text) ? weight * countOf(text, others) : 0;
    if (count > most) [best, most] = [script, count];
  }
  return best;
}

/** Consecutive own text of one script, and its weight in letters. */
export interface Chunk {
  text: string;
  weight: number;
  script: string;
  /** The texts joined into it, in order (set by {@link chunksOf}). */
  parts?: string[];
}

/**
 * Segments measured recently, per ignore list. Cards, related entries, listings and shared blocks
 * put the same segments on many pages, and the Unicode-class patterns that clean and weigh them
 * were most of the check's own time; each result is a pure function of the text and the list.
 * A segment comes back within its locale's pages (an article's excerpt on its listing): on the
 * 20 × 250 bench (~350 pages a locale), with memos of 8,000 segments and 4,000 chunks the check
 * cost as much as with none, with 10,000 and 5,000 a third (1.10 → 0.34 ms a page, same results).
 * 24,000 covers locales of about twice that size per worker, at ~400 bytes an entry (~9 MB); a
 * larger locale finds fewer again.
 */
const MEASURED_MAX = 24_000;
const measurers = new Map<string, (text: string) => Chunk>();

/** A segment's own text ({@link stripper}), with its weight ({@link weightOf}) and script, memoised. */
export function measurer(ignore: readonly string[]): (text: string) => Chunk {
  return perIgnoreList(measurers, ignore, () => {
    const strip = stripper(ignore);
    const measured = new LRUCache<string, Chunk>({ max: MEASURED_MAX });
    return (raw: string) => {
      let chunk = measured.get(raw);
      if (!chunk) {
        const text = strip(raw);
        measured.set(raw, (chunk = { text, weight: weightOf(text), script: scriptOf(text) }));
      }
      return chunk;
    };
  });
}

/**
 * Own text in chunks of about `chunkLetters` (CHUNK_LETTERS): consecutive segments of one script
 * (measured, or found here when not given) are joined until a
 * chunk has that many letters, so a paragraph is judged whole and a heading with its text, while
 * an English title among Chinese paragraphs stays a chunk of its own.
 */
export function chunksOf(texts: readonly { text: string; weight: number; script?: string }[], chunkLetters: number): Chunk[] {
  const chunks: Chunk[] = [];
  let current: Chunk | undefined;
  for (const { text, weight, script = scriptOf(text) } of texts) {
    if (current && current.script === script && current.weight < chunkLetters) {
      const parts = current.parts ?? [];
      parts.push(text);
      current = { text: `${current.text} ${text}`, weight: current.weight + weight, script, parts };
    } else {
      if (current) chunks.push(current);
      current = { text, weight, script, parts: [text] };
    }
  }
  if (current) chunks.push(current);
  return chunks;
}
