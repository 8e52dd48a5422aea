/**
 * D3 across sites: a redirect that crosses to another site lands on that site's final answer in
 * one response. Proven over every rule of every site of the shipped plan, for cross-site path
 * redirects, and for the planner's own assertion.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadShipped, planShippedWith, ORIGINS, RU_BLOG, type Shipped } from '../../test/manifest/fixtures/shipped.ts';
import { assertOneHop } from './compose.ts';
import { follow, resolve } from './resolve.ts';
import type { Rule, SitePlan } from './types.ts';

let shipped: Shipped;
beforeAll(async () => {
  shipped = await loadShipped();
});

/** Requests that reach a rule: its exact path, or a path under its prefix or segment. */
function probes(rule: Rule): string[] {
  const match = rule.match;
  if (match.type === 'exact') return [match.path, `${match.path}?q=1`];
  if (match.type === 'prefix') return [`${match.prefix}x`, `${match.prefix}x/y?q=1`];
  return [match.path, `${match.path}/x?q=1`];
}

/** A rule the composition added (a cross-site path redirect keeps its own id). */
const isComposedRule = (rule: Rule) => rule.composed !== undefined && rule.id.startsWith(`${rule.composed}+`);

/** Redirect hops a request takes in all, following Locations across the plan's sites. */
function redirectHops(p: SitePlan, site: string, request: string): number {
  const followed = follow(p, site, request);
  expect(followed.loop, `${site} ${request}`).toBe(false);
  return followed.hops.filter((hop) => hop.resolution.status === 301 || hop.resolution.status === 302).length;
}

