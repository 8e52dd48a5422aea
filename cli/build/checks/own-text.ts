/**
 * A page's own text as the text-language check measures it: cleaned of URLs, names and numbers,
 * weighed in letters, and cut into chunks of one script.
 */

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Letters and digits of the alphabets written with spaces: a name touching one is part of a longer word. */
const WORD = '[\\p{Script=Latin}\\p{Script=Cyrillic}\\p{Script=Greek}\\p{N}_]';

const strippers = new Map<string, (text: string) => string>();

/** Removes URLs, e-mail addresses, the ignored names and numbers (one function per ignore list, kept). */
export function stripper(ignore: readonly string[]): (text: string) => string {
  const key = ignore.join('\u0000');
  let strip = strippers.get(key);
  if (strip) return strip;
  const names = [...ignore].filter(Boolean).sort((a, b) => b.length - a.length).map(escapeRegExp);
  const namePattern = names.length ? new RegExp(`(?<!${WORD})(?:${names.join('|')})(?!${WORD})`, 'giu') : undefined;
  strip = (text) => {
    let out = text.replace(/\b(?:https?:\/\/|www\.)\S+/giu, ' ');
    // An address needs an @; without one the pattern would still try every word (7% of the check's time).
    if (out.includes('@')) out = out.replace(/[^\s@]+@[^\s@]+\.[^\s@]+/gu, ' ');
    if (namePattern) out = out.replace(namePattern, ' ');
    return out.replace(/\p{N}+/gu, ' ').replace(/\s+/g, ' ').trim();
  };
  strippers.set(key, strip);
  return strip;
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
}

/**
 * Own text in chunks of about `chunkLetters` (CHUNK_LETTERS): consecutive segments of one script are joined until a
 * chunk has that many letters, so a paragraph is judged whole and a heading with its text, while
 * an English title among Chinese paragraphs stays a chunk of its own.
 */
export function chunksOf(texts: readonly { text: string; weight: number }[], chunkLetters: number): Chunk[] {
  const chunks: Chunk[] = [];
  let current: Chunk | undefined;
  for (const { text, weight } of texts) {
    const script = scriptOf(text);
    if (current && current.script === script && current.weight < chunkLetters) {
      current = { text: `${current.text} ${text}`, weight: current.weight + weight, script };
    } else {
      if (current) chunks.push(current);
      current = { text, weight, script };
    }
  }
  if (current) chunks.push(current);
  return chunks;
}
