/** Issue 12.4: `site routes --locale ja` and `site explain /ja/…` say "did you mean jp", as `site check` does. */
import { describe, expect, it } from 'vitest';
import { site } from '../../test/manifest/fixtures/cli.ts';
import { localePathHint, suggestLocale } from './locale-hint.ts';

const LOCALES = [
  { code: 'en', tag: 'en-US' },
  { code: 'de', tag: 'de-DE' },
  { code: 'jp', tag: 'ja-JP' },
  { code: 'tc', tag: 'zh-TW' },
  { code: 'vn', tag: 'vi-VN' },
  { code: 'zh', tag: 'zh-CN' },
];

describe('suggestLocale', () => {
  it.each([
    ['ja', 'jp'],
    ['ja-JP', 'jp'],
    ['zh-tw', 'tc'],
    ['vi', 'vn'],
    ['dee', 'de'],
    // A country code: `cn` was taken for a typo of `en`.
    ['cn', 'zh'],
    ['CN', 'zh'],
  ])('%s → %s', (value, code) => expect(suggestLocale(value, LOCALES)).toBe(code));

  it('suggests nothing for what is no locale', () => {
    expect(suggestLocale('pricing', LOCALES)).toBeUndefined();
  });
});

describe('localePathHint', () => {
  it('rewrites the first segment to the locale code meant', () => {
    expect(localePathHint('/ja/pricing?x=1', LOCALES)).toEqual({ segment: 'ja', code: 'jp', path: '/jp/pricing?x=1' });
    expect(localePathHint('/ja', LOCALES)).toEqual({ segment: 'ja', code: 'jp', path: '/jp' });
  });

  it('leaves known codes and ordinary paths alone', () => {
    expect(localePathHint('/jp/pricing', LOCALES)).toBeUndefined();
    expect(localePathHint('/pricing', LOCALES)).toBeUndefined();
    expect(localePathHint('/', LOCALES)).toBeUndefined();
  });
});

describe('on the command line', () => {
  it('site routes --locale ja: exit 2, did you mean "jp"', async () => {
    const result = await site(['routes', '--locale', 'ja']);
    expect(result.code).toBe(2);
    expect(result.out).toBe('');
    expect(result.err).toMatch(/^site routes: unknown locale "ja"\. Did you mean "jp"\? Known locales: en, zh, ru, .*\bjp\b/);
  });

  it('site explain /ja/pricing: the 404 as before, and a hint on stderr', async () => {
    const result = await site(['explain', '/ja/pricing']);
    expect(result.code).toBe(0);
    expect(result.out).toContain('→ 404');
    expect(result.err).toBe('site explain: "ja" is not a locale code. Did you mean "jp" (/jp/pricing)?\n');
  });

  it('site explain --format json keeps stdout parseable', async () => {
    const result = await site(['explain', '/ja/pricing', '--format', 'json']);
    expect((JSON.parse(result.out) as { status: number }).status).toBe(404);
    expect(result.err).toContain('Did you mean "jp"');
  });

  it('site explain /zh-CN/pricing and /ru-ru/pricing on main: the locales of the zh and ru sites are hinted too (their prefixes lead there), as /de-de/ was', async () => {
    expect((await site(['explain', '/zh-CN/pricing'])).err).toBe('site explain: "zh-CN" is not a locale code. Did you mean "zh" (/zh/pricing)?\n');
    expect((await site(['explain', '/ru-ru/pricing'])).err).toBe('site explain: "ru-ru" is not a locale code. Did you mean "ru" (/ru/pricing)?\n');
    expect((await site(['explain', '/cn/pricing'])).err).toContain('Did you mean "zh" (/zh/pricing)?');
  });

  it('no hint where the path is a page or a known locale', async () => {
    expect((await site(['explain', '/jp/pricing'])).err).toBe('');
    expect((await site(['explain', '/pricing'])).err).toBe('');
  });
});
