import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isHidden } from '../../../manifest/content/content-file.ts';
import { type Diagnostic, diagnostic } from '../../../manifest/diagnostics.ts';
import type { Messages } from '../../../templates/i18n.tsx';
import { parseLocatedJson, type Position } from './located-json.ts';

/** The message files as read: each locale's tree, where each key is, and what could not be read. */
export interface MessageFiles {
  messages: Record<string, Messages>;
  /** Per locale code: key path (`nav.blog`, `about.sections[0].title`) → line and column in its file. */
  locations: Record<string, ReadonlyMap<string, Position>>;
  /** Locale codes whose file is there but is not a JSON object of keys (reported in `diagnostics`). */
  unreadable: string[];
  diagnostics: Diagnostic[];
}

/**
 * Reads `content/messages/<code>.json` for every locale that has one. A UTF-8 byte-order mark is
 * accepted and dropped (editors add one, and markdown accepts it too); a UTF-16 file, a syntax
 * error (with line and column) or a file that is not an object is `MESSAGES_INVALID`, a key
 * written twice `MESSAGE_DUPLICATE_KEY`. What the values say is checked in `check-messages.ts`.
 */
export async function loadMessages(root: string): Promise<MessageFiles> {
  const names = (await readdir(join(root, 'content', 'messages')).catch(() => [])).filter((file) => !isHidden(file) && file.endsWith('.json')).sort();
  const bytes = await Promise.all(names.map((name) => readFile(join(root, 'content', 'messages', name))));
  return messageFilesOf(names.map((name, i) => [name.slice(0, -5), bytes[i] as Buffer]));
}

/** The message files from each locale code's bytes, in order (what `loadMessages` reads). */
export function messageFilesOf(files: Iterable<readonly [code: string, bytes: Buffer]>): MessageFiles {
  const out: MessageFiles = { messages: {}, locations: {}, unreadable: [], diagnostics: [] };
  for (const [code, bytes] of files) {
    const read = readMessageFile(bytes, code, `content/messages/${code}.json`);
    out.diagnostics.push(...read.diagnostics);
    if (read.messages) {
      out.messages[code] = read.messages;
      out.locations[code] = read.locations;
    } else out.unreadable.push(code);
  }
  return out;
}

/** One message file's bytes → its tree and key positions, or why it cannot be used. */
export function readMessageFile(bytes: Buffer, code: string, file: string): { messages?: Messages; locations: ReadonlyMap<string, Position>; diagnostics: Diagnostic[] } {
  const at = { file, locale: code };
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    return { locations: new Map(), diagnostics: [diagnostic('MESSAGES_INVALID', { case: 'utf16' }, { ...at, line: 1 })] };
  }
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  const parsed = parseLocatedJson(text);
  if (!parsed.ok) {
    return { locations: new Map(), diagnostics: [diagnostic('MESSAGES_INVALID', { case: 'syntax', ...parsed.problem }, { ...at, line: parsed.problem.line })] };
  }
  const { value } = parsed;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    const got = Array.isArray(value) ? 'a list' : value === null ? 'null' : `a ${typeof value}`;
    return { locations: new Map(), diagnostics: [diagnostic('MESSAGES_INVALID', { case: 'not-object', got }, { ...at, line: 1 })] };
  }
  const diagnostics = parsed.duplicates.map((twice) => diagnostic('MESSAGE_DUPLICATE_KEY', { key: twice.path, first: twice.first.line }, { ...at, line: twice.at.line, path: twice.path }));
  return { messages: value as Messages, locations: parsed.keys, diagnostics };
}
