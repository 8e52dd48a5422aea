/**
 * Google credential encryption (spec 7) with WebCrypto: a random 16-character key (its UTF-8
 * bytes are an AES-128 key) encrypts the credential with AES-CBC/PKCS#7 and a random IV; the key
 * is wrapped with RSA-OAEP (SHA-256). `redirect_data` is the JSON
 * `{"key": base64(RSA-OAEP(key)), "data": base64(IV ‖ ciphertext)}`.
 */
import { base64ToBytes, bytesToBase64 } from '../shared/base64.ts';
import { randomString } from '../shared/random.ts';

/** Key length in characters (spec 7: 16). */
export const CREDENTIAL_KEY_LENGTH = 16;

/** DER bytes of a PEM (SPKI) key. */
export function pemToDer(pem: string): Uint8Array<ArrayBuffer> {
  return base64ToBytes(pem.replace(/-----(BEGIN|END)[^-]+-----/g, '').replace(/\s+/g, ''));
}

/** Encrypts `credential`; returns the `redirect_data` JSON. `key`/`iv` injectable for tests. */
export async function encryptCredential(
  credential: string,
  publicKeyPem: string,
  key: string = randomString(CREDENTIAL_KEY_LENGTH),
  iv: Uint8Array<ArrayBuffer> = crypto.getRandomValues(new Uint8Array(16)),
): Promise<string> {
  const subtle = crypto.subtle;
  const utf8 = new TextEncoder();
  const aesKey = await subtle.importKey('raw', utf8.encode(key), { name: 'AES-CBC' }, false, ['encrypt']);
  const cipher = new Uint8Array(await subtle.encrypt({ name: 'AES-CBC', iv }, aesKey, utf8.encode(credential)));
  const rsaKey = await subtle.importKey('spki', pemToDer(publicKeyPem), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
  const wrapped = new Uint8Array(await subtle.encrypt({ name: 'RSA-OAEP' }, rsaKey, utf8.encode(key)));
  const data = new Uint8Array(iv.length + cipher.length);
  data.set(iv);
  data.set(cipher, iv.length);
  return JSON.stringify({ key: bytesToBase64(wrapped), data: bytesToBase64(data) });
}
