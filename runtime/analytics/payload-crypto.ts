/**
 * Analytics payload encryption (lazy chunk: crypto-js and jsencrypt never load before the first
 * flush). Wire format, documented in runtime/README.md:
 *
 * - key: 16 random characters `[A-Za-z0-9]`, used as the 16 UTF-8 bytes of an AES-128 key;
 * - `_a`: base64( IV(16 random bytes) ‖ AES-128-CBC-PKCS#7(UTF-8 JSON payload) );
 * - `_t`: base64( RSA(key) ), RSA-OAEP with SHA-256 (default) or PKCS#1 v1.5 (`keyPadding: 'pkcs1'`).
 */
import AES from 'crypto-js/aes';
import CryptoJS from 'crypto-js/core';
import Base64 from 'crypto-js/enc-base64';
import Utf8 from 'crypto-js/enc-utf8';
import { JSEncrypt } from 'jsencrypt';
import { randomString } from '../shared/random.ts';

/** AES key length in characters (= bytes). */
export const AES_KEY_LENGTH = 16;

/** AES block / IV size in bytes. */
export const AES_IV_LENGTH = 16;

/** The two form fields of a beacon. */
export interface EncryptedPayload {
  /** The RSA-encrypted AES key, base64. */
  _t: string;
  /** IV ‖ ciphertext, base64. */
  _a: string;
}

/** Converts bytes to a crypto-js WordArray. */
function toWordArray(bytes: Uint8Array): CryptoJS.lib.WordArray {
  const words: number[] = [];
  for (let i = 0; i < bytes.length; i += 1) words[i >>> 2] = (words[i >>> 2] ?? 0) | ((bytes[i] ?? 0) << (24 - (i % 4) * 8));
  return CryptoJS.lib.WordArray.create(words, bytes.length);
}

/** Encrypts `plaintext` by the wire format above. `key` and `iv` are injectable for tests. */
export function encryptPayload(
  plaintext: string,
  publicKey: string,
  padding: 'oaep-sha256' | 'pkcs1',
  key: string = randomString(AES_KEY_LENGTH),
  iv: Uint8Array = crypto.getRandomValues(new Uint8Array(AES_IV_LENGTH)),
): EncryptedPayload {
  const ivWords = toWordArray(iv);
  const encrypted = AES.encrypt(Utf8.parse(plaintext), Utf8.parse(key), { iv: ivWords });
  const rsa = new JSEncrypt();
  rsa.setPublicKey(publicKey);
  const wrapped = padding === 'pkcs1' ? rsa.encrypt(key) : rsa.encryptOAEP(key);
  if (wrapped === false) throw new Error('RSA encryption of the analytics key failed (check analytics.publicKey)');
  return { _t: wrapped, _a: Base64.stringify(ivWords.clone().concat(encrypted.ciphertext)) };
}
