import type { YamlProblemKind, YamlSyntax } from '../catalog/yaml-problems.ts';

/**
 * A js-yaml error of a file's front matter (gray-matter's parse), as the mistake a marketer made
 * and where: js-yaml's `mark` counts lines from the text after the opening `---` (so its line + 1
 * is the file's line) and its column can be negative (a duplicated key that follows a block); and
 * its line is often after the mistake (an unclosed quote on line 2 is noticed on line 4, text
 * after a closing quote on the next field). The line at fault is found from the `reason` and the
 * lines themselves; the column is js-yaml's where it points at that line, else the line's first
 * character. Pure.
 */
export function yamlSyntax(error: unknown, text: string): YamlSyntax {
  const lines = text.split(/\r?\n/);
  const closing = lines.findIndex((line, i) => i > 0 && /^---\s*$/.test(line));
  const last = closing > 0 ? closing + 1 : lines.length;
  const { reason = String((error as Error | undefined)?.message ?? error), mark } = error as { reason?: string; mark?: { line?: number; column?: number } };
  const markLine = typeof mark?.line === 'number' ? Math.min(Math.max(mark.line + 1, 2), last) : 2;
  const markColumn = typeof mark?.column === 'number' && mark.column >= 0 ? mark.column + 1 : undefined;
  const textOf = (line: number) => lines[line - 1] ?? '';
  const at = (kind: YamlProblemKind, line: number, extra: Partial<YamlSyntax> = {}, column?: number): YamlSyntax => ({
    case: 'yaml',
    kind,
    line,
    column: column ?? (line === markLine && markColumn !== undefined ? markColumn : firstColumn(textOf(line))),
    lineText: textOf(line),
    ...extra,
  });
  const field = parseField(textOf(markLine));
  const key = field ? { key: field.key } : {};

  if (reason === 'duplicated mapping key') {
    const first = field ? firstKeyLine(lines, markLine, field) : undefined;
    return at('duplicate-key', markLine, { ...key, ...(first ? { first } : {}) }, field ? field.keyColumn : undefined);
  }
  // A quote left open: js-yaml reads on into the next lines and stops at a later one.
  if (/quoted scalar|multiline key|explicit mapping pair|document separator|colon is missed|flow collection/.test(reason)) {
    const open = unclosedQuote(lines, 2, markLine);
    if (open) return at('unclosed-quote', open.line, { char: open.char, ...keyOf(textOf(open.line)) }, open.column);
  }
  if (/multiline key|colon is missed/.test(reason)) {
    // Noticed on the next field: the line at fault is the one before it.
    const culprit = /multiline key/.test(reason) ? previousLine(lines, markLine) : markLine;
    const line = textOf(culprit);
    const after = textAfterQuote(line);
    if (after !== undefined) return at('text-after-quote', culprit, keyOf(line), after);
    const noSpace = /^(\s*(?:-\s+)?)([A-Za-z_$][\w$-]*):(?=[^\s/])/.exec(line);
    if (noSpace?.[1] !== undefined && noSpace[2]) return at('no-space', culprit, { key: noSpace[2] }, noSpace[1].length + noSpace[2].length + 2);
    return at('not-a-field', culprit, keyOf(line));
  }
  if (/explicit mapping pair/.test(reason) && field && /:\s/.test(field.value) && !/^["'[{]/.test(field.value)) {
    return at('colon-in-value', markLine, { ...key, fixed: quotedLine(field) });
  }
  if (/document separator/.test(reason)) {
    if (field && /^-\s/.test(field.value)) return at('list-on-field-line', markLine, key, field.valueColumn);
    if (field && /^[@`%]/.test(field.value)) return at('reserved-start', markLine, { ...key, char: field.value.charAt(0), fixed: quotedLine(field) }, field.valueColumn);
    return at('not-a-field', markLine, key);
  }
  if (/alias|anchor|tag/.test(reason) && field && /^[*&!]/.test(field.value)) {
    return at('reserved-start', markLine, { ...key, char: field.value.charAt(0), fixed: quotedLine(field) }, field.valueColumn);
  }
  if (/bad indentation/.test(reason)) return at('indentation', markLine, key);
  if (/flow collection/.test(reason)) {
    const open = openBracketLine(lines, markLine);
    return at('unclosed-brackets', open, keyOf(textOf(open)));
  }
  if (/escape sequence|hexadecimal character|valid JSON character/.test(reason)) {
    // js-yaml points after the backslash; the mistake is the backslash.
    const backslash = markColumn !== undefined ? textOf(markLine).lastIndexOf('\\', markColumn - 1) : -1;
    return at('escape', markLine, key, backslash >= 0 ? backslash + 1 : undefined);
  }
  if (/whitespace character is expected after the key-value separator/.test(reason)) return at('no-space', markLine, key);
  if (/quoted scalar/.test(reason)) return at('unclosed-quote', markLine, { char: /single/.test(reason) ? "'" : '"', ...key });
  return at('other', markLine, { ...key, reason });
}

/**
 * An unclosed quote in front matter that js-yaml read without an error: the quoted text ran on
 * into the next lines until the next quote (`title: "A` then `description: "B"` reads as a title
 * "A description: " and a field named `B"`). Its schema errors (an unknown field, a missing one)
 * are consequences; this is the mistake. Undefined when every quote closes on its line.
 */
export function unclosedQuoteSyntax(text: string): YamlSyntax | undefined {
  const lines = text.split(/\r?\n/);
  const closing = lines.findIndex((line, i) => i > 0 && /^---\s*$/.test(line));
  const end = closing > 0 ? closing : lines.length;
  for (let from = 2; from <= end; ) {
    const open = unclosedQuote(lines, from, end);
    if (!open) return undefined;
    // A quoted value may go on over indented lines (valid YAML); it is a mistake only when it runs
    // into a line that starts a field of its own, which the quote then swallowed.
    let next = open.line + 1;
    for (; next <= end; next++) {
      const line = lines[next - 1] ?? '';
      if (/^[A-Za-z_$][\w$.-]*\s*:(?:\s|$)/.test(line)) {
        const lineText = lines[open.line - 1] ?? '';
        return { case: 'yaml', kind: 'unclosed-quote', line: open.line, column: open.column, lineText, char: open.char, ...keyOf(lineText) };
      }
      if (line.includes(open.char)) break;
    }
    from = next + 1;
  }
  return undefined;
}

/** A `field: value` line (or `- field: value`, a list item's first field). */
interface Field {
  indent: string;
  key: string;
  value: string;
  /** 1-based columns of the key and of the value. */
  keyColumn: number;
  valueColumn: number;
}

function parseField(line: string): Field | undefined {
  const match = /^(\s*(?:-\s+)?)([A-Za-z_$][\w$.-]*)(\s*:\s*)(.*)$/.exec(line);
  if (!match) return undefined;
  const [, indent = '', key = '', colon = '', value = ''] = match;
  return { indent, key, value: value.trimEnd(), keyColumn: indent.length + 1, valueColumn: indent.length + key.length + colon.length + 1 };
}

function keyOf(line: string): { key?: string } {
  const field = parseField(line);
  return field ? { key: field.key } : {};
}

/** The field's line with its value in double quotes. */
function quotedLine(field: Field): string {
  return `${field.indent.trimStart()}${field.key}: ${JSON.stringify(field.value.replace(/\s+#.*$/, ''))}`;
}

/** The line of the first `key:` of the same mapping as the one on `line` (same indentation, above it). */
function firstKeyLine(lines: readonly string[], line: number, field: Field): number | undefined {
  const depth = field.indent.length;
  for (let i = line - 2; i >= 1; i--) {
    const text = lines[i] ?? '';
    if (text.trim() === '') continue;
    const other = parseField(text);
    if (other && other.indent.length === depth && other.key === field.key) return i + 1;
    if (firstColumn(text) - 1 < depth) return undefined;
  }
  return undefined;
}

/** The first line in [from, to] whose value opens a quote that its line does not close. */
function unclosedQuote(lines: readonly string[], from: number, to: number): { line: number; column: number; char: string } | undefined {
  for (let line = from; line <= to; line++) {
    const text = lines[line - 1] ?? '';
    const value = valueStart(text);
    if (value === undefined) continue;
    const char = text[value];
    if ((char === '"' || char === "'") && closingQuote(text, value) === undefined) return { line, column: value + 1, char };
  }
  return undefined;
}

/** The 0-based index where a line's value starts: after `field: `, or after `- ` of a list item. */
function valueStart(text: string): number | undefined {
  const field = /^(\s*(?:-\s+)?[A-Za-z_$][\w$.-]*\s*:\s*)\S/.exec(text);
  if (field?.[1]) return field[1].length;
  const item = /^(\s*-\s+)\S/.exec(text);
  return item?.[1] ? item[1].length : undefined;
}

/** The index of the quote that closes the one at `open` on its line (`\"` and `''` are not). */
function closingQuote(text: string, open: number): number | undefined {
  const char = text[open];
  for (let i = open + 1; i < text.length; i++) {
    if (char === '"' && text[i] === '\\') i++;
    else if (char === "'" && text[i] === "'" && text[i + 1] === "'") i++;
    else if (text[i] === char) return i;
  }
  return undefined;
}

/** The 1-based column of text after a value's closing quote (not a comment), if any. */
function textAfterQuote(text: string): number | undefined {
  const value = valueStart(text);
  if (value === undefined || (text[value] !== '"' && text[value] !== "'")) return undefined;
  const close = closingQuote(text, value);
  if (close === undefined) return undefined;
  const rest = text.slice(close + 1);
  const offset = rest.search(/\S/);
  return offset >= 0 && rest[offset] !== '#' ? close + 2 + offset : undefined;
}

/** The nearest line above `line` with text (the front matter starts on line 2). */
function previousLine(lines: readonly string[], line: number): number {
  for (let i = line - 1; i >= 2; i--) if ((lines[i - 1] ?? '').trim() !== '') return i;
  return line;
}

/** The nearest line at or above `line` with a `[` its line does not close. */
function openBracketLine(lines: readonly string[], line: number): number {
  for (let i = line; i >= 2; i--) {
    const text = lines[i - 1] ?? '';
    if (text.lastIndexOf('[') > text.lastIndexOf(']')) return i;
  }
  return line;
}

/** The 1-based column of a line's first character that is not a space (1 for a blank line). */
function firstColumn(text: string): number {
  const at = text.search(/\S/);
  return at < 0 ? 1 : at + 1;
}
