import type { ContentEntry } from '../../manifest/content/parse-entry.ts';
import { shortHash } from './hash.ts';
import { memoOn, remember } from './memo.ts';

const BODY = 'body hash';
const META = 'meta hash';

/**
 * A hash of an entry's markdown body, once per entry: what the markdown cache key and the build id
 * read instead of the body itself.
 */
export function bodyHashOf(entry: Pick<ContentEntry, 'body'>): string {
  return memoOn(entry, BODY, () => shortHash(entry.body, 32));
}

/**
 * A hash of an entry without its body (front matter, file, locale, slug, body line), once per
 * entry: what the plan cache's key and the views digest read, since the plan and every view but a
 * body's are functions of it.
 */
export function metaHashOf(entry: ContentEntry): string {
  return memoOn(entry, META, () => shortHash(JSON.stringify({ ...entry, body: undefined }), 32));
}

/** A hash `loadContent` may keep: of the form the functions above give. */
export const isEntryHash = (value: unknown): value is string => typeof value === 'string' && /^[0-9a-f]{32}$/.test(value);

/**
 * Records the hashes of an entry made from a cached parse, computed by the functions above when
 * the file was parsed: `loadContent` keeps them in its cache beside the parse, so a rebuild hashes
 * only the entries of the files that changed.
 */
export function knownEntryHashes(entry: ContentEntry, hashes: { body: string; meta: string }): void {
  remember(entry, BODY, hashes.body);
  remember(entry, META, hashes.meta);
}
