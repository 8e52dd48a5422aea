/**
 * Invariants of the plan the host emitters and templates rely on, and the plan-level diagnostics
 * (page collisions, redirect targets) with their regressions.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadShipped, planShippedWith, ORIGINS, type Shipped } from '../../test/manifest/fixtures/shipped.ts';
import { plan } from './plan.ts';
import { resolve } from './resolve.ts';
import { ruleMatches } from './rule-match.ts';
import type { SitePlan } from './types.ts';

let shipped: Shipped;
beforeAll(async () => {
  shipped = await loadShipped();
});

describe('the rule sets', () => {
  it('give every rule an id unique within its site', () => {
    for (const ruleSet of Object.values(shipped.plan.ruleSets)) {
      const ids = ruleSet.rules.map((rule) => rule.id);
      expect(new Set(ids).size, ruleSet.site).toBe(ids.length);
    }
  });

  it('never match a page of their site (a page always wins on a static host)', () => {
    for (const ruleSet of Object.values(shipped.plan.ruleSets)) {
      const pages = shipped.plan.pages.filter((page) => page.site === ruleSet.site);
      for (const page of pages) expect(ruleSet.rules.find((rule) => ruleMatches(rule, page.path))?.id, page.path).toBeUndefined();
    }
  });

  it('order composed cross-site rules first (exact, then broad), then locale-site rules, then exact rules, then prefix and segment rules', () => {
    for (const ruleSet of Object.values(shipped.plan.ruleSets)) {
      const rank = ruleSet.rules.map((rule) => (rule.composed && rule.id.startsWith(`${rule.composed}+`) ? (rule.match.type === 'exact' ? 0 : 1) : rule.kind === 'locale-site' ? 2 : rule.match.type === 'exact' ? 3 : 4));
      expect(rank, ruleSet.site).toEqual([...rank].sort());
    }
  });

  it('list the prefixed homes of the main site only', () => {
    expect(shipped.plan.ruleSets.main?.prefixedHomes).toHaveLength(17);
    expect(shipped.plan.ruleSets.main?.prefixedHomes).toContain('/de');
    expect(shipped.plan.ruleSets.zh?.prefixedHomes).toEqual([]);
    expect(shipped.plan.ruleSets.ru?.prefixedHomes).toEqual([]);
  });

  it('map each locale prefix to its 404 page', () => {
    expect(shipped.plan.ruleSets.main?.notFound['']).toBe('/error/404');
    expect(shipped.plan.ruleSets.main?.notFound['/de']).toBe('/de/error/404');
    expect(Object.keys(shipped.plan.ruleSets.main?.notFound ?? {})).toHaveLength(18);
    expect(shipped.plan.ruleSets.zh?.notFound).toEqual({ '': '/error/404' });
  });

  it('point every absolute target at a declared host', () => {
    const declared = new Set([...Object.values(ORIGINS), ...Object.values(shipped.manifest.externalHosts)]);
    for (const ruleSet of Object.values(shipped.plan.ruleSets)) {
      for (const rule of ruleSet.rules) {
        const target = rule.to.type === 'url' ? rule.to.url : rule.to.type === 'splat' ? rule.to.base : undefined;
        if (target) expect(declared.has(new URL(target).origin), rule.id).toBe(true);
      }
    }
  });
});

describe('the pages', () => {
  it('are at canonical paths (D3): one leading slash, no trailing slash but /, no .html, no duplicate', () => {
    const seen = new Set<string>();
    for (const page of shipped.plan.pages) {
      expect(page.path, page.path).toMatch(/^\/(?:[^/]+(?:\/[^/]+)*)?$/);
      expect(page.path).not.toMatch(/\.html$/);
      expect(page.url).toBe(`${ORIGINS[page.site as keyof typeof ORIGINS]}${page.path}`);
      expect(seen.has(`${page.site}|${page.path}`), page.path).toBe(false);
      seen.add(`${page.site}|${page.path}`);
    }
  });

  it('answer 200 to their own path', () => {
    for (const page of shipped.plan.pages) expect(resolve(shipped.plan, page.site, page.path).status, page.path).toBe(200);
  });

  it('list themselves among their alternates, symmetrically, in manifest locale order', () => {
    const sets = new Map(shipped.plan.pages.map((page) => [page.url, page.alternates.map((alternate) => alternate.url).join(' ')]));
    const order = shipped.plan.locales.map((locale) => locale.code);
    const problems: string[] = [];
    for (const page of shipped.plan.pages.filter((candidate) => candidate.sitemap)) {
      const set = sets.get(page.url) ?? '';
      if (!set.split(' ').includes(page.url)) problems.push(`${page.url} is not among its own alternates`);
      const ranks = page.alternates.map((alternate) => order.indexOf(alternate.locale));
      if (ranks.some((rank, i) => i > 0 && rank <= (ranks[i - 1] ?? -1))) problems.push(`${page.url} alternates are not in locale order`);
      for (const alternate of page.alternates) if (sets.get(alternate.url) !== set) problems.push(`${page.url} ↔ ${alternate.url} differ`);
    }
    expect(problems).toEqual([]);
  });

  it('are the same for the same input (plan is pure)', () => {
    const again = plan(shipped.manifest, shipped.entries);
    expect(again.pages.map((page) => page.url)).toEqual(shipped.plan.pages.map((page) => page.url));
    expect(JSON.stringify(again.ruleSets)).toBe(JSON.stringify(shipped.plan.ruleSets));
  });
});

describe('plan diagnostics', () => {
  it('report a feature slug that claims a route\'s URL, and keep the route\'s page (regression: /pricing silently had two pages)', async () => {
    const p = await planShippedWith((m) => m.features?.push({ slug: 'pricing' }));
    const collisions = p.diagnostics.filter((d) => d.code === 'DUPLICATE_URL');
    expect(collisions).toHaveLength(1);
    expect(collisions[0]).toMatchObject({ path: 'features[7].slug', message: '/pricing is claimed twice: by features[7].slug and by routes[25].path. It repeats for 19 more URLs.' });
    const pricing = p.pages.filter((page) => page.site === 'main' && page.path === '/pricing');
    expect(pricing.map((page) => page.template)).toEqual(['pricing']);
  });

  it('report a repeated mistake once with a count (regression: a redirect chain was reported once per locale)', async () => {
    const p = await planShippedWith((m) => m.redirects?.paths?.push({ from: '/prices', to: '/Pricing' }));
    const chains = p.diagnostics.filter((d) => d.code === 'REDIRECT_CHAIN');
    expect(chains).toHaveLength(1);
    expect(chains[0]?.message).toBe('The redirect redirects.paths[4] goes to /Pricing, which redirects again (redirects.paths[2]) in locale en. It repeats for 19 more URLs.');
  });

  it('suggest the closest pages for an unknown redirect target (regression: "Pages nearby" listed unrelated root pages)', async () => {
    const p = await planShippedWith((m) => m.redirects?.paths?.push({ from: '/old-pricing', to: '/pricing-plans', locales: ['de'] }));
    const [unknown] = p.diagnostics.filter((d) => d.code === 'REDIRECT_TARGET_UNKNOWN');
    expect(unknown?.hint).toMatch(/^Closest pages in de: \/de\/pricing, /);
  });

  it('print a short redirect loop whole (regression: a 2-step loop read "/old-a → /old-b → … → /old-a")', async () => {
    const p = await planShippedWith((m) => m.redirects?.paths?.push({ from: '/old-a', to: '/old-b', locales: ['en'] }, { from: '/old-b', to: '/old-a', locales: ['en'] }));
    const loops = p.diagnostics.filter((d) => d.code === 'REDIRECT_CYCLE');
    expect(loops.map((d) => [d.path, d.message])).toEqual([
      ['redirects.paths[4].to', 'Redirects loop: /old-a → /old-b → /old-a (locale en).'],
      ['redirects.paths[5].to', 'Redirects loop: /old-b → /old-a → /old-b (locale en).'],
    ]);
  });

  it('shorten a long redirect loop, keeping its start, its end and the way back', async () => {
    const steps = ['/l1', '/l2', '/l3', '/l4', '/l5', '/l6', '/l7'];
    const p = await planShippedWith((m) => m.redirects?.paths?.push(...steps.map((from, i) => ({ from, to: steps[(i + 1) % steps.length] ?? '/', locales: ['en'] }))));
    const [first] = p.diagnostics.filter((d) => d.code === 'REDIRECT_CYCLE');
    expect(first?.message).toBe('Redirects loop: /l1 → /l2 → /l3 → … → /l6 → /l7 → /l1 (locale en).');
  });

  it('name the item and the rule when a derived rule covers an item\'s page (regression: `site new feature zh` named routes[1] and locales[1].site, never features[7])', async () => {
    const p = await planShippedWith((m) => m.features?.push({ slug: 'zh' }));
    const conflicts = p.diagnostics.filter((d) => d.code === 'PLAN_CONFLICT');
    expect(conflicts).toHaveLength(1);
    expect(conflicts[0]).toMatchObject({
      path: 'features[7].slug',
      message: expect.stringMatching(/^The rule locales\[1\]\.site \(\/zh\(\/\*\)\) covers the page \/zh \(features\[7\]\.slug, by routes\[1\]\)\./),
      hint: 'Two parts of the manifest claim /zh: locales[1].site and features[7].slug; change one of them (renaming the slug is usually the fix).',
    });
  });

  it('report no diagnostic for the shipped manifest', () => {
    expect(shipped.plan.diagnostics).toEqual([]);
  });
});
