/**
 * The words of a message value, as the message language checks weigh them: placeholders, URLs,
 * e-mail addresses, numbers, the brand and rival names and code-like tokens removed.
 */
import { stripper, weightOf } from './own-text.ts';

/** `{{path}}`, `{{count, number}}`, `{{- html}}`. */
const PLACEHOLDER = /\{\{[^}]*\}\}/g;
/** A token with a symbol between two letters or digits: `com_linux`, `a.b`, `x/y`, `key=value`. */
const CODE_LIKE = /\S*[\p{L}\p{N}][_/\\=<>|#.:]+[\p{L}\p{N}]\S*/gu;
/** A word with a capital after a small letter: `macOS`, `eBay`, `TikTok`, `iPhone` (names). */
const MIXED_CASE = /(?<!\p{L})\p{L}*\p{Ll}\p{Lu}\p{L}*/gu;
/** Two capitals or more in a row: `API`, `RPA`, `HTML` (acronyms, alike in every language). */
const ACRONYM = /(?<!\p{L})\p{Lu}{2,}(?!\p{L})/gu;
/** A word of two letters or more (a hyphen or an apostrophe inside keeps it one word). */
const WORD = /[\p{L}\p{M}]{2,}(?:['’-][\p{L}\p{M}]+)*/gu;

/**
 * A value with real words has at least this many words (of two letters or more) or this many
 * letters once cleaned: "Sign up free", "Synchronizer". Under both ("Blog", "Pro", "Email",
 * "Cookies", "Linux", "X (Twitter)") it is a label many languages write the same.
 */
const REAL_WORDS = 2;
/** See {@link REAL_WORDS}. */
const REAL_LETTERS = 12;

/** A value's text as the checks weigh it; `names` are the brand and rival names. Pure. */
export function cleanMessage(value: string, names: readonly string[]): string {
  return stripper(names)(value.replace(PLACEHOLDER, ' '))
    .replace(CODE_LIKE, ' ')
    .replace(MIXED_CASE, ' ')
    .replace(ACRONYM, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** True when cleaned text has real words: {@link REAL_WORDS} words or {@link REAL_LETTERS} letters. */
export function hasRealWords(cleaned: string): boolean {
  return (cleaned.match(WORD)?.length ?? 0) >= REAL_WORDS || weightOf(cleaned) >= REAL_LETTERS;
}

/** Two values are the same text: equal once spaces are collapsed, letter case aside. */
export function sameText(a: string, b: string): boolean {
  const norm = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();
  return norm(a) === norm(b);
}
