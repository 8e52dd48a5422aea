/** `site new`'s insertion point: the last element of the section's list, in its neighbours' style. */
import { describe, expect, it } from 'vitest';
import { entryCode, nameFromSlug, quote } from './item-kinds.ts';
import { insertEntry, matchingBracket } from './manifest-entry.ts';

const ALTERNATIVES = `import type { SiteInput } from '../define-site.ts';

/** Comparison pages ([x] in a comment). */
export const alternatives: SiteInput['alternatives'] = [
  { rival: 'gologin', name: 'GoLogin' }, // a ] in a comment
  { rival: 'ziniao', name: 'Zi]niao', languages: ['zh', 'tc'] },
];

export const other = [1];
`;

describe('insertEntry', () => {
  it('appends the entry as the last element, with its line', () => {
    const result = insertEntry(ALTERNATIVES, 'alternatives', "{ rival: 'acme', name: 'Acme' }");
    expect(result).toEqual({ text: ALTERNATIVES.replace("['zh', 'tc'] },\n];", "['zh', 'tc'] },\n  { rival: 'acme', name: 'Acme' },\n];"), line: 7 });
  });

  it('adds the missing comma after the last element', () => {
    const result = insertEntry("export const features = [\n  { slug: 'a' }\n];\n", 'features', "{ slug: 'b' }");
    expect(result).toEqual({ text: "export const features = [\n  { slug: 'a' },\n  { slug: 'b' },\n];\n", line: 3 });
  });

  it('puts the missing comma before a trailing line comment, not inside it (regression: the comma was commented out)', () => {
    const result = insertEntry("export const features = [\n  { slug: 'a' }  // note\n];\n", 'features', "{ slug: 'b' }");
    expect(result).toEqual({ text: "export const features = [\n  { slug: 'a' },  // note\n  { slug: 'b' },\n];\n", line: 3 });
  });

  it('puts the missing comma before a trailing block comment', () => {
    const result = insertEntry("export const features = [\n  { slug: 'a' } /* [note] */\n];\n", 'features', "{ slug: 'b' }");
    expect(result).toEqual({ text: "export const features = [\n  { slug: 'a' }, /* [note] */\n  { slug: 'b' },\n];\n", line: 3 });
  });

  it('adds no second comma when the last element has one before its comment', () => {
    const source = "export const features = [\n  { slug: 'a' }, // note, with a comma\n  /* last */\n];\n";
    expect(insertEntry(source, 'features', "{ slug: 'b' }")).toEqual({ text: "export const features = [\n  { slug: 'a' }, // note, with a comma\n  /* last */\n  { slug: 'b' },\n];\n", line: 4 });
  });

  it('adds no comma after the opening bracket when the list holds only a comment', () => {
    expect(insertEntry('export const features = [ // none yet\n];\n', 'features', "{ slug: 'b' }")).toEqual({ text: "export const features = [ // none yet\n  { slug: 'b' },\n];\n", line: 2 });
  });

  it('fills an empty list', () => {
    expect(insertEntry('export const features: X = [];\n', 'features', "{ slug: 'b' }")).toEqual({ text: "export const features: X = [\n  { slug: 'b' },\n];\n", line: 2 });
  });

  it('keeps a list that is mapped afterwards (use cases)', () => {
    const source = "export const useCases: SiteInput['useCases'] = [\n  'traffic',\n  'betting',\n].map((slug) => ({ slug }));\n";
    expect(insertEntry(source, 'useCases', "'acme'")).toEqual({ text: "export const useCases: SiteInput['useCases'] = [\n  'traffic',\n  'betting',\n  'acme',\n].map((slug) => ({ slug }));\n", line: 4 });
  });

  it('names what is missing instead of guessing', () => {
    expect(insertEntry('export const solutions = makeSolutions();\n', 'solutions', 'x')).toEqual({ error: 'it has no "export const solutions … = [" list to add to' });
    expect(insertEntry("export const solutions = [\n  { slug: 'a' },\n", 'solutions', 'x')).toEqual({ error: 'the list of "export const solutions" has no closing bracket' });
  });
});

describe('matchingBracket', () => {
  it('skips brackets in strings, template literals and comments', () => {
    const source = "[ '[', \"]\", `]${1}`, /* ] */ [1], // ]\n ]";
    expect(matchingBracket(source, 0)).toBe(source.length - 1);
  });
});

describe('entryCode', () => {
  it('writes each kind as the manifest does', () => {
    expect(entryCode('alternative', 'dolphin-anty', {})).toBe("{ rival: 'dolphin-anty', name: 'Dolphin Anty' }");
    expect(entryCode('alternative', 'acme', { name: "Acme's", locales: ['en', 'de'] })).toBe("{ rival: 'acme', name: 'Acme\\'s', languages: ['en', 'de'] }");
    expect(entryCode('solution', 'acme', { locales: ['ru'] })).toBe("{ slug: 'acme', languages: ['ru'] }");
    expect(entryCode('feature', 'acme', {})).toBe("{ slug: 'acme' }");
    expect(entryCode('use-case', 'acme', {})).toBe("'acme'");
    expect(entryCode('use-case', 'acme', { locales: ['en'] })).toBe("{ slug: 'acme', languages: ['en'] }");
  });

  it('quotes and names', () => {
    expect(quote("a'b\\c")).toBe("'a\\'b\\\\c'");
    expect(nameFromSlug('octo-browser')).toBe('Octo Browser');
  });
});
