/**
 * Where `site new` writes an item's name in a message file (`solutionNames.<slug>` in
 * `content/messages/en.json`): one member added at the end of the section's object, in the file's
 * own indentation and line endings, the rest of the file untouched byte for byte. A file without
 * the section gets it as the last member of its root object. The text is only scanned for the
 * section's braces (strings skipped); the caller checks the project again afterwards.
 */

/** The new file text and the 1-based line of the added member, or why nothing can be added. */
export type MessageInsertion = { text: string; line: number } | { error: string };

/** Adds `"key": value` as the last member of the top-level object `section` of a message file's text. */
export function insertMessageKey(text: string, section: string, key: string, value: string): MessageInsertion {
  let tree: unknown;
  try {
    tree = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    return { error: 'it is not valid JSON (site check --skip-render shows where)' };
  }
  if (typeof tree !== 'object' || tree === null || Array.isArray(tree)) return { error: 'it is not a JSON object of message keys' };
  const current = (tree as Record<string, unknown>)[section];
  if (current !== undefined && (typeof current !== 'object' || current === null || Array.isArray(current))) return { error: `its "${section}" is not an object of keys` };
  if (current && Object.hasOwn(current, key)) return { error: `it already has "${section}.${key}"` };
  const newline = text.includes('\r\n') ? '\r\n' : '\n';
  const root = text.indexOf('{');
  const rootClose = closingBrace(text, root);
  if (rootClose === undefined) return { error: 'its root object has no closing brace' };
  const unit = indentUnit(text);
  const member = `${JSON.stringify(key)}: ${JSON.stringify(value)}`;
  const open = current === undefined ? undefined : memberObject(text, root, section);
  if (current !== undefined && open === undefined) return { error: `its "${section}" object was not found in the text` };
  // Into the section's object, or a new section at the end of the root object.
  const [from, to, addition] =
    open !== undefined
      ? [open, closingBrace(text, open) as number, member]
      : [root, rootClose, `${JSON.stringify(section)}: {${newline}${lineIndent(text, root)}${unit}${unit}${member}${newline}${lineIndent(text, root)}${unit}}`];
  return appendMember(text, from, to, addition, newline, unit);
}

/** Inserts `member` before the brace at `close` of the object opened at `open`, after its last member. */
function appendMember(text: string, open: number, close: number, member: string, newline: string, unit: string): MessageInsertion {
  const body = text.slice(open + 1, close);
  const lastCode = body.trimEnd().length;
  const empty = body.trim() === '';
  const indent = empty ? lineIndent(text, open) + unit : (memberIndent(body) ?? lineIndent(text, open) + unit);
  const head = `${text.slice(0, open + 1)}${empty ? '' : `${body.slice(0, lastCode)},`}${newline}${indent}`;
  const tail = `${newline}${lineIndent(text, open)}${text.slice(close)}`;
  return { text: `${head}${member}${tail}`, line: head.split('\n').length };
}

/** The index of the `{` that starts the value of the root object's member `section`. */
function memberObject(text: string, root: number, section: string): number | undefined {
  let depth = 0;
  for (let i = root; i < text.length; i++) {
    const char = text[i];
    if (char === '"') {
      const end = endOfString(text, i + 1);
      if (depth === 1 && JSON.parse(text.slice(i, end + 1)) === section) {
        const colon = /^\s*:\s*/.exec(text.slice(end + 1));
        if (colon && text[end + 1 + colon[0].length] === '{') return end + 1 + colon[0].length;
      }
      i = end;
    } else if (char === '{' || char === '[') depth++;
    else if (char === '}' || char === ']') depth--;
  }
  return undefined;
}

/** The index of the brace closing the one at `open` (strings skipped). */
function closingBrace(text: string, open: number): number | undefined {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const char = text[i];
    if (char === '"') i = endOfString(text, i + 1);
    else if (char === '{' || char === '[') depth++;
    else if (char === '}' || char === ']') {
      depth--;
      if (depth === 0) return i;
    }
  }
  return undefined;
}

function endOfString(text: string, from: number): number {
  for (let i = from; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (text[i] === '"') return i;
  }
  return text.length;
}

/** The leading white space of the line `index` is on. */
function lineIndent(text: string, index: number): string {
  const start = text.lastIndexOf('\n', index) + 1;
  return /^[ \t]*/.exec(text.slice(start))?.[0] ?? '';
}

/** The indentation of the last member line of an object's body (below its opening brace). */
function memberIndent(body: string): string | undefined {
  const lines = body.split('\n').slice(1).filter((line) => line.trim() !== '');
  const last = lines.at(-1);
  return last === undefined ? undefined : (/^[ \t]*/.exec(last)?.[0] ?? '');
}

/** The file's indentation step: that of its first indented line (two spaces when it has none). */
function indentUnit(text: string): string {
  return /\n([ \t]+)\S/.exec(text)?.[1] ?? '  ';
}
