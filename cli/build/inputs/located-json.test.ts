import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseLocatedJson, visible } from './located-json.ts';

/** The problem of a text that is not JSON. */
function problem(text: string) {
  const result = parseLocatedJson(text);
  if (result.ok) throw new Error(`parsed: ${text}`);
  return result.problem;
}

describe('parseLocatedJson', () => {
  it('builds what JSON.parse builds, for every shipped message file', () => {
    for (const name of readdirSync('content/messages')) {
      const text = readFileSync(`content/messages/${name}`, 'utf8');
      const result = parseLocatedJson(text);
      expect(result.ok, name).toBe(true);
      if (result.ok) expect(result.value, name).toEqual(JSON.parse(text));
    }
  });

  it('keeps the line and column of every key and array item, and duplicate keys', () => {
    const result = parseLocatedJson('{\n  "nav": {\n    "blog": "Blog",\n    "list": [{ "title": "a\\"b" }]\n  },\n  "nav": 1\n}');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.keys.get('nav.blog')).toEqual({ line: 3, column: 5 });
    expect(result.keys.get('nav.list[0]')).toEqual({ line: 4, column: 14 });
    expect(result.keys.get('nav.list[0].title')).toEqual({ line: 4, column: 16 });
    expect(result.duplicates).toEqual([{ path: 'nav', at: { line: 6, column: 3 }, first: { line: 2, column: 3 } }]);
  });

  it('names each translator mistake with its line and column', () => {
    expect(problem('{\n  "a": "x",\n}')).toMatchObject({ kind: 'trailing-comma', line: 2, column: 11, lineText: '  "a": "x",' });
    expect(problem('{\n  "a": "x"\n  "b": "y"\n}')).toMatchObject({ kind: 'missing-comma', line: 2, column: 11 });
    expect(problem('{ "a": "Click "here" now" }')).toMatchObject({ kind: 'unescaped-quote', line: 1, column: 15 });
    expect(problem("{ 'a': 'x' }")).toMatchObject({ kind: 'single-quote', column: 3 });
    expect(problem('{ "a" "x" }')).toMatchObject({ kind: 'missing-colon', column: 7, found: "'\"'" });
    expect(problem('{ a: "x" }')).toMatchObject({ kind: 'unquoted-key', column: 3 });
    expect(problem('{ "a": "x" // note\n}')).toMatchObject({ kind: 'comment', column: 12 });
    expect(problem('{ "a": "one\ntwo" }')).toMatchObject({ kind: 'line-break', line: 1, column: 12 });
    expect(problem('{ "a": "C:\\path" }')).toMatchObject({ kind: 'bad-escape', column: 11 });
    expect(problem('{ "a": { "b": "x" }')).toMatchObject({ kind: 'end', line: 1, found: 'the end of the file' });
    expect(problem('{ "a": "x" } }')).toMatchObject({ kind: 'after-end', column: 14 });
    expect(problem('{ "a":\u200B"x" }')).toMatchObject({ kind: 'unexpected', column: 7, found: 'U+200B' });
  });

  it('shows invisible characters by code point', () => {
    expect(visible('\uFEFF')).toBe('U+FEFF');
    expect(visible('\u00A0')).toBe('U+00A0');
    expect(visible('}')).toBe('"}"');
  });
});
