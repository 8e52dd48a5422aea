/**
 * The test side of the runtime's encryption (runtime/README.md, wire formats): fresh RSA key pairs
 * per run, and decryption of analytics beacons and one-tap `redirect_data` with the private keys,
 * which never leave the test process.
 */
import { constants, createDecipheriv, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import type { CommonParams } from '../../runtime/analytics/common-params.ts';
import type { QueueEntry } from '../../runtime/analytics/events.ts';

/** An RSA key pair in PEM (public SPKI, private PKCS#8). */
export interface KeyPair {
  publicKey: string;
  privateKey: string;
}

/** A fresh 2048-bit RSA key pair for one test run. */
export function generateTestKeyPair(): KeyPair {
  return generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
}

/**
 * Undoes the runtime's envelope: `wrapped` is base64 of RSA-OAEP-SHA-256(16-character key),
 * `sealed` is base64 of IV ‖ AES-128-CBC-PKCS#7(plaintext). Returns the plaintext bytes.
 */
function openEnvelope(wrapped: string, sealed: string, privateKey: string): Buffer {
  const key = privateDecrypt({ key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(wrapped, 'base64'));
  const data = Buffer.from(sealed, 'base64');
  const decipher = createDecipheriv('aes-128-cbc', key, data.subarray(0, 16));
  return Buffer.concat([decipher.update(data.subarray(16)), decipher.final()]);
}

/** Decrypts a beacon's form fields by the README's wire format (OAEP-SHA-256 key padding). */
export function decryptBeacon(fields: { _t: string; _a: string }, privateKey: string): { list: QueueEntry[]; comm: CommonParams } {
  return JSON.parse(openEnvelope(fields._t, fields._a, privateKey).toString('utf8')) as { list: QueueEntry[]; comm: CommonParams };
}

/** Decrypts one-tap `redirect_data` (`{key, data}`) back to the Google credential. */
export function decryptRedirectData(redirectData: string, privateKey: string): string {
  const { key, data } = JSON.parse(redirectData) as { key: string; data: string };
  return openEnvelope(key, data, privateKey).toString('utf8');
}
