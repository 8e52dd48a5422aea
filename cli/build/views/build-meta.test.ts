import { describe, expect, it } from 'vitest';
import type { PlannedPage, Rule } from '../../../manifest/plan/types.ts';
import { buildMetaFiles, routeRulesOf } from './build-meta.ts';

const rule = (match: Rule['match'], to: Rule['to'], status: Rule['status'] = 301): Rule => ({ id: 'r', kind: 'path', source: 'redirects.paths[0]', locale: 'en', match, status, to, query: 'keep' });

describe('routeRulesOf', () => {
  it('writes exact rules as their path, prefixes and segments with /**, the first rule of a pattern winning', () => {
    expect(
      routeRulesOf([
        rule({ type: 'exact', path: '/Pricing' }, { type: 'path', path: '/pricing' }),
        rule({ type: 'exact', path: '/Pricing' }, { type: 'path', path: '/elsewhere' }),
        rule({ type: 'exact', path: '/de/alternatives/ziniao-alternative' }, { type: 'path', path: '/de' }, 302),
        rule({ type: 'prefix', prefix: '/zh/' }, { type: 'splat', base: 'https://www.polyprofile-cn.example/' }),
        rule({ type: 'segment', path: '/ru' }, { type: 'url', url: 'https://www.polyprofile-ru.example/' }),
      ]),
    ).toEqual({
      '/Pricing': { redirect: { to: '/pricing', statusCode: 301 } },
      '/de/alternatives/ziniao-alternative': { redirect: { to: '/de', statusCode: 302 } },
      '/zh/**': { redirect: { to: 'https://www.polyprofile-cn.example/**', statusCode: 301 } },
      '/ru': { redirect: { to: 'https://www.polyprofile-ru.example/', statusCode: 301 } },
      '/ru/**': { redirect: { to: 'https://www.polyprofile-ru.example/', statusCode: 301 } },
    });
  });
});

describe('buildMetaFiles', () => {
  it('writes latest.json and the meta with the prerendered paths and, in the same order, their page ids', () => {
    const pages = [{ site: 'main', path: '/' }, { site: 'main', path: '/pricing' }] as PlannedPage[];
    const files = buildMetaFiles(pages, undefined, { id: 'b1', now: new Date(1_000), pageIds: new Map([['main|/', 'aaaaaaaaaa'], ['main|/pricing', 'bbbbbbbbbb']]) });
    expect(files.map((file) => file.path)).toEqual(['builds/latest.json', 'builds/meta/b1.json']);
    expect(JSON.parse(String(files[0]?.contents))).toEqual({ id: 'b1', timestamp: 1_000 });
    expect(JSON.parse(String(files[1]?.contents))).toEqual({ id: 'b1', timestamp: 1_000, routeRules: {}, prerendered: ['/', '/pricing'], pageIds: ['aaaaaaaaaa', 'bbbbbbbbbb'] });
  });
});