describe('one hop across sites (D3)', () => {
  it('answers every rule and page of every site, asked for under another site\'s locale prefix, in one hop', () => {
    let checked = 0;
    for (const from of shipped.plan.sites) {
      for (const locale of shipped.plan.locales) {
        if (locale.site === from.id) continue;
        // On `from`, `/{code}/…` forwards to the locale's site: `/zh/x` on main is `/x` on zh, `/de/x` on zh is `/de/x` on main.
        const onSource = (path: string) => (locale.bare ? (path === '/' ? `/${locale.code}` : `/${locale.code}${path}`) : path);
        const target = shipped.plan.ruleSets[locale.site];
        const requests = [
          ...(target?.rules ?? []).filter((rule) => rule.locale === locale.code && rule.kind !== 'locale-site').flatMap(probes),
          ...shipped.plan.pages.filter((page) => page.locale === locale.code).map((page) => page.path),
        ];
        for (const request of requests) {
          expect(redirectHops(shipped.plan, from.id, onSource(request)), `${from.id} ${onSource(request)}`).toBeLessThanOrEqual(1);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(8_000);
  });

  it('sends the cases of issue 13 to the final URL with the combined status and query', () => {
    const main = (request: string) => resolve(shipped.plan, 'main', request);
    expect(main('/zh/use-cases/betting?x=1')).toMatchObject({ status: 301, location: `${ORIGINS.zh}/use-cases/media-market?x=1` });
    expect(main('/ru/blog?x=1')).toMatchObject({ status: 301, location: `${RU_BLOG}/?x=1` });
    expect(main('/ru/blog-e-commerce?page=2')).toMatchObject({ status: 301, location: `${RU_BLOG}/?category=e-commerce` });
    expect(main('/ru/news/x')).toMatchObject({ status: 301, location: `${RU_BLOG}/` });
    expect(resolve(shipped.plan, 'zh', '/de/use-cases/betting?x=1')).toMatchObject({ status: 302, location: `${ORIGINS.main}/de/?x=1` });
    expect(resolve(shipped.plan, 'ru', '/en/Pricing')).toMatchObject({ status: 301, location: `${ORIGINS.main}/pricing` });
    expect(resolve(shipped.plan, 'ru', '/zh/guide/x')).toMatchObject({ status: 301, location: `${ORIGINS.zh}/guide/x` });
  });

  it('keeps pages, 404s and normalisation behind a locale prefix to the generic rule (one hop already)', () => {
    expect(resolve(shipped.plan, 'main', '/zh/pricing/?x=1')).toMatchObject({ status: 301, location: `${ORIGINS.zh}/pricing?x=1` });
    expect(resolve(shipped.plan, 'main', '/zh/no-such-page')).toMatchObject({ status: 301, location: `${ORIGINS.zh}/no-such-page` });
    expect(resolve(shipped.plan, 'zh', '/de?x=1')).toMatchObject({ status: 301, location: `${ORIGINS.main}/de/?x=1` });
  });

  it('orders every composed rule before the locale-site rule it refines, and names that rule', () => {
    for (const ruleSet of Object.values(shipped.plan.ruleSets)) {
      const composed = ruleSet.rules.filter(isComposedRule);
      expect(composed.length, ruleSet.site).toBeGreaterThan(0);
      for (const rule of composed) {
        const gate = ruleSet.rules.findIndex((candidate) => candidate.id === rule.composed);
        expect(gate, rule.id).toBeGreaterThan(ruleSet.rules.indexOf(rule));
        expect(rule.to.type, rule.id).toBe('url');
      }
    }
  });

  it('leaves a path with two locale prefixes to one hop per prefix, never a loop', () => {
    // `/zh/de/pricing` on main is `/de/pricing` on zh, which is main's again: no finite rule file composes prefixes without end.
    expect(follow(shipped.plan, 'main', '/zh/de/pricing').hops.map((hop) => [hop.site, hop.resolution.status])).toEqual([
      ['main', 301],
      ['zh', 301],
      ['main', 200],
    ]);
    expect(follow(shipped.plan, 'main', '/zh/ru/zh/ru/pricing').loop).toBe(false);
  });

  it('counts the rules per site (before → after composition: main 959 → 1,052, zh 50 → 1,069, ru 83 → 1,069)', () => {
    const counts = Object.values(shipped.plan.ruleSets).map((set) => ({ site: set.site, own: set.rules.filter((rule) => !isComposedRule(rule)).length, all: set.rules.length }));
    console.info(counts.map(({ site, own, all }) => `${site}: ${own} → ${all} rules`).join(', '));
    // Every composed rule is one rule of the forwarded locale on the target site: bounded by the target's rules, not by pages.
    for (const { site, own, all } of counts) expect(all - own, site).toBeLessThanOrEqual(1_100);
    expect(counts.reduce((sum, { all }) => sum + all, 0)).toBeLessThan(4_000);
  });
});

describe('cross-site path redirects (redirects.paths)', () => {
  it('sends a path redirect whose target lies on another site to its final URL in one hop', async () => {
    const p = await planShippedWith((m) => {
      m.redirects?.paths?.push({ from: '/cn-pricing', to: '/zh/pricing', locales: ['en'] }, { from: '/ru-news', to: '/ru/news', locales: ['en'], status: 302 });
    });
    expect(p.diagnostics).toEqual([]);
    expect(resolve(p, 'main', '/cn-pricing?x=1')).toMatchObject({ status: 301, location: `${ORIGINS.zh}/pricing?x=1` });
    expect(resolve(p, 'main', '/ru-news')).toMatchObject({ status: 302, location: `${RU_BLOG}/` });
    expect(resolve(p, 'zh', '/en/cn-pricing')).toMatchObject({ status: 301, location: `${ORIGINS.zh}/pricing` });
  });

  it('still reports a cross-site target that is no page there', async () => {
    const p = await planShippedWith((m) => m.redirects?.paths?.push({ from: '/cn-old', to: '/zh/no-such-page', locales: ['en'] }));
    expect(p.diagnostics.map((d) => d.code)).toContain('REDIRECT_TARGET_UNKNOWN');
  });
});

describe('assertOneHop', () => {
  it('throws when a composed rule would redirect again (a planner bug)', () => {
    const broken = structuredClone({ ...shipped.plan, manifest: shipped.plan.manifest }) as SitePlan;
    const main = broken.ruleSets.main;
    if (!main) throw new Error('no main rule set');
    const rule = main.rules.find((candidate) => candidate.composed);
    if (!rule) throw new Error('no composed rule');
    rule.to = { type: 'url', url: `${ORIGINS.zh}/Pricing` };
    expect(() => assertOneHop(broken)).toThrow(/planner bug: the composed rule .* redirects again to \/pricing/);
    expect(() => assertOneHop(shipped.plan)).not.toThrow();
  });
});
