/** Location values and rule targets: the pieces resolve() and the Cloudflare worker share. */
import { describe, expect, it } from 'vitest';
import { formatLocation } from './location.ts';
import { ruleMatches, ruleRest, ruleTarget } from './rule-match.ts';

const HOMES: Record<string, string[]> = { '': ['/de'], 'https://www.polyprofile.example': ['/vn'] };
const isHome = (origin: string, path: string) => HOMES[origin]?.includes(path) ?? false;

describe('formatLocation', () => {
  it('appends the query, with a prefixed home of the right site in its /de/?… form', () => {
    expect(formatLocation('/de', 'x=1', isHome)).toBe('/de/?x=1');
    expect(formatLocation('/de', '', isHome)).toBe('/de');
    expect(formatLocation('/vn', 'x=1', isHome)).toBe('/vn?x=1');
    expect(formatLocation('https://www.polyprofile.example/vn', 'x=1', isHome)).toBe('https://www.polyprofile.example/vn/?x=1');
    expect(formatLocation('https://www.polyprofile.example', 'a=b c', isHome)).toBe('https://www.polyprofile.example/?a=b%20c');
  });

  it('keeps a target query and drops the request one; never a protocol-relative path', () => {
    expect(formatLocation('https://blog.example/?category=x', 'a=1', isHome)).toBe('https://blog.example/?category=x');
    expect(formatLocation('//evil.example/x', '', isHome)).toBe('/evil.example/x');
    expect(formatLocation('/caf\u00e9', '', isHome)).toBe('/caf%C3%A9');
  });
});

describe('rule matching', () => {
  const segment = { match: { type: 'segment', path: '/ru' }, to: { type: 'splat', base: 'https://ru.example' } } as const;
  const prefix = { match: { type: 'prefix', prefix: '/de/guide/' }, to: { type: 'path', path: '/de/blog' } } as const;

  it('matches a segment itself and below it, a prefix by its start', () => {
    expect(['/ru', '/ru/x', '/rux'].map((path) => ruleMatches(segment, path))).toEqual([true, true, false]);
    expect(['/de/guide/x', '/de/guide'].map((path) => ruleMatches(prefix, path))).toEqual([true, false]);
  });

  it('sends a splat to its base plus the rest, a fixed target as it is', () => {
    expect(ruleRest(segment, '/ru/blog/x')).toBe('/blog/x');
    expect(ruleTarget(segment, '/ru/blog/x')).toBe('https://ru.example/blog/x');
    expect(ruleTarget(segment, '/ru')).toBe('https://ru.example');
    expect(ruleTarget(prefix, '/de/guide/x')).toBe('/de/blog');
  });
});
