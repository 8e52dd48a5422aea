/**
 * The translation policy (issue 9): what a page does in a locale its content is not translated
 * into — fallback, source-with-notice or error — and the listings that exist in every locale.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadShipped, manifestInput, type Shipped } from '../../test/manifest/fixtures/shipped.ts';
import type { SiteManifest } from '../schema/index.ts';
import { validateManifest } from '../validate/index.ts';
import { plan } from './plan.ts';
import { resolve } from './resolve.ts';
import type { SitePlan } from './types.ts';

let shipped: Shipped;
beforeAll(async () => {
  shipped = await loadShipped();
});

/** The shipped plan with another translations policy, and optionally some entries left out. */
function planWith(translations: Record<string, unknown>, keep: (entry: Shipped['entries'][number]) => boolean = () => true): SitePlan {
  const input = { ...manifestInput(), translations: { ...manifestInput().translations, ...translations } };
  const { manifest } = validateManifest(input);
  return plan(manifest as SiteManifest, shipped.entries.filter(keep));
}

const page = (p: SitePlan, site: string, path: string) => p.pages.find((candidate) => candidate.site === site && candidate.path === path);

describe('fallback (articles, the shipped policy)', () => {
  it('sends an untranslated article URL to the locale home with 302, named by the policy', () => {
    const result = resolve(shipped.plan, 'main', '/fr/blog/what-is-browser-fingerprinting');
    expect(result).toMatchObject({ status: 302, location: '/fr', rule: { kind: 'fallback', source: 'translations.collections.blog' } });
  });

  it('builds every listing in every locale, the English entries in it', () => {
    for (const path of ['/fr/blog', '/de/news', '/jp/faq', '/ko/release', '/nl/partner', '/pl/helps']) {
      expect(resolve(shipped.plan, 'main', path).status, path).toBe(200);
    }
    expect(page(shipped.plan, 'main', '/fr/blog')).toMatchObject({ sitemap: true, subject: { kind: 'listing', collection: 'blog' } });
    expect(page(shipped.plan, 'main', '/fr/blog-privacy-security')).toBeDefined();
  });

  it('keeps the ru blog and news on the external blog (D7) and the guide on the blog outside zh (D6)', () => {
    expect(resolve(shipped.plan, 'ru', '/blog')).toMatchObject({ status: 301, rule: { kind: 'external-blog' } });
    expect(resolve(shipped.plan, 'main', '/fr/guide')).toMatchObject({ status: 302, location: '/fr/blog' });
  });
});

describe('source-with-notice', () => {
  const notice = () => planWith({ collections: { blog: 'source-with-notice' } });

  it('builds an untranslated article in the locale, out of sitemaps and hreflang, naming the source and the policy', () => {
    const fr = page(notice(), 'main', '/fr/blog/what-is-browser-fingerprinting');
    expect(fr).toMatchObject({ sitemap: false, alternates: [], translation: { policy: 'source-with-notice', from: 'en', part: 'page', source: 'translations.collections.blog' } });
    expect(fr?.subject).toMatchObject({ kind: 'entry', from: 'en', file: 'content/blog/en/what-is-browser-fingerprinting.md' });
    const en = page(notice(), 'main', '/blog/what-is-browser-fingerprinting');
    expect(en?.alternates.map((alternate) => alternate.locale)).not.toContain('fr');
  });

  it('lists an item page whose body alone is untranslated, and marks the body', () => {
    const de = page(shipped.plan, 'main', '/de/solutions/affiliate-marketing');
    expect(de).toMatchObject({ sitemap: true, translation: { part: 'body', from: 'en', source: 'translations.bodies' } });
    expect(de?.alternates.map((alternate) => alternate.locale)).toContain('de');
  });

  it('builds an item page without copy in the locale out of sitemaps, with the English copy', () => {
    const withoutGerman = planWith({}, (entry) => !(entry.collection === 'solutions' && entry.locale === 'de' && entry.slug === 'tiktok'));
    expect(page(withoutGerman, 'main', '/de/solutions/tiktok')).toMatchObject({ sitemap: false, translation: { part: 'page', source: 'translations.items.solutions' } });
  });
});

describe('error', () => {
  it('fails with TRANSLATION_MISSING for each missing translation, naming the file to create and the policy', () => {
    const strict = planWith({ collections: { news: 'error' } });
    const missing = strict.diagnostics.filter((d) => d.code === 'TRANSLATION_MISSING');
    expect(missing.length).toBeGreaterThan(0);
    expect(missing[0]).toMatchObject({ severity: 'error', path: 'translations.collections.news', file: expect.stringMatching(/^content\/news\/[a-z]+\/[a-z0-9-]+\.md$/) });
    expect(missing[0]?.hint).toMatch(/^Create content\/news\/.*, or declare another policy in manifest\/site\/translations\.ts/);
  });

  it('lists only the locale\'s own entries where articles must be translated', () => {
    const strict = planWith({ collections: { news: 'error' } });
    expect(strict.pages.some((candidate) => candidate.path.startsWith('/fr/news-'))).toBe(false);
    expect(page(strict, 'main', '/fr/news')).toBeDefined();
  });
});
