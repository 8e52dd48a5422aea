import { describe, expect, it } from 'vitest';
import { exampleRuntimeConfig } from '../example-config.ts';
import { detectLocale, matchBrowserLanguages, supportedLocaleCode } from './detect-locale.ts';

const locales = exampleRuntimeConfig().locales;

describe('detectLocale', () => {
  it('prefers the cookie', () => {
    expect(detectLocale({ cookie: 'de', languages: ['pt-PT'], locales, fallback: 'en' })).toEqual({ code: 'de', source: 'cookie' });
  });
  it('ignores a cookie value outside the supported list', () => {
    expect(detectLocale({ cookie: 'xx', languages: ['pt-PT'], locales, fallback: 'en' })).toEqual({ code: 'pt', source: 'browser' });
    expect(detectLocale({ cookie: 'de-DE', languages: [], locales, fallback: 'en' })).toEqual({ code: 'en', source: 'fallback' });
  });
  it('then the browser languages, then English', () => {
    expect(detectLocale({ cookie: null, languages: ['sw'], locales, fallback: 'en' })).toEqual({ code: 'en', source: 'fallback' });
  });
});

describe('matchBrowserLanguages', () => {
  it('matches the exact tag first (case-insensitive)', () => {
    expect(matchBrowserLanguages(['zh-TW'], locales)).toBe('tc');
    expect(matchBrowserLanguages(['ZH-tw'], locales)).toBe('tc');
    expect(matchBrowserLanguages(['vi-VN'], locales)).toBe('vn');
  });
  it('then the language part', () => {
    expect(matchBrowserLanguages(['pt-BR'], locales)).toBe('pt');
    expect(matchBrowserLanguages(['ja'], locales)).toBe('jp');
    expect(matchBrowserLanguages(['tl'], locales)).toBe('fil');
    expect(matchBrowserLanguages(['zh-HK'], locales)).toBe('zh');
  });
  it('follows the visitor preference order', () => {
    expect(matchBrowserLanguages(['sw', 'pt-BR', 'de-DE'], locales)).toBe('pt');
    expect(matchBrowserLanguages(['de-AT', 'zh-TW'], locales)).toBe('de');
  });
  it('returns null when nothing matches', () => {
    expect(matchBrowserLanguages([], locales)).toBeNull();
    expect(matchBrowserLanguages(['sw-KE'], locales)).toBeNull();
  });
});

describe('supportedLocaleCode', () => {
  it('accepts only listed codes', () => {
    expect(supportedLocaleCode('tc', locales)).toBe('tc');
    expect(supportedLocaleCode('it', locales)).toBeNull();
    expect(supportedLocaleCode('', locales)).toBeNull();
    expect(supportedLocaleCode(null, locales)).toBeNull();
  });
});
