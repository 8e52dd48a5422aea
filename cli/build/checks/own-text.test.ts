import { describe, expect, it } from 'vitest';
import { chunksOf, measurer, stripper, weightOf } from './own-text.ts';

/** The counts as the check defined them before they were computed without one array per letter. */
const oneByOne = (text: string) => (text.match(/[\p{L}\p{M}]/gu)?.length ?? 0) + 2 * (text.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu)?.length ?? 0);

describe('weightOf', () => {
  it('counts letters with their marks, a CJK character as 3, digits, spaces and punctuation as 0', () => {
    expect(weightOf('Hello, world 42!')).toBe(10);
    expect(weightOf('简体中文')).toBe(12);
    expect(weightOf('한국어 텍스트')).toBe(18);
    expect(weightOf('नमस्ते')).toBe(6); // consonants with their vowel signs and virama
    expect(weightOf('')).toBe(0);
    expect(weightOf('2026 — 100 %')).toBe(0);
  });

  it('counts a letter beyond the BMP once, and a lone surrogate not at all', () => {
    expect(weightOf('𝐀𝐁 ab')).toBe(4);
    expect(weightOf('𠀀字')).toBe(6); // CJK Extension B: two code units, one character
    expect(weightOf('a\uD800b\uDC00c')).toBe(3);
  });

  it('equals the one-match-per-letter count on mixed text', () => {
    const samples = ['Le café — ça coûte 3 €', 'Русский текст и English words', 'ภาษาไทย ไม่มีช่องว่าง', 'ខ្មែរ', '日本語のテキスト、カタカナ', 'Ελληνικά', 'mixed 中文 and 𝒳 and 😀 emoji', 'Tiếng Việt có dấu'];
    for (const text of samples) expect(weightOf(text), text).toBe(oneByOne(text));
  });
});

describe('stripper', () => {
  it('removes URLs, e-mail addresses, the ignored names as whole words, and numbers', () => {
    const strip = stripper(['Octo Browser', 'Multilogin']);
    expect(strip('Write to sales@example.com or visit https://example.com/x today')).toBe('Write to or visit today');
    expect(strip('Octo Browser vs Multilogin: 3 reasons')).toBe('vs : reasons');
    expect(strip('Multiloginpro stays')).toBe('Multiloginpro stays');
    expect(strip('an @ sign alone stays')).toBe('an @ sign alone stays');
  });
});

describe('chunksOf', () => {
  it('joins neighbours of one script up to the chunk size and never mixes two scripts', () => {
    const texts = ['First paragraph here', 'Second one', '中文段落', 'Back to Latin'].map((text) => ({ text, weight: weightOf(text) }));
    expect(chunksOf(texts, 20).map((chunk) => [chunk.script, chunk.text, chunk.weight])).toEqual([
      ['Latn', 'First paragraph here Second one', 27],
      ['Hani', '中文段落', 12],
      ['Latn', 'Back to Latin', 11],
    ]);
  });
});

describe('measurer', () => {
  const samples = ['Write to sales@example.com about Octo Browser 2026', '中文段落，第 3 章', 'Русский текст', 'ภาษาไทย', 'ខ្មែរ', 'नमस्ते दुनिया', '   '];

  it('is stripper, weightOf and the script chunksOf finds, remembered', () => {
    const measure = measurer(['Octo Browser']);
    const strip = stripper(['Octo Browser']);
    for (const raw of samples) {
      const text = strip(raw);
      const [chunk] = chunksOf([{ text, weight: weightOf(text) }], 150);
      expect(measure(raw), raw).toEqual({ text, weight: weightOf(text), script: chunk?.script });
      expect(measure(raw), raw).toBe(measure(raw));
    }
  });

  it('keeps one memo per ignore list', () => {
    expect(measurer(['Octo Browser'])(samples[0] as string).text).toBe('Write to about');
    expect(measurer([])(samples[0] as string).text).toBe('Write to about Octo Browser');
  });
});
