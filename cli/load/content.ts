import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Diagnostic } from '../../manifest/diagnostics.ts';
import { isHidden, MARKDOWN_FILE, stripBom } from '../../manifest/content/content-file.ts';
import { type ContentEntry, parseEntry } from '../../manifest/content/parse-entry.ts';
import { CONTENT_COLLECTIONS, type ContentCollection } from '../../manifest/content/schemas.ts';
import { bodyHashOf, isEntryHash, knownEntryHashes, metaHashOf } from '../build/entry-hashes.ts';
import { fileHash } from '../build/hash.ts';
import { codeVersion } from '../build/inputs/code-version.ts';
import { type RecordLog, readRecordLog, saveRecordLog } from '../build/store/record-log.ts';
import { tagCacheFolder } from '../output-folders.ts';
import { LazyTexts } from './lazy-texts.ts';

/** A parsed file as kept between runs: the entry without its body (sliced from the text), its hashes (`entry-hashes.ts`) and its diagnostics. */
interface CachedParse {
  entry?: Omit<ContentEntry, 'body'> & { bodyOffset: number; bodyHash: string; metaHash: string };
  diagnostics: Diagnostic[];
}

// 6: keyed by the file's SHA-256 (the stat cache's hash), not a hash of its text.
// 7: a record log (`record-log.ts`): a build appends the parses it made.
const CACHE_VERSION = '7';

/**
 * The file changed between the build's input digest and the moment the build needed its text: the
 * build stops rather than mix two versions of one file (`site build` says to run it again).
 */
export class ContentChangedError extends Error {
  override readonly name = 'ContentChangedError';

  constructor(readonly file: string) {
    super(`${file} changed while the build was running; run the build again`);
  }
}

/**
 * Every content entry under `content/<collection>/<locale>/<slug>.md` (or `.markdown`), with the
 * file texts (a leading byte-order mark dropped).
 * Reads are synchronous on purpose: thousands of small reads are several times faster without
 * the thread-pool round trip of the promise API (0.13 s against 0.8 s for 5,000 files on this
 * project's machine). With a cache file, a file whose bytes did not change is not parsed again
 * (`toolVersion`: the tool's `codeVersion`, when the caller has it).
 *
 * `knownHashes` (repository-relative path → SHA-256 of the bytes) are the hashes the caller
 * already trusts by `stat` (`site build`'s input digest, `stat-cache.ts`): a file whose hash is
 * known and whose parse is cached is not even read. Its body and text are then read when first
 * asked for (a page to render, a diagnostic's line), and the body is checked against the hash
 * (`ContentChangedError` if the file changed since). Without them every file is read and hashed.
 */
export async function loadContent(
  root: string,
  cacheFile?: string,
  toolVersion?: string,
  knownHashes?: ReadonlyMap<string, string>,
): Promise<{ entries: ContentEntry[]; sources: ReadonlyMap<string, string>; diagnostics: Diagnostic[] }> {
  const entries: ContentEntry[] = [];
  const texts: [string, string | (() => string)][] = [];
  const diagnostics: Diagnostic[] = [];
  // Parses depend on the parser (schemas, gray-matter, zod): a cache from another tool version is dropped.
  const version = cacheFile ? (toolVersion ?? (await codeVersion(root))) : '';
  const log = cacheFile ? readRecordLog<CachedParse>(cacheFile, `${CACHE_VERSION} ${version}`) : undefined;
  const previous = log?.records ?? new Map<string, CachedParse>();
  const next = new Map<string, CachedParse>();
  for (const collection of CONTENT_COLLECTIONS) {
    for (const [locale, name] of listFiles(join(root, 'content', collection))) {
      const file = `content/${collection}/${locale}/${name}`;
      const trusted = knownHashes?.get(file);
      const trustedKey = trusted === undefined ? undefined : cacheKey(file, trusted);
      // Unchanged since its parse was cached: not read now. Otherwise read, and keyed by the hash
      // of the bytes read, not the digest's (a file changed since the digest is keyed as it is now).
      const bytes = trustedKey !== undefined && previous.has(trustedKey) ? undefined : readFileSync(join(root, file));
      const key = bytes ? cacheKey(file, fileHash(bytes)) : (trustedKey as string);
      const text = bytes && stripBom(bytes.toString('utf8'));
      texts.push([file, text ?? (() => readText(root, file))]);
      const cached = previous.get(key);
      if (cached) {
        next.set(key, cached);
        if (cached.entry) entries.push(entryOf(cached.entry, text ?? (() => readVerified(root, file, trusted as string))));
        diagnostics.push(...cached.diagnostics);
        continue;
      }
      // Not cached, so read above.
      const result = parseContentFile(file, text as string);
      if (result.entry) entries.push(result.entry);
      diagnostics.push(...result.diagnostics);
      const storable = toCached(result, text as string);
      if (storable) next.set(key, storable);
    }
  }
  if (cacheFile) saveCache(cacheFile, `${CACHE_VERSION} ${version}`, next, log);
  entries.sort((a, b) => a.file.localeCompare(b.file));
  const unread = texts.some(([, text]) => typeof text === 'function');
  return { entries, sources: unread ? new LazyTexts(texts) : new Map(texts as [string, string][]), diagnostics };
}

