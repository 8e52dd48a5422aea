import { describe, expect, it } from 'vitest';
import type { Rule, RuleSet } from '../../manifest/plan/types.ts';
import { loadShipped } from '../../test/manifest/fixtures/shipped.ts';
import { covers, hostRules, isHomeTarget, overlaps } from './host-rules.ts';

const rule = (id: string, match: Rule['match'], to: Rule['to'], extra: Partial<Rule> = {}): Rule => ({
  id,
  kind: 'path',
  source: `redirects.paths[${id}]`,
  locale: 'en',
  match,
  status: 301,
  to,
  query: 'keep',
  ...extra,
});

async function mainWith(rules: Rule[]) {
  const { plan } = await loadShipped();
  const site = plan.sites.find((candidate) => candidate.id === 'main');
  const base = plan.ruleSets.main;
  if (!site || !base) throw new Error('no main site');
  const ruleSet: RuleSet = { ...base, rules };
  return { plan, site, ruleSet };
}

describe('hostRules', () => {
  it('splits a segment rule into its exact path and its prefix', async () => {
    const { plan, site, ruleSet } = await mainWith([rule('ru', { type: 'segment', path: '/ru' }, { type: 'splat', base: 'https://www.polyprofile-ru.example' }, { kind: 'locale-site' })]);
    const { rules } = hostRules(plan, site, ruleSet);
    expect(rules.map((entry) => [entry.match, entry.to])).toEqual([
      [{ type: 'exact', path: '/ru' }, { type: 'fixed', url: 'https://www.polyprofile-ru.example/' }],
      [{ type: 'prefix', prefix: '/ru/' }, { type: 'splat', base: 'https://www.polyprofile-ru.example/' }],
    ]);
  });

  it("sets the site's own bare-locale prefix apart as an alias (/en on main)", async () => {
    const { plan } = await loadShipped();
    const site = plan.sites.find((candidate) => candidate.id === 'main');
    const ruleSet = plan.ruleSets.main;
    if (!site || !ruleSet) throw new Error('no main site');
    const { aliases, rules } = hostRules(plan, site, ruleSet);
    expect(aliases.map((alias) => alias.prefix)).toEqual(['/en']);
    expect(rules.some((entry) => entry.match.type === 'exact' && entry.match.path === '/en')).toBe(false);
  });

  it('drops a rule an earlier prefix rule already answers (hoisting it would change the winner)', async () => {
    const early = rule('early', { type: 'prefix', prefix: '/de/guide/' }, { type: 'path', path: '/de/blog' });
    const late = rule('late', { type: 'exact', path: '/de/guide/x' }, { type: 'path', path: '/de' });
    const { plan, site, ruleSet } = await mainWith([early, late]);
    const result = hostRules(plan, site, ruleSet);
    expect(result.rules.map((entry) => entry.rule.id)).toEqual(['early']);
    expect(result.unreachable.map((entry) => entry.id)).toEqual(['late']);
  });

  it('marks targets that are prefixed homes, also on another site', async () => {
    const { plan } = await loadShipped();
    const main = plan.sites.find((candidate) => candidate.id === 'main');
    const zh = plan.sites.find((candidate) => candidate.id === 'zh');
    if (!main || !zh) throw new Error('sites missing');
    expect(isHomeTarget(plan, main, '/de')).toBe(true);
    expect(isHomeTarget(plan, main, '/de/blog')).toBe(false);
    expect(isHomeTarget(plan, zh, 'https://www.polyprofile.example/vn')).toBe(true);
    expect(isHomeTarget(plan, zh, '/vn')).toBe(false);
    expect(isHomeTarget(plan, main, '/de?x=1')).toBe(false);
  });
});

describe('covers and overlaps', () => {
  it('know exact and prefix matches', () => {
    expect(covers({ type: 'prefix', prefix: '/a/' }, { type: 'exact', path: '/a/b' })).toBe(true);
    expect(covers({ type: 'prefix', prefix: '/a/' }, { type: 'prefix', prefix: '/a/b' })).toBe(true);
    expect(covers({ type: 'prefix', prefix: '/a/b' }, { type: 'prefix', prefix: '/a/' })).toBe(false);
    expect(covers({ type: 'exact', path: '/a' }, { type: 'prefix', prefix: '/a' })).toBe(false);
    expect(overlaps({ type: 'prefix', prefix: '/a/b' }, { type: 'prefix', prefix: '/a/' })).toBe(true);
    expect(overlaps({ type: 'prefix', prefix: '/blog-' }, { type: 'exact', path: '/blog' })).toBe(false);
  });
});
