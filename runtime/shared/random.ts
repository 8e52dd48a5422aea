/** Random identifiers and keys from `crypto.getRandomValues`. */

/** Characters of generated ids and keys. */
export const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A uniformly random string of `length` characters from {@link ID_ALPHABET}. */
export function randomString(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length))) {
      // 248 = 4 × 62: higher bytes are skipped so every character is equally likely.
      if (byte < 248 && out.length < length) out += ID_ALPHABET[byte % 62];
    }
  }
  return out;
}
