// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { DAY_MS, getCookie, parseCookie, serializeCookie, setCookie } from './cookies.ts';

afterEach(() => {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
});

describe('serializeCookie', () => {
  it('writes Max-Age, Expires, Path and SameSite', () => {
    const now = Date.UTC(2024, 0, 1);
    const text = serializeCookie('i18n_redirected', 'de', { days: 365, secure: false }, now);
    expect(text).toBe(`i18n_redirected=de; Max-Age=31536000; Expires=${new Date(now + 365 * DAY_MS).toUTCString()}; Path=/; SameSite=Lax`);
  });
  it('lifetimes beyond the timer cap are expressed without timers', () => {
    const text = serializeCookie('a', 'b', { days: 365, secure: false }, 0);
    expect(text).toContain(`Max-Age=${365 * 86400}`);
    expect(365 * DAY_MS).toBeGreaterThan(2147483647);
  });
  it('encodes the value and honours options', () => {
    expect(serializeCookie('a', '{"x":1}', { days: 7, path: '/x', sameSite: 'Strict', secure: true }, 0)).toBe(
      'a=%7B%22x%22%3A1%7D; Max-Age=604800; Expires=Thu, 08 Jan 1970 00:00:00 GMT; Path=/x; SameSite=Strict; Secure',
    );
  });
});

describe('parseCookie', () => {
  it('finds and decodes a cookie by exact name', () => {
    expect(parseCookie('a=1; __SYS_ID=abc; b=%7B%7D', '__SYS_ID')).toBe('abc');
    expect(parseCookie('a=1; b=%7B%7D', 'b')).toBe('{}');
    expect(parseCookie('ab=1', 'a')).toBeNull();
    expect(parseCookie('', 'a')).toBeNull();
    expect(parseCookie('a=%E0%A4%A', 'a')).toBe('%E0%A4%A');
  });
});

describe('getCookie / setCookie', () => {
  it('round-trips through document.cookie', () => {
    setCookie('site_test', 'value with space', { days: 1 });
    expect(getCookie('site_test')).toBe('value with space');
  });
});