type CachedEntry = NonNullable<CachedParse['entry']>;

function cacheKey(file: string, hash: string): string {
  return createHash('sha1').update(`${CACHE_VERSION}\u0000${file}\u0000${hash}`).digest('hex');
}

function readText(root: string, file: string): string {
  return stripBom(readFileSync(join(root, file), 'utf8'));
}

/** The file's text, from bytes that must still hash to `hash`: else the cached parse and the text would be of two versions of the file. */
function readVerified(root: string, file: string, hash: string): string {
  const bytes = readFileSync(join(root, file));
  if (fileHash(bytes) !== hash) throw new ContentChangedError(file);
  return stripBom(bytes.toString('utf8'));
}

/**
 * The entry of a cached parse, its body sliced from the file's text: the text itself, or a reader
 * of it for a file not read, whose body is then read on first use (a getter that replaces itself).
 */
function entryOf(cached: CachedEntry, text: string | (() => string)): ContentEntry {
  const { bodyOffset, bodyHash, metaHash, ...parsed } = cached;
  const entry = { ...parsed } as ContentEntry;
  const settle = (body: string) => Object.defineProperty(entry, 'body', { value: body, enumerable: true, configurable: true, writable: true });
  if (typeof text === 'string') settle(text.slice(bodyOffset));
  else {
    Object.defineProperty(entry, 'body', {
      enumerable: true,
      configurable: true,
      get: (): string => settle(text().slice(bodyOffset)).body,
      set: settle,
    });
  }
  // Only hashes of the expected form: a cache written otherwise must not make entries share a key.
  if (isEntryHash(bodyHash) && isEntryHash(metaHash)) knownEntryHashes(entry, { body: bodyHash, meta: metaHash });
  return entry;
}

/** Parses the text of `content/<collection>/<locale>/<name>.md` (or `.markdown`): the entry and its diagnostics. */
export function parseContentFile(file: string, text: string): { entry?: ContentEntry; diagnostics: Diagnostic[] } {
  const [, collection = '', locale = '', name = ''] = file.split('/');
  return parseEntry(file, collection as ContentCollection, locale, name.replace(MARKDOWN_FILE, ''), stripBom(text));
}

/**
 * True for a path that `loadContent` reads as an entry: `content/<collection>/<locale>/<name>.md`
 * (or `.markdown`) of a known collection, neither the locale folder nor the file hidden (a leading
 * dot: an editor's or the OS's file, `.obsidian/`, `._x.md`). `site dev` uses it to tell which
 * changed files to parse again.
 */
export function isEntryFile(path: string): boolean {
  const parts = path.split('/');
  const [top, collection = '', locale = '', name = ''] = parts;
  return parts.length === 4 && top === 'content' && CONTENT_COLLECTIONS.includes(collection as ContentCollection) && !isHidden(locale) && !isHidden(name) && MARKDOWN_FILE.test(name);
}

/** `[locale, file name]` of every `.md` and `.markdown` file of a collection folder, sorted. */
function listFiles(dir: string): [string, string][] {
  let locales: string[];
  try {
    locales = readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !isHidden(entry.name))
      .map((entry) => entry.name)
      .sort();
  } catch {
    return [];
  }
  return locales.flatMap((locale) =>
    readdirSync(join(dir, locale))
      .filter((name) => !isHidden(name) && MARKDOWN_FILE.test(name))
      .sort()
      .map((name): [string, string] => [locale, name]),
  );
}

/** The cacheable form of a parse, or undefined when the body is not the tail of the text. */
function toCached(result: { entry?: ContentEntry; diagnostics: Diagnostic[] }, text: string): CachedParse | undefined {
  if (!result.entry) return { diagnostics: result.diagnostics };
  const { body, ...entry } = result.entry;
  const bodyOffset = text.length - body.length;
  return text.slice(bodyOffset) === body ? { entry: { ...entry, bodyOffset, bodyHash: bodyHashOf(result.entry), metaHash: metaHashOf(result.entry) }, diagnostics: result.diagnostics } : undefined;
}

/**
 * Saves the parses of this load: appends the new ones (a rebuild after an edit adds one record);
 * `saveRecordLog` decides when the log is rewritten instead, and writes nothing when nothing is new.
 */
function saveCache(file: string, version: string, parsed: Map<string, CachedParse>, log: RecordLog<CachedParse> | undefined): void {
  const added = [...parsed.keys()].filter((key) => !log?.records.has(key));
  // Tagged before anything is written into it: the folder check never sees an untagged cache.
  mkdirSync(dirname(file), { recursive: true });
  tagCacheFolder(dirname(file));
  saveRecordLog(file, version, parsed, added, log);
}
