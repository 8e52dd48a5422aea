import type { ContentEntry } from '../../manifest/content/parse-entry.ts';
import { shortHash } from './hash.ts';
import { memoOn, remember } from './memo.ts';

const KEY = 'body hash';

/**
 * A hash of an entry's markdown body, once per entry: what the markdown cache key and the build id
 * read instead of the body itself. `loadContent` keeps it in its cache beside the parse, so a
 * rebuild does not hash the bodies of the files that did not change.
 */
export function bodyHashOf(entry: Pick<ContentEntry, 'body'>): string {
  return memoOn(entry, KEY, () => shortHash(entry.body, 32));
}

/** Records the body hash of an entry made from a cached parse (computed by `bodyHashOf` when the file was parsed). */
export function knownBodyHash(entry: Pick<ContentEntry, 'body'>, hash: string): void {
  remember(entry, KEY, hash);
}
