import { createHash } from 'node:crypto';

/** The first 10 hex characters of a SHA-256 (spec 9: cache keys use a 10-character hash). */
export function shortHash(data: string | Uint8Array, length = 10): string {
  return createHash('sha256').update(data).digest('hex').slice(0, length);
}

/**
 * The SHA-256 (hex) of a file's bytes: what the stat cache records for every input and what
 * `loadContent` keys its parses by, so a hash the stat cache vouches for finds the parse made
 * when the file was read.
 */
export function fileHash(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** `blog/x.svg` + hash → `blog/x-0123456789.svg`. */
export function hashedName(path: string, hash: string): string {
  const dot = path.lastIndexOf('.');
  const slash = path.lastIndexOf('/');
  return dot > slash ? `${path.slice(0, dot)}-${hash}${path.slice(dot)}` : `${path}-${hash}`;
}
