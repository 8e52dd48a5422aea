/** The wording of JSON syntax mistakes in message files (`MESSAGES_INVALID`), by kind, as `cli/build/inputs/located-json.ts` reports them. */

/** Why a text is not JSON. */
export type JsonProblemKind = 'trailing-comma' | 'missing-comma' | 'missing-colon' | 'unescaped-quote' | 'single-quote' | 'unquoted-key' | 'comment' | 'line-break' | 'bad-escape' | 'end' | 'unexpected' | 'after-end';

/** The data of a syntax error: where, what kind, the character found there (visible) and the line's text. */
export interface JsonSyntax {
  case: 'syntax';
  kind: JsonProblemKind;
  line: number;
  column: number;
  found: string;
  lineText: string;
}

/** Per kind: what is wrong (given the character found) and how to repair it. */
export const JSON_PROBLEMS: Record<JsonProblemKind, { problem: (found: string) => string; hint: string }> = {
  'trailing-comma': { problem: () => 'a comma after the last entry', hint: 'Delete that comma: the last entry of an object or list has none.' },
  'missing-comma': { problem: () => 'a comma is missing after this value', hint: 'Add a comma at the place marked: entries are separated by commas.' },
  'missing-colon': { problem: () => 'a colon is missing after the key', hint: 'Write a colon between a key and its value: "key": "text".' },
  'unescaped-quote': { problem: () => 'this quote ends the text too early', hint: 'Write a quote inside a text as \\" (or use your language\'s quotation marks: „…“, «…», 「…」).' },
  'single-quote': { problem: () => 'single quotes', hint: 'JSON writes keys and texts in double quotes: "key": "text".' },
  'unquoted-key': { problem: () => 'a key without quotes', hint: 'JSON writes keys in double quotes: "key": "text".' },
  comment: { problem: () => 'a comment', hint: 'JSON has no comments: delete it.' },
  'line-break': { problem: () => 'a text that does not end on its line', hint: 'End the text with " on the same line; write a line break inside a text as \\n.' },
  'bad-escape': { problem: () => 'a backslash that starts no escape', hint: 'Write a backslash as \\\\; the escapes are \\" \\\\ \\n \\t and \\uXXXX.' },
  end: { problem: () => 'the file ends before every { and [ is closed', hint: 'Add the missing } or ] where its object or list ends.' },
  unexpected: { problem: (found) => `unexpected ${found}`, hint: 'Keys and texts are in double quotes, entries are separated by commas, and values are texts, objects or lists.' },
  'after-end': { problem: (found) => `${found} after the end of the file's object`, hint: 'Delete what follows the last }: a message file is one object.' },
};

/** The line's text, trimmed to about 60 characters around `column`, with ▸ before the column. */
export function markColumn(lineText: string, column: number): string {
  const at = Math.max(0, Math.min(column - 1, lineText.length));
  const from = Math.max(0, at - 40);
  const to = Math.min(lineText.length, at + 20);
  return `${from > 0 ? '…' : ''}${lineText.slice(from, at)}▸${lineText.slice(at, to)}${to < lineText.length ? '…' : ''}`.trim();
}
