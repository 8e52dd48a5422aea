import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { base64ToBytes, bytesToBase64, decodeBase64, encodeBase64 } from './base64.ts';

describe('base64', () => {
  it('encodes UTF-8 text', () => {
    expect(encodeBase64('注册失败！')).toBe(btoa(String.fromCharCode(...new TextEncoder().encode('注册失败！'))));
    expect(decodeBase64(encodeBase64('注册失败！'))).toBe('注册失败！');
  });
  it('round-trips any string and any bytes (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        expect(decodeBase64(encodeBase64(text))).toBe(text);
      }),
    );
    fc.assert(
      fc.property(fc.uint8Array(), (bytes) => {
        expect(base64ToBytes(bytesToBase64(bytes))).toEqual(bytes);
      }),
    );
  });
  it('throws on malformed input', () => {
    expect(() => decodeBase64('%%%')).toThrow();
    expect(() => decodeBase64(btoa('\xff\xfe'))).toThrow();
  });
});
