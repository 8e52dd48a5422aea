/**
 * The wording of YAML mistakes in front matter (`CONTENT_FRONT_MATTER`, case `yaml`), by kind, as
 * `manifest/content/yaml-error.ts` classifies js-yaml's errors (its `reason` and `mark`, and the
 * line at fault).
 */

/** Why the front matter is not YAML, in the terms of the mistake a marketer made. */
export type YamlProblemKind =
  | 'duplicate-key'
  | 'unclosed-quote'
  | 'text-after-quote'
  | 'colon-in-value'
  | 'no-space'
  | 'not-a-field'
  | 'reserved-start'
  | 'list-on-field-line'
  | 'indentation'
  | 'unclosed-brackets'
  | 'escape'
  | 'other';

/** The data of a YAML mistake: its kind, where (file line, 1-based column), the line's text and what the kind needs. */
export interface YamlSyntax {
  case: 'yaml';
  kind: YamlProblemKind;
  line: number;
  column: number;
  lineText: string;
  /** The field of the line (`title`), where there is one. */
  key?: string;
  /** duplicate-key: the line of the first one. */
  first?: number;
  /** unclosed-quote: the quote character; reserved-start: the character the value starts with. */
  char?: string;
  /** colon-in-value, reserved-start: the line written as it should be. */
  fixed?: string;
  /** other: js-yaml's own reason. */
  reason?: string;
}

/** Per kind: what is wrong and how to repair it. */
export const YAML_PROBLEMS: Record<YamlProblemKind, { problem: (d: YamlSyntax) => string; hint: (d: YamlSyntax) => string }> = {
  'duplicate-key': {
    problem: (d) => `the field "${d.key}" is written twice${d.first ? ` (first on line ${d.first})` : ''}`,
    hint: (d) => `Keep one "${d.key}"${d.first ? ` (line ${d.first} or this one)` : ''} and delete the other.`,
  },
  'unclosed-quote': {
    problem: (d) => `the ${d.char === "'" ? 'single' : 'double'} quote that opens the value is never closed on its line`,
    hint: (d) =>
      d.char === "'"
        ? `End the text with ' on the same line. An apostrophe inside single quotes is written twice ('') — or put the text in double quotes.`
        : `End the text with " on the same line. A quote inside the text is written \\" — or use „…“, «…» or single quotes around it.`,
  },
  'text-after-quote': {
    problem: () => 'text follows the closing quote of the value',
    hint: () => 'Put the whole value inside the quotes; a quote inside the text is written \\" (or use single quotes around a text with double quotes).',
  },
  'colon-in-value': {
    problem: () => 'the value contains ": ", which YAML reads as the start of another field',
    hint: (d) => (d.fixed ? `Quote the value: ${d.fixed}` : 'Put the value in double quotes.'),
  },
  'no-space': {
    problem: (d) => `there is no space after the colon${d.key ? ` of "${d.key}"` : ''}`,
    hint: () => 'Write a space after the colon: field: value.',
  },
  'not-a-field': {
    problem: () => 'the line is neither "field: value" nor an indented list item',
    hint: () => 'Write each field as field: value on one line, list items indented under their field ("  - item"); a text that goes on over several lines belongs on one line, in quotes.',
  },
  'reserved-start': {
    problem: (d) => `a value cannot start with ${d.char} unquoted`,
    hint: (d) => (d.fixed ? `Quote the value: ${d.fixed}` : 'Put the value in double quotes.'),
  },
  'list-on-field-line': {
    problem: (d) => `a list item starts on the line of its field${d.key ? ` "${d.key}"` : ''}`,
    hint: () => 'Write the items below the field, one per line, indented by two spaces ("  - item"), or in brackets on the field\'s line: tags: [ads, automation].',
  },
  indentation: {
    problem: () => 'the indentation does not match the lines above',
    hint: () => 'Indent list items by two spaces under their field, and the fields of one item (title:, text:) by the same number of spaces, with spaces, not tabs.',
  },
  'unclosed-brackets': {
    problem: () => 'a list in [ ] is not closed on its line, or its items are not separated by commas',
    hint: () => 'Close the list with ] on the same line and separate its items with commas: tags: [ads, automation].',
  },
  escape: {
    problem: () => 'a backslash inside double quotes starts an escape YAML does not know',
    hint: () => 'Write the backslash twice (\\\\), or put the text in single quotes.',
  },
  other: {
    problem: (d) => d.reason ?? 'the YAML cannot be read here',
    hint: () => 'Write each field as field: value; quote a value that contains ": " or starts with a quote, *, &, !, @, % or `; indent list items by two spaces under their field.',
  },
};
