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
  const reader = new Reader(text);
  try {
    const value = reader.value('');
    reader.skip();
    if (reader.i < text.length) throw new Stop(reader.i, 'after-end');
    return { ok: true, value, keys: reader.keys, duplicates: reader.duplicates };
  } catch (error) {
    if (!(error instanceof Stop)) throw error;
    const at = reader.position(Math.min(error.at, text.length));
    const lineText = text.slice(reader.lineStarts[at.line - 1], reader.lineStarts[at.line] ?? text.length).replace(/\r?\n$/, '');
    return { ok: false, problem: { kind: error.kind, ...at, found: visible(text[error.at]), lineText } };
  }
}

/** A JSON string without mistakes, matched in one go (the character loop after it says what is wrong with the others). */
const WELL_FORMED_STRING = /"(?:[^"\\\u0000-\u001f]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*"/y;

/** A recursive-descent reader over one text; throws `Stop` at the first mistake. */
class Reader {
  i = 0;
  readonly keys = new Map<string, Position>();
  readonly duplicates: { path: string; at: Position; first: Position }[] = [];
  readonly lineStarts = [0];

  constructor(private readonly text: string) {
    for (let at = 0; at < text.length; at++) if (text[at] === '\n') this.lineStarts.push(at + 1);
  }

  position(offset: number): Position {
    let lo = 0;
    let hi = this.lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((this.lineStarts[mid] as number) <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - (this.lineStarts[lo] as number) + 1 };
  }

  skip(): void {
    for (let c = this.text.charCodeAt(this.i); c === 32 || c === 10 || c === 13 || c === 9; c = this.text.charCodeAt(this.i)) this.i++;
    if (this.text.startsWith('//', this.i) || this.text.startsWith('/*', this.i)) throw new Stop(this.i, 'comment');
  }

  value(path: string): unknown {
    this.skip();
    const c = this.text[this.i];
    if (c === undefined) throw new Stop(this.i, 'end');
    if (c === '{') return this.object(path);
    if (c === '[') return this.array(path);
    if (c === '"' || c === "'") return this.string();
    const literal = /^(?:true|false|null|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?)(?![\w.])/.exec(this.text.slice(this.i, this.i + 64));
    if (!literal) throw new Stop(this.i, 'unexpected');
    this.i += literal[0].length;
    return JSON.parse(literal[0]) as unknown;
  }

  private string(): string {
    const { text } = this;
    const start = this.i;
    WELL_FORMED_STRING.lastIndex = start;
    if (WELL_FORMED_STRING.test(text)) {
      this.i = WELL_FORMED_STRING.lastIndex;
      return JSON.parse(text.slice(start, this.i)) as string;
    }
    if (text[this.i] === "'") throw new Stop(this.i, 'single-quote');
    this.i++;
    while (this.i < text.length && text[this.i] !== '"') {
      const c = text.charCodeAt(this.i);
      if (c === 10 || c === 13) throw new Stop(this.i, 'line-break');
      if (c < 0x20) throw new Stop(this.i, 'unexpected');
      if (text[this.i] === '\\') {
        if (!/^(?:["\\/bfnrt]|u[0-9a-fA-F]{4})/.test(text.slice(this.i + 1, this.i + 6))) throw new Stop(this.i, 'bad-escape');
        this.i += text[this.i + 1] === 'u' ? 6 : 2;
      } else this.i++;
    }
    if (this.i >= text.length) throw new Stop(start, 'line-break');
    this.i++;
    return JSON.parse(text.slice(start, this.i)) as string;
  }

  private object(path: string): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    this.i++;
    this.skip();
    if (this.text[this.i] === '}') return (this.i++, out);
    for (;;) {
      this.skip();
      const c = this.text[this.i];
      if (c === undefined) throw new Stop(this.i, 'end');
      if (c !== '"') throw new Stop(this.i, c === "'" ? 'single-quote' : /[\p{L}_$]/u.test(c) ? 'unquoted-key' : 'unexpected');
      const at = this.position(this.i);
      const key = this.string();
      const keyPath = path ? `${path}.${key}` : key;
      const first = this.keys.get(keyPath);
      if (first && Object.hasOwn(out, key)) this.duplicates.push({ path: keyPath, at, first });
      this.keys.set(keyPath, at);
      this.skip();
      if (this.text[this.i] !== ':') throw new Stop(this.i, this.i >= this.text.length ? 'end' : 'missing-colon');
      this.i++;
      out[key] = this.value(keyPath);
      if (!this.separator('}', this.i)) return out;
    }
  }

  private array(path: string): unknown[] {
    const out: unknown[] = [];
    this.i++;
    this.skip();
    if (this.text[this.i] === ']') return (this.i++, out);
    for (;;) {
      this.skip();
      const itemPath = `${path}[${out.length}]`;
      this.keys.set(itemPath, this.position(this.i));
      out.push(this.value(itemPath));
      if (!this.separator(']', this.i)) return out;
    }
  }

  /** After a value inside an object or array: a comma (true), the closing bracket (false), or a precise reason. */
  private separator(close: string, valueEnd: number): boolean {
    const { text } = this;
    this.skip();
    if (text[this.i] === ',') {
      const comma = this.i++;
      this.skip();
      if (text[this.i] === close) throw new Stop(comma, 'trailing-comma');
      return true;
    }
    if (text[this.i] === close) return (this.i++, false);
    if (this.i >= text.length) throw new Stop(this.i, 'end');
    const sameLine = !text.slice(valueEnd, this.i).includes('\n');
    if (sameLine && text[valueEnd - 1] === '"' && /[^\s,}\]:]/.test(text[this.i] as string)) throw new Stop(valueEnd - 1, 'unescaped-quote');
    if (text[this.i] === '"' || (close === ']' && /[[{\d-]/.test(text[this.i] as string))) throw new Stop(valueEnd, 'missing-comma');
    throw new Stop(this.i, 'unexpected');
  }
}

/** A character as a reader can see it: itself, or `U+200B` for an invisible one; `end of file` past the end. */
export function visible(char: string | undefined): string {
  if (char === undefined) return 'the end of the file';
  if (/[\p{C}\p{Z}]/u.test(char) && char !== ' ') return `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
  return char === '"' ? `'"'` : `"${char}"`;
}
