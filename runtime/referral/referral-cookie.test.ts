import { describe, expect, it } from 'vitest';
import { parseReferralCookie, referralFromQuery, resolveReferral, serializeReferral } from './referral-cookie.ts';

const q = (search: string): URLSearchParams => new URLSearchParams(search);

describe('referralFromQuery (the three cases of spec 4)', () => {
  it('code only: stores the code and clears the source', () => {
    expect(referralFromQuery(q('?code=INV1'))).toEqual({ code: 'INV1', ref: '' });
  });
  it('code with source: stores both', () => {
    expect(referralFromQuery(q('?code=INV1&ref=partner7'))).toEqual({ code: 'INV1', ref: 'partner7' });
  });
  it('source only: stores the source and clears the code', () => {
    expect(referralFromQuery(q('?ref=partner7'))).toEqual({ code: '', ref: 'partner7' });
  });
  it('nothing without parameters', () => {
    expect(referralFromQuery(q('?utm_source=x'))).toBeNull();
    expect(referralFromQuery(q('?ref=&code=%20'))).toBeNull();
  });
});

describe('resolveReferral', () => {
  const cookie = serializeReferral({ code: 'OLD', ref: 'old-ref' });
  it('prefers the query and writes the cookie', () => {
    expect(resolveReferral({ query: q('?ref=new'), cookie, storedCode: 'S' })).toEqual({ record: { code: '', ref: 'new' }, write: true });
  });
  it('keeps an existing cookie as it is', () => {
    expect(resolveReferral({ query: q(''), cookie, storedCode: 'S' })).toEqual({ record: { code: 'OLD', ref: 'old-ref' }, write: false });
  });
  it('falls back to a stored registration code', () => {
    expect(resolveReferral({ query: q(''), cookie: null, storedCode: ' S1 ' })).toEqual({ record: { code: 'S1', ref: '' }, write: true });
  });
  it('is null without any source', () => {
    expect(resolveReferral({ query: q(''), cookie: 'garbage', storedCode: null })).toBeNull();
  });
});

describe('cookie format', () => {
  it('round-trips', () => {
    expect(parseReferralCookie(serializeReferral({ code: 'a', ref: 'b' }))).toEqual({ code: 'a', ref: 'b' });
    expect(parseReferralCookie('{"code":1}')).toBeNull();
    expect(parseReferralCookie('')).toBeNull();
  });
});
