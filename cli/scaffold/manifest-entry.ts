/**
 * Where `site new` writes the manifest entry (the decision, also in cli/README.md): as the last
 * element of the array literal that `export const <section>` starts with, in the file of
 * `manifest/site/` that declares it, one line in the style of its neighbours. The manifest stays
 * one readable TypeScript list for auditors; no second data file. The scan below only finds that
 * array's closing bracket (skipping strings and comments); the caller then loads the manifest again
 * and puts the file back if the entry is not there.
 */

/** The new source text and the 1-based line of the entry, or why there is no insertion point. */
export type Insertion = { text: string; line: number } | { error: string };

/** Inserts `entry` (code, without the trailing comma) as the last element of `section`'s list. */
export function insertEntry(source: string, section: string, entry: string): Insertion {
  const declaration = new RegExp(`export const ${section}\\b[^=]*=\\s*\\[`).exec(source);
  if (!declaration) return { error: `it has no "export const ${section} … = [" list to add to` };
  const open = declaration.index + declaration[0].length - 1;
  const close = matchingBracket(source, open);
  if (close === undefined) return { error: `the list of "export const ${section}" has no closing bracket` };
  // The comma goes right after the last element's code, before any comment that follows it on its
  // line; none when the list is empty or already ends with one.
  const last = lastCodeChar(source, open, close);
  const separator = source[last] === '[' || source[last] === ',' ? '' : ',';
  const before = source.slice(0, last + 1) + separator + source.slice(last + 1, close).trimEnd();
  const indent = elementIndent(source.slice(open + 1, close));
  const head = `${before}\n${indent}`;
  const closingIndent = /[^\S\n]*$/.exec(source.slice(0, close))?.[0] ?? '';
  const text = `${head}${entry},\n${closingIndent}${source.slice(close)}`;
  return { text, line: head.split('\n').length };
}

/**
 * The indentation of the list's elements (of its last line below the opening bracket), two spaces
 * for an empty list or one written on a single line.
 */
function elementIndent(body: string): string {
  const lines = body.split('\n').slice(1).filter((line) => line.trim() !== '');
  const last = lines.at(-1);
  return last === undefined ? '  ' : (/^\s*/.exec(last)?.[0] ?? '  ');
}

/** The index of the bracket closing the one at `open`, skipping strings, template literals and comments. */
export function matchingBracket(source: string, open: number): number | undefined {
  let depth = 0;
  for (let i = open; i < source.length; i++) {
    const char = source[i];
    const comment = endOfComment(source, i);
    if (comment !== undefined) i = comment;
    else if (char === "'" || char === '"' || char === '`') i = endOfString(source, char, i + 1);
    else if (char === '[' || char === '{' || char === '(') depth++;
    else if (char === ']' || char === '}' || char === ')') {
      depth--;
      if (depth === 0) return char === ']' ? i : undefined;
    }
  }
  return undefined;
}

/** The index of the last character of code (not a comment, not blank) in `source[from, to)`. */
function lastCodeChar(source: string, from: number, to: number): number {
  let last = from;
  for (let i = from; i < to; i++) {
    const char = source[i];
    const comment = endOfComment(source, i);
    if (comment !== undefined) i = comment;
    else if (char === "'" || char === '"' || char === '`') i = last = endOfString(source, char, i + 1);
    else if (!/\s/.test(char ?? '')) last = i;
  }
  return last;
}

/** The index of the last character of the comment starting at `i` (before a line comment's newline). */
function endOfComment(source: string, i: number): number | undefined {
  if (source[i] !== '/') return undefined;
  if (source[i + 1] === '/') return endOf(source, '\n', i + 2) - 1;
  if (source[i + 1] === '*') return endOf(source, '*/', i + 2) + 1;
  return undefined;
}

function endOf(source: string, token: string, from: number): number {
  const at = source.indexOf(token, from);
  return at < 0 ? source.length : at;
}

function endOfString(source: string, quoteChar: string, from: number): number {
  for (let i = from; i < source.length; i++) {
    if (source[i] === '\\') i++;
    else if (source[i] === quoteChar) return i;
  }
  return source.length;
}
