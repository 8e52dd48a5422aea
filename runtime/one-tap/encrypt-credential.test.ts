import { beforeAll, describe, expect, it } from 'vitest';
import { base64ToBytes } from '../shared/base64.ts';
import { generateTestKeys } from '../testing/test-keys.ts';
import { CREDENTIAL_KEY_LENGTH, encryptCredential, pemToDer } from './encrypt-credential.ts';

let publicPem = '';
let privateKey: CryptoKey;

beforeAll(async () => {
  ({ publicPem, privateKey } = await generateTestKeys());
});

describe('encryptCredential', () => {
  it('AES-encrypts with a random 16-character key wrapped with RSA-OAEP', async () => {
    const credential = 'eyJhbGciOiJSUzI1NiJ9.payload.signature';
    const redirectData = JSON.parse(await encryptCredential(credential, publicPem)) as { key: string; data: string };
    const key = new Uint8Array(await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, privateKey, base64ToBytes(redirectData.key)));
    const keyText = new TextDecoder().decode(key);
    expect(keyText).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(CREDENTIAL_KEY_LENGTH).toBe(16);
    const data = base64ToBytes(redirectData.data);
    const aes = await crypto.subtle.importKey('raw', key, { name: 'AES-CBC' }, false, ['decrypt']);
    const plain = await crypto.subtle.decrypt({ name: 'AES-CBC', iv: data.slice(0, 16) }, aes, data.slice(16));
    expect(new TextDecoder().decode(plain)).toBe(credential);
  });
  it('uses the given key and IV', async () => {
    const iv = new Uint8Array(16).fill(1);
    const a = JSON.parse(await encryptCredential('c', publicPem, 'ABCDEFGHIJKLMNOP', iv)) as { data: string };
    const b = JSON.parse(await encryptCredential('c', publicPem, 'ABCDEFGHIJKLMNOP', iv)) as { data: string };
    expect(a.data).toBe(b.data);
  });
  it('rejects an invalid key', async () => {
    await expect(encryptCredential('c', 'not a pem')).rejects.toThrow();
  });
  it('reads PEM bodies', () => {
    expect(pemToDer('-----BEGIN PUBLIC KEY-----\nAQID\n-----END PUBLIC KEY-----')).toEqual(new Uint8Array([1, 2, 3]));
  });
});
