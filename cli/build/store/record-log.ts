import { closeSync, existsSync, mkdirSync, openSync, readFileSync, readSync, renameSync, writeFileSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * A cache file of keyed records that a build extends instead of rewriting: JSON lines, a header
 * `{"log":1,"version":…}` and then one `[key, value]` per line, a later line for a key replacing an
 * earlier one. A one-article rebuild changes a handful of the thousands of records the content,
 * checks and markdown caches hold; appending those lines costs a few kilobytes where rewriting the
 * file cost 3–5 MB of JSON (cli/build/README.md § 7).
 *
 * Records are never deleted one by one: every cache kept this way is keyed by a hash of what its
 * value was computed from, so a record no build uses is stale but never wrong. The file is
 * rewritten with only the live records once the lines outnumber them two to one, and whenever the
 * version (the tool's code, a check context, a pack) changes.
 */
export interface RecordLog<V> {
  /** The records, the last line of each key winning. Empty when the file is missing, of another version or not a log. */
  records: Map<string, V>;
  /** Lines of records in the file (live or not): what a rewrite would drop. */
  lines: number;
  /** The version of the file when its header matched the version asked for (else it is rewritten, never appended to). */
  version: string | undefined;
  /** Whether the file ends with a whole line (after a torn append it is rewritten). */
  whole: boolean;
}

const HEADER = 'log';

/**
 * Reads a record log; a cache is never trusted blindly, so a malformed line is skipped (a torn
 * append). `expected` undefined: whatever version the file has (the markdown index, whose version
 * is the name of the pack it points into).
 */
export function readRecordLog<V>(file: string, expected: string | undefined): RecordLog<V> {
  const empty: RecordLog<V> = { records: new Map(), lines: 0, version: undefined, whole: true };
  if (!existsSync(file)) return empty;
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return empty;
  }
  const version = expected ?? versionOf(text.slice(0, text.indexOf('\n') + 1));
  if (version === undefined) return empty;
  const header = headerOf(version);
  if (!text.startsWith(header)) return empty;
  const body = text.slice(header.length);
  const whole = body === '' || body.endsWith('\n');
  const trimmed = body.endsWith('\n') ? body.slice(0, -1) : body;
  if (trimmed === '') return { records: new Map(), lines: 0, version, whole };
  let rows: unknown[];
  try {
    // One parse of the whole file is several times faster than a parse per line.
    rows = JSON.parse(`[${trimmed.replaceAll('\n', ',')}]`) as unknown[];
  } catch {
    rows = trimmed.split('\n').flatMap((line) => {
      try {
        return [JSON.parse(line) as unknown];
      } catch {
        return [];
      }
    });
  }
  const records = new Map<string, V>();
  for (const row of rows) if (Array.isArray(row) && row.length === 2 && typeof row[0] === 'string') records.set(row[0], row[1] as V);
  return { records, lines: rows.length, version, whole };
}

/**
 * Saves a record log: appends the `added` keys' records (their values from `live`) to the file
 * `previous` was read from, or rewrites it with every `live` record when it was missing or of
 * another version, or when it would then hold more than twice as many lines as live records.
 * A rewrite is atomic (written aside and renamed); an append is one write. Returns the log as the
 * file now holds it (`previous`'s records map is extended in place), for a later save.
 */
export function saveRecordLog<V>(file: string, version: string, live: ReadonlyMap<string, V>, added: readonly string[], previous: RecordLog<V> | undefined): RecordLog<V> {
  const appendable = previous?.version === version && previous.whole && previous.lines + added.length <= 2 * live.size + 64;
  if (!appendable) {
    mkdirSync(dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, `${headerOf(version)}${linesOf(live, live.keys())}`);
    renameSync(tmp, file);
    return { records: new Map(live), lines: live.size, version, whole: true };
  }
  if (!added.length) return previous;
  // Appended only under the header it was read with: a build of another version may have
  // rewritten the file since (its lines would be trusted under the wrong version). The check and
  // the write go through one descriptor, so a file renamed over this one meanwhile is not touched.
  const header = headerOf(version);
  const fd = openSync(file, 'a+');
  try {
    const start = Buffer.alloc(Buffer.byteLength(header));
    if (readSync(fd, start, 0, start.length, 0) !== start.length || start.toString('utf8') !== header) return { records: new Map(), lines: 0, version: undefined, whole: true };
    writeSync(fd, linesOf(live, added));
  } finally {
    closeSync(fd);
  }
  for (const key of added) if (live.has(key)) previous.records.set(key, live.get(key) as V);
  return { ...previous, lines: previous.lines + added.length };
}

/** The version a log's header line names, if it is a log's header. */
function versionOf(line: string): string | undefined {
  try {
    const header = JSON.parse(line) as Record<string, unknown>;
    return header[HEADER] === 1 && typeof header.version === 'string' ? header.version : undefined;
  } catch {
    return undefined;
  }
}

function headerOf(version: string): string {
  return `${JSON.stringify({ [HEADER]: 1, version })}\n`;
}

function linesOf<V>(records: ReadonlyMap<string, V>, keys: Iterable<string>): string {
  let text = '';
  for (const key of keys) if (records.has(key)) text += `${JSON.stringify([key, records.get(key)])}\n`;
  return text;
}
