import { describe, expect, it } from 'vitest';
import type { Rule } from '../../manifest/plan/types.ts';
import { DYNAMIC_LIMIT, printCloudflareRedirects, splitCloudflareRules } from './cloudflare-redirects.ts';
import type { HostMatch, HostRule } from './host-rules.ts';

const hostRule = (id: string, match: HostMatch, url = '/target', extra: Partial<HostRule> = {}): HostRule => ({
  rule: { id, kind: 'fallback', source: id, locale: 'de', match: match.type === 'exact' ? match : { type: 'prefix', prefix: match.prefix }, status: 302, to: { type: 'path', path: url }, query: 'keep' } satisfies Rule,
  match,
  status: 302,
  to: { type: 'fixed', url },
  query: 'keep',
  home: false,
  targetQuery: url.includes('?'),
  ...extra,
});

describe('splitCloudflareRules', () => {
  it('sends a colon path to the worker: `:name` is a placeholder in _redirects', () => {
    const split = splitCloudflareRules([hostRule('colon', { type: 'exact', path: '/blog/a:why-b' }), hostRule('plain', { type: 'exact', path: '/blog/plain' })]);
    expect(split.worker.map((entry) => [entry.rule.rule.id, entry.reason])).toEqual([['colon', 'colon-path']]);
    expect(split.statics.map((entry) => entry.rule.id)).toEqual(['plain']);
  });

  it('pulls an earlier overlapping rule into the worker so the first match still wins', () => {
    const broad = hostRule('broad', { type: 'prefix', prefix: '/blog-' });
    const colon = hostRule('colon', { type: 'prefix', prefix: '/blog-a:b/' });
    const other = hostRule('other', { type: 'prefix', prefix: '/news/' });
    const split = splitCloudflareRules([broad, colon, other]);
    expect(split.worker.map((entry) => [entry.rule.rule.id, entry.reason])).toEqual([
      ['broad', 'order'],
      ['colon', 'colon-path'],
    ]);
    expect(split.dynamics.map((entry) => entry.rule.id)).toEqual(['other']);
  });

  it('keeps at most 100 dynamic rules in _redirects; the rest go to the worker in order', () => {
    const rules = Array.from({ length: DYNAMIC_LIMIT + 3 }, (_, index) => hostRule(`p${index}`, { type: 'prefix', prefix: `/p${index}/` }));
    const split = splitCloudflareRules(rules);
    expect(split.dynamics).toHaveLength(DYNAMIC_LIMIT);
    expect(split.worker.map((entry) => [entry.rule.rule.id, entry.reason])).toEqual([
      ['p100', 'budget'],
      ['p101', 'budget'],
      ['p102', 'budget'],
    ]);
  });

  it('sends a rule that drops the query to a target without one to the worker (Cloudflare would forward it)', () => {
    const split = splitCloudflareRules([hostRule('drop', { type: 'exact', path: '/x' }, '/y', { query: 'drop' }), hostRule('own', { type: 'exact', path: '/z' }, 'https://blog.example/?c=1', { query: 'drop' })]);
    expect(split.worker.map((entry) => entry.rule.rule.id)).toEqual(['drop']);
  });

  it('prints the static table before the first dynamic rule', () => {
    const split = splitCloudflareRules([hostRule('prefix', { type: 'prefix', prefix: '/de/guide/' }, '/de/blog'), hostRule('exact', { type: 'exact', path: '/de/helps' }, '/de')]);
    const lines = printCloudflareRedirects(split, 'test').split('\n').filter((line) => line && !line.startsWith('#'));
    expect(lines).toEqual(['/de/helps /de 302', '/de/guide/* /de/blog 302']);
  });
});
