import { describe, expect, it } from 'vitest';
import { ID_ALPHABET, randomString } from './random.ts';

describe('randomString', () => {
  it('has the requested length and alphabet', () => {
    const value = randomString(16);
    expect(value).toHaveLength(16);
    expect([...value].every((ch) => ID_ALPHABET.includes(ch))).toBe(true);
  });
  it('differs between calls', () => {
    expect(new Set(Array.from({ length: 50 }, () => randomString(16))).size).toBe(50);
  });
  it('uses the whole alphabet', () => {
    const seen = new Set(randomString(5000));
    expect(seen.size).toBe(62);
  });
});
