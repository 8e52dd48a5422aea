import { describe, expect, it } from 'vitest';
import { MAX_REFERRER_LENGTH, MAX_REFERRERS, nextReferrerList, parseReferrerList } from './referrer-list.ts';

describe('referrer list', () => {
  it('adds external referrers, newest last, without duplicates', () => {
    expect(nextReferrerList([], 'https://google.com/search', 'www.example.com')).toEqual(['https://google.com/search']);
    expect(nextReferrerList(['a', 'https://google.com/'], 'https://google.com/', 'x.com')).toEqual(['a', 'https://google.com/']);
  });
  it('ignores internal, empty and malformed referrers', () => {
    expect(nextReferrerList(['a'], 'https://www.example.com/blog', 'www.example.com')).toEqual(['a']);
    expect(nextReferrerList(['a'], '', 'x.com')).toEqual(['a']);
    expect(nextReferrerList(['a'], 'not a url', 'x.com')).toEqual(['a']);
  });
  it('keeps the newest 5 and truncates long URLs', () => {
    const list = Array.from({ length: MAX_REFERRERS }, (_, i) => `https://r${i}.com/`);
    expect(nextReferrerList(list, 'https://new.com/', 'x.com')).toEqual([...list.slice(1), 'https://new.com/']);
    expect(nextReferrerList([], `https://a.com/${'x'.repeat(500)}`, 'x.com')[0]).toHaveLength(MAX_REFERRER_LENGTH);
    expect(MAX_REFERRERS).toBe(5);
  });
  it('parses the cookie defensively', () => {
    expect(parseReferrerList('["a",1,"b"]')).toEqual(['a', 'b']);
    expect(parseReferrerList('{')).toEqual([]);
    expect(parseReferrerList(null)).toEqual([]);
  });
});
