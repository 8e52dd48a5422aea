/**
 * Test RSA keys and beacon decryption with WebCrypto, for the runtime's unit tests (the e2e stand-in
 * API has its Node twin in `test/e2e/stand-in-crypto.ts`). Never imported by runtime code.
 */
import { base64ToBytes, bytesToBase64 } from '../shared/base64.ts';

/** A fresh RSA-OAEP (SHA-256) pair: the public key as SPKI PEM, the private key as PKCS#8 PEM and as a CryptoKey. */
export interface TestKeys {
  publicPem: string;
  privatePem: string;
  privateKey: CryptoKey;
}

function pem(label: string, der: ArrayBuffer): string {
  return `-----BEGIN ${label}-----\n${bytesToBase64(new Uint8Array(der)).replace(/(.{64})/g, '$1\n')}\n-----END ${label}-----`;
}

export async function generateTestKeys(): Promise<TestKeys> {
  const pair = await crypto.subtle.generateKey({ name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' }, true, ['encrypt', 'decrypt']);
  return {
    publicPem: pem('PUBLIC KEY', await crypto.subtle.exportKey('spki', pair.publicKey)),
    privatePem: pem('PRIVATE KEY', await crypto.subtle.exportKey('pkcs8', pair.privateKey)),
    privateKey: pair.privateKey,
  };
}

/** Decrypts a beacon's `_t`/`_a` form (runtime/README.md wire format) as the analytics API does. */
export async function decryptBeaconForm<T = unknown>(form: FormData, privateKey: CryptoKey): Promise<T> {
  const key = await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, privateKey, base64ToBytes(String(form.get('_t'))));
  const data = base64ToBytes(String(form.get('_a')));
  const aes = await crypto.subtle.importKey('raw', key, { name: 'AES-CBC' }, false, ['decrypt']);
  return JSON.parse(new TextDecoder().decode(await crypto.subtle.decrypt({ name: 'AES-CBC', iv: data.slice(0, 16) }, aes, data.slice(16)))) as T;
}
