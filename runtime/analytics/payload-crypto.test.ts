import { JSEncrypt } from 'jsencrypt';
import { beforeAll, describe, expect, it } from 'vitest';
import { base64ToBytes } from '../shared/base64.ts';
import { generateTestKeys } from '../testing/test-keys.ts';
import { AES_IV_LENGTH, AES_KEY_LENGTH, encryptPayload } from './payload-crypto.ts';

let publicPem = '';
let privatePem = '';
let privateKey: CryptoKey;

beforeAll(async () => {
  ({ publicPem, privatePem, privateKey } = await generateTestKeys());
});

/** Decrypts `_a` with WebCrypto (an independent AES implementation), given the key text. */
async function decryptData(a: string, key: string): Promise<string> {
  const bytes = base64ToBytes(a);
  const aes = await crypto.subtle.importKey('raw', new TextEncoder().encode(key), { name: 'AES-CBC' }, false, ['decrypt']);
  const plain = await crypto.subtle.decrypt({ name: 'AES-CBC', iv: bytes.slice(0, AES_IV_LENGTH) }, aes, bytes.slice(AES_IV_LENGTH));
  return new TextDecoder().decode(plain);
}

describe('encryptPayload (wire format of runtime/README.md)', () => {
  it('wraps a 16-character key with RSA-OAEP SHA-256 and encrypts IV ‖ AES-128-CBC', async () => {
    const payload = JSON.stringify({ list: [{ op_type: 'click' }], comm: { os: 1, note: '注册失败！' } });
    const { _t, _a } = encryptPayload(payload, publicPem, 'oaep-sha256');
    const key = new TextDecoder().decode(await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, privateKey, base64ToBytes(_t)));
    expect(key).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(AES_KEY_LENGTH).toBe(16);
    await expect(decryptData(_a, key)).resolves.toBe(payload);
  });
  it('uses PKCS#1 v1.5 when configured', async () => {
    const { _t, _a } = encryptPayload('{"x":1}', publicPem, 'pkcs1');
    const rsa = new JSEncrypt();
    rsa.setPrivateKey(privatePem);
    const key = rsa.decrypt(_t);
    expect(typeof key).toBe('string');
    await expect(decryptData(_a, key as string)).resolves.toBe('{"x":1}');
  });
  it('uses a fresh key and IV per call', () => {
    const a = encryptPayload('same', publicPem, 'oaep-sha256');
    const b = encryptPayload('same', publicPem, 'oaep-sha256');
    expect(a._a).not.toBe(b._a);
    expect(a._t).not.toBe(b._t);
  });
  it('is deterministic for a given key and IV (AES part)', async () => {
    const iv = new Uint8Array(16).fill(7);
    const one = encryptPayload('hello', publicPem, 'oaep-sha256', 'ABCDEFGHIJKLMNOP', iv);
    const two = encryptPayload('hello', publicPem, 'oaep-sha256', 'ABCDEFGHIJKLMNOP', iv);
    expect(one._a).toBe(two._a);
    expect(base64ToBytes(one._a).slice(0, 16)).toEqual(iv);
    await expect(decryptData(one._a, 'ABCDEFGHIJKLMNOP')).resolves.toBe('hello');
  });
  it('throws on an invalid public key', () => {
    expect(() => encryptPayload('x', 'not a key', 'oaep-sha256')).toThrow(/RSA encryption/);
  });
});
