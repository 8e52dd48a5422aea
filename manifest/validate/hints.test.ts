/** Did-you-mean guesses and valid-value hints of the diagnostics. */
import { describe, expect, it } from 'vitest';
import { didYouMean, typoDistance, validValuesHint } from './hints.ts';

describe('typoDistance', () => {
  it('counts a wrong, missing or extra character as one edit', () => {
    expect(typoDistance('blog', 'blog')).toBe(0);
    expect(typoDistance('blog', 'blug')).toBe(1);
    expect(typoDistance('blog', 'blo')).toBe(1);
    expect(typoDistance('blog', 'blogs')).toBe(1);
    expect(typoDistance('', 'abc')).toBe(3);
  });

  it('counts two swapped neighbours as one edit (regression: "blgo" and "mian" got no guess)', () => {
    expect(typoDistance('blgo', 'blog')).toBe(1);
    expect(typoDistance('mian', 'main')).toBe(1);
    expect(typoDistance('ab', 'ba')).toBe(1);
  });
});

describe('didYouMean', () => {
  it('guesses the closest candidate within about one edit per three characters', () => {
    expect(didYouMean('languges', ['slug', 'languages'])).toBe('languages');
    expect(didYouMean('blgo', ['blog', 'news'])).toBe('blog');
    expect(didYouMean('about-us', ['home', 'about'])).toBe('about');
    expect(didYouMean('EN', ['en', 'de'])).toBe('en');
  });

  it('gives no guess when nothing is close', () => {
    expect(didYouMean('kameleo', ['gologin', 'ziniao'])).toBeUndefined();
    expect(didYouMean('x', [])).toBeUndefined();
  });

  it('prefers the earlier candidate on a tie', () => {
    expect(didYouMean('tw', ['tr', 'tc'])).toBe('tr');
  });
});

describe('validValuesHint', () => {
  it('names the guess and the valid values', () => {
    expect(validValuesHint('sites', 'mian', ['main', 'zh', 'ru'])).toBe('Did you mean "main"? Known sites: main, zh, ru.');
    expect(validValuesHint('hosts', 'zzz', [])).toBe('Known hosts: (none).');
  });

  it("takes the caller's guess instead of the closest typo", () => {
    expect(validValuesHint('locales', 'ja', ['en', 'jp'], 'jp')).toBe('Did you mean "jp"? Known locales: en, jp.');
  });

  it('shortens long lists after 24 values', () => {
    const values = Array.from({ length: 30 }, (_, i) => `v${i}`);
    expect(validValuesHint('values', 'nothing-like-it', values)).toBe(`Known values: ${values.slice(0, 24).join(', ')}, ….`);
  });
});
