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
    let out = text.replace(/\b(?:https?:\/\/|www\.)\S+/giu, ' ').replace(/[^\s@]+@[^\s@]+\.[^\s@]+/gu, ' ');
    if (namePattern) out = out.replace(namePattern, ' ');
    return out.replace(/\p{N}+/gu, ' ').replace(/\s+/g, ' ').trim();
  };
  strippers.set(key, strip);
  return strip;
}

const countMatches = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;
const LETTER = /[\p{L}\p{M}]/gu;
const DENSE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu;
/** Letters with their combining marks (Devanagari, Thai and Khmer vowel signs); a CJK character counts as 3. */
export const weightOf = (text: string) => countMatches(text, LETTER) + 2 * countMatches(text, DENSE);

/** The scripts of the site's languages (a test, then a count) and the weight of one character; a chunk never mixes two. */
const SCRIPTS: [string, RegExp, RegExp, number][] = [
  ['Latn', /\p{Script=Latin}/u, /\p{Script=Latin}/gu, 1],
  ['Cyrl', /\p{Script=Cyrillic}/u, /\p{Script=Cyrillic}/gu, 1],
  ['Hani', /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u, /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu, 3],
  ['Hang', /\p{Script=Hangul}/u, /\p{Script=Hangul}/gu, 3],
  ['Thai', /\p{Script=Thai}/u, /\p{Script=Thai}/gu, 1],
  ['Khmr', /\p{Script=Khmer}/u, /\p{Script=Khmer}/gu, 1],
  ['Deva', /\p{Script=Devanagari}/u, /\p{Script=Devanagari}/gu, 1],
];
function scriptOf(text: string): string {
  let best = 'Zyyy';
  let most = 0;
  for (const [script, present, all, weight] of SCRIPTS) {
    const count = present.test(text) ? weight * countMatches(text, all) : 0;
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
