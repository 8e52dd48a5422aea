/**
 * A strict JSON reader (RFC 8259) that keeps where things are: the 1-based line and column of
 * every object key and array item (by key path, `nav.blog`, `about.sections[0].title`), duplicate
 * keys, and for a syntax error the line, column and a plain reason a translator can act on. Values
 * are built the way `JSON.parse` builds them (strings are decoded by `JSON.parse` itself).
 */

import type { JsonProblemKind } from '../../../manifest/catalog/json-problems.ts';

export interface Position {
  line: number;
  column: number;
}

/** Why the text is not JSON (`kind` picks the hint), and where. */
export interface JsonProblem extends Position {
  kind: JsonProblemKind;
  /** What was found, visible (`"}"`, `U+200B`). */
  found: string;
  /** The text of the line at fault. */
  lineText: string;
}

export type LocatedJson =
  | { ok: true; value: unknown; keys: Map<string, Position>; duplicates: { path: string; at: Position; first: Position }[] }
  | { ok: false; problem: JsonProblem };

class Stop extends Error {
  constructor(readonly at: number, readonly kind: JsonProblemKind) {
    super(kind);
  }
}

/** Parses `text` (a byte-order mark already removed), keeping positions. */
export function parseLocatedJson(text: string): LocatedJson {
  const keys = new Map<string, Position>();
  const duplicates: { path: string; at: Position; first: Position }[] = [];
  const lineStarts = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === '\n') lineStarts.push(i + 1);
  const position = (offset: number): Position => {
    let lo = 0;
    let hi = lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((lineStarts[mid] as number) <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - (lineStarts[lo] as number) + 1 };
  };
  let i = 0;
  const skip = () => {
    while (i < text.length && /[ \t\r\n]/.test(text[i] as string)) i++;
    if (text.startsWith('//', i) || text.startsWith('/*', i)) throw new Stop(i, 'comment');
  };
  const string = (): string => {
    const start = i;
    if (text[i] === "'") throw new Stop(i, 'single-quote');
    i++;
    while (i < text.length && text[i] !== '"') {
      const c = text.charCodeAt(i);
      if (c === 10 || c === 13) throw new Stop(i, 'line-break');
      if (c < 0x20) throw new Stop(i, 'unexpected');
      if (text[i] === '\\') {
        if (!/^(?:["\\/bfnrt]|u[0-9a-fA-F]{4})/.test(text.slice(i + 1, i + 6))) throw new Stop(i, 'bad-escape');
        i += text[i + 1] === 'u' ? 6 : 2;
      } else i++;
    }
    if (i >= text.length) throw new Stop(start, 'line-break');
    i++;
    return JSON.parse(text.slice(start, i)) as string;
  };
  /** After a value inside an object or array: a comma, the closing bracket, or a precise reason. */
  const separator = (close: string, valueEnd: number): boolean => {
    skip();
    if (text[i] === ',') {
      const comma = i++;
      skip();
      if (text[i] === close) throw new Stop(comma, 'trailing-comma');
      return true;
    }
    if (text[i] === close) {
      i++;
      return false;
    }
    if (i >= text.length) throw new Stop(i, 'end');
    const sameLine = !text.slice(valueEnd, i).includes('\n');
    if (sameLine && text[valueEnd - 1] === '"' && /[^\s,}\]:]/.test(text[i] as string)) throw new Stop(valueEnd - 1, 'unescaped-quote');
    if (text[i] === '"' || (close === ']' && /[[{\d-]/.test(text[i] as string))) throw new Stop(valueEnd, 'missing-comma');
    throw new Stop(i, 'unexpected');
  };
  const value = (path: string): unknown => {
    skip();
    const c = text[i];
    if (c === undefined) throw new Stop(i, 'end');
    if (c === '{') return object(path);
    if (c === '[') return array(path);
    if (c === '"' || c === "'") return string();
    const literal = /^(?:true|false|null|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?)(?![\w.])/.exec(text.slice(i, i + 64));
    if (!literal) throw new Stop(i, 'unexpected');
    i += literal[0].length;
    return JSON.parse(literal[0]) as unknown;
  };
  const object = (path: string): Record<string, unknown> => {
    const out: Record<string, unknown> = {};
    i++;
    skip();
    if (text[i] === '}') return (i++, out);
    for (;;) {
      skip();
      if (text[i] === undefined) throw new Stop(i, 'end');
      if (text[i] !== '"') throw new Stop(i, text[i] === "'" ? 'single-quote' : text[i] === '}' ? 'trailing-comma' : /[\p{L}_$]/u.test(text[i] as string) ? 'unquoted-key' : 'unexpected');
      const at = position(i);
      const key = string();
      const keyPath = path ? `${path}.${key}` : key;
      const first = keys.get(keyPath);
      if (first && Object.hasOwn(out, key)) duplicates.push({ path: keyPath, at, first });
      keys.set(keyPath, at);
      skip();
      if (text[i] !== ':') throw new Stop(i, i >= text.length ? 'end' : 'missing-colon');
      i++;
      out[key] = value(keyPath);
      if (!separator('}', i)) return out;
    }
  };
  const array = (path: string): unknown[] => {
    const out: unknown[] = [];
    i++;
    skip();
    if (text[i] === ']') return (i++, out);
    for (;;) {
      skip();
      const itemPath = `${path}[${out.length}]`;
      keys.set(itemPath, position(i));
      out.push(value(itemPath));
      if (!separator(']', i)) return out;
    }
  };
  try {
    const result = value('');
    skip();
    if (i < text.length) throw new Stop(i, 'after-end');
    return { ok: true, value: result, keys, duplicates };
  } catch (error) {
    if (!(error instanceof Stop)) throw error;
    const at = position(Math.min(error.at, text.length));
    const lineText = text.slice(lineStarts[at.line - 1], lineStarts[at.line] ?? text.length).replace(/\r?\n$/, '');
    return { ok: false, problem: { kind: error.kind, ...at, found: visible(text[error.at]), lineText } };
  }
}

/** A character as a reader can see it: itself, or `U+200B` for an invisible one; `end of file` past the end. */
export function visible(char: string | undefined): string {
  if (char === undefined) return 'the end of the file';
  if (/[\p{C}\p{Z}]/u.test(char) && char !== ' ') return `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
  return char === '"' ? `'"'` : `"${char}"`;
}
