/**
 * Spec 2.3 and 2.4 with D4 and D6, encoded as explicit tables against the shipped manifest:
 * every solution, feature and alternative in all 20 locales is either a page or a 302 to the
 * locale home, and where it is absent it is in no menu and no hreflang set.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type Code,
  except,
  homeOf,
  LOCALES,
  loadShipped,
  localized,
  ORIGINS,
  type Shipped,
  siteOf,
} from '../../test/manifest/fixtures/shipped.ts';
import { resolve } from './resolve.ts';

let shipped: Shipped;
beforeAll(async () => {
  shipped = await loadShipped();
});

const ALL = [...LOCALES];

/** Spec 2.3 solution slugs with the limits of spec 2.4. */
const SOLUTIONS: Record<string, Code[]> = {
  'affiliate-marketing': ALL,
  'e-commerce': ALL,
  'digital-agency': ALL,
  'social-marketing': ALL,
  'web-scraping': ALL,
  'traffic-arbitrage': ALL,
  ticketing: ALL,
  'google-servies': ALL,
  facebook: ALL,
  'twitter-x': ALL,
  tiktok: ALL,
  amazon: ALL,
  discord: ALL,
  linkedin: ALL,
  crypto: except('zh', 'tc'),
  betting: except('zh', 'tc', 'vn'),
  'seo-serp': ALL,
  'google-ads': ALL,
  youtube: ALL,
  reddit: ALL,
  pinterest: ALL,
  instagram: ALL,
  ebay: ALL,
  shopify: ALL,
  onlyfans: except('zh', 'tc'),
  tinder: ALL,
  telegram: except('vn'),
  whatsapp: ['ru'],
};

/** Spec 2.3 feature slugs (D6: pages at the root) with the limits of spec 2.4. */
const FEATURES: Record<string, Code[]> = {
  'multi-account-management': ALL,
  synchronizer: ALL,
  rpa: ALL,
  'local-api': ALL,
  'multi-profiles-management': ALL,
  teamwork: ALL,
  'antidetect-browser': ['en', 'pt'],
};

/** Spec 2.3 alternatives (`{rival}-alternative`) with the limits of spec 2.4. */
const ALTERNATIVES: Record<string, Code[]> = {
  gologin: ALL,
  incogniton: ALL,
  'dolphin-anty': ALL,
  multilogin: ALL,
  'octo-browser': except('zh', 'tc'),
  undetectable: except('zh', 'tc'),
  ziniao: ['zh', 'tc'],
};

const TAGS: Record<Code, string> = {
  en: 'en-US', zh: 'zh-CN', ru: 'ru-RU', vn: 'vi-VN', es: 'es-ES', pt: 'pt-PT', tr: 'tr-TR', th: 'th-TH', fr: 'fr-FR', uk: 'uk-UA',
  ko: 'ko-KR', hi: 'hi-IN', jp: 'ja-JP', tc: 'zh-TW', de: 'de-DE', fil: 'tl-PH', km: 'km-KH', pl: 'pl-PL', nl: 'nl-NL', ro: 'ro-RO',
};

interface Table {
  name: string;
  items: Record<string, Code[]>;
  path: (slug: string) => string;
  template: string;
  /** Manifest list behind the pages. */
  list: 'solutions' | 'features' | 'alternatives';
  /** The item's menu, if it has one. */
  menu?: { kind: 'solutions' | 'features'; slugs: string[] };
}

const TABLES: Table[] = [
  { name: 'solution', items: SOLUTIONS, path: (slug) => `/solutions/${slug}`, template: 'solution', list: 'solutions' },
  { name: 'feature', items: FEATURES, path: (slug) => `/${slug}`, template: 'feature', list: 'features' },
  { name: 'alternative', items: ALTERNATIVES, path: (rival) => `/alternatives/${rival}-alternative`, template: 'alternative', list: 'alternatives' },
];

describe('spec 2.1 locales (D1, D2)', () => {
  it('declares exactly the 20 URL codes with their BCP-47 tags, sites and prefixes', () => {
    expect(shipped.plan.locales.map((locale) => locale.code)).toEqual(ALL);
    for (const locale of shipped.plan.locales) {
      expect(locale.tag, locale.code).toBe(TAGS[locale.code as Code]);
      expect(locale.site, locale.code).toBe(siteOf(locale.code));
      expect(locale.home, locale.code).toBe(homeOf(locale.code));
      expect(locale.origin, locale.code).toBe(ORIGINS[siteOf(locale.code)]);
    }
    expect(shipped.plan.locales.filter((locale) => locale.catchAll).map((locale) => locale.code)).toEqual(['en']);
    expect(shipped.plan.locales.filter((locale) => locale.bare).map((locale) => locale.code)).toEqual(['en', 'zh', 'ru']);
  });

  it('builds three sites: main with en and the 17 prefixed locales, zh and ru alone', () => {
    expect(shipped.plan.sites.map((site) => [site.id, site.bareLocale, site.locales.length])).toEqual([
      ['main', 'en', 18],
      ['zh', 'zh', 1],
      ['ru', 'ru', 1],
    ]);
  });

  it('plans the shipped manifest without a diagnostic', () => {
    expect(shipped.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });
});

describe('spec 2.3 slugs', () => {
  it('declares the 28 solutions, 7 features, 7 alternatives and 13 use cases of the spec, in its order', () => {
    const m = shipped.manifest;
    expect(m.solutions.map((item) => item.slug)).toEqual(Object.keys(SOLUTIONS));
    expect(m.features.map((item) => item.slug)).toEqual(Object.keys(FEATURES));
    expect(m.alternatives.map((item) => item.rival)).toEqual(Object.keys(ALTERNATIVES));
    expect(m.useCases.map((item) => item.slug)).toEqual([
      'traffic', 'ad-placement', 'e-commerce', 'affiliate-market', 'media-market', 'data-collection', 'betting',
      'crypto', 'agencies', 'price-comparison', 'ticketing', 'self-examination', 'web-scraping',
    ]);
  });

  it('names each alternative for the link text "{brand} vs {name}"', () => {
    expect(shipped.manifest.brand.name).toBe('Polyprofile');
    expect(shipped.manifest.alternatives.map((item) => `${shipped.manifest.brand.name} vs ${item.name}`)).toEqual([
      'Polyprofile vs GoLogin',
      'Polyprofile vs Incogniton',
      'Polyprofile vs Dolphin Anty',
      'Polyprofile vs Multilogin',
      'Polyprofile vs Octo Browser',
      'Polyprofile vs Undetectable',
      'Polyprofile vs Ziniao',
    ]);
  });

  it('has the spec menus: 10 solutions, 7 features', () => {
    expect(shipped.manifest.menus.solutions).toHaveLength(10);
    expect(shipped.manifest.menus.features).toEqual(Object.keys(FEATURES));
  });
});

for (const table of TABLES) {
  describe(`spec 2.4: ${table.name} availability in all 20 locales`, () => {
    for (const [slug, available] of Object.entries(table.items)) {
      it(`${table.path(slug)} is a page in ${available.length === 20 ? 'every locale' : available.join(', ')} and a 302 to the locale home elsewhere`, () => {
        const { plan } = shipped;
        for (const code of LOCALES) {
          const path = localized(code, table.path(slug));
          const answer = resolve(plan, siteOf(code), path);
          expect(answer.locale, path).toBe(code);
          if (available.includes(code)) {
            expect(answer.status, `${code} ${path}`).toBe(200);
            if (answer.status !== 200) continue;
            expect(answer.page.path).toBe(path);
            expect(answer.page.template).toBe(table.template);
          } else {
            expect(answer.status, `${code} ${path}`).toBe(302);
            if (answer.status !== 302) continue;
            expect(answer.location).toBe(homeOf(code));
            // The deciding rule is the item's language list, for `site explain` and `site routes`.
            const index = shipped.manifest[table.list].findIndex((item) => ('slug' in item ? item.slug : `${item.rival}`) === slug);
            expect(answer.rule?.source).toBe(`${table.list}[${index}].languages`);
            expect(answer.rule?.kind).toBe('fallback');
          }
        }
      });

      it(`${table.path(slug)} has hreflang alternates among exactly its real pages`, () => {
        const pages = shipped.plan.pages.filter((page) => page.template === table.template && page.path.endsWith(table.path(slug)) && page.path === localized(page.locale, table.path(slug)));
        expect(pages.map((page) => page.locale).sort()).toEqual([...available].sort());
        for (const page of pages) {
          expect(page.alternates.map((alternate) => alternate.locale), page.path).toEqual(LOCALES.filter((code) => available.includes(code)));
          expect(page.alternates.map((alternate) => alternate.tag)).toEqual(LOCALES.filter((code) => available.includes(code)).map((code) => TAGS[code]));
          expect(page.alternates.map((alternate) => alternate.url)).toEqual(
            LOCALES.filter((code) => available.includes(code)).map((code) => `${ORIGINS[siteOf(code)]}${localized(code, table.path(slug))}`),
          );
          if (available.includes('en')) expect(page.xDefault).toBe(`${ORIGINS.main}${table.path(slug)}`);
          else expect(page.xDefault).toBeUndefined();
        }
      });
    }
  });
}

describe('D4: absent items are in no menu', () => {
  it('lists a menu solution only in the locales that have its page', () => {
    for (const code of LOCALES) {
      const expected = shipped.manifest.menus.solutions.filter((slug) => SOLUTIONS[slug]?.includes(code));
      const menu = shipped.plan.navigation[code]?.solutions ?? [];
      expect(menu.map((link) => link.key), code).toEqual(expected);
      expect(menu.map((link) => link.href), code).toEqual(expected.map((slug) => localized(code, `/solutions/${slug}`)));
    }
    // crypto is the menu entry spec 2.4 removes in zh and tc.
    expect(shipped.plan.navigation.zh?.solutions.map((link) => link.key)).not.toContain('crypto');
    expect(shipped.plan.navigation.tc?.solutions.map((link) => link.key)).not.toContain('crypto');
    expect(shipped.plan.navigation.de?.solutions.map((link) => link.key)).toContain('crypto');
  });

  it('lists a menu feature only in the locales that have its page', () => {
    for (const code of LOCALES) {
      const expected = Object.keys(FEATURES).filter((slug) => FEATURES[slug]?.includes(code));
      const menu = shipped.plan.navigation[code]?.features ?? [];
      expect(menu.map((link) => link.key), code).toEqual(expected);
      expect(menu.map((link) => link.href), code).toEqual(expected.map((slug) => localized(code, `/${slug}`)));
    }
    expect(shipped.plan.navigation.en?.features.map((link) => link.key)).toContain('antidetect-browser');
    expect(shipped.plan.navigation.de?.features.map((link) => link.key)).not.toContain('antidetect-browser');
  });

  it('never links a menu to a URL that is not a page on its site', () => {
    const pages = new Set(shipped.plan.pages.map((page) => `${page.site}|${page.path}`));
    for (const code of LOCALES) {
      const navigation = shipped.plan.navigation[code];
      if (!navigation) throw new Error(`no navigation for ${code}`);
      for (const link of [...navigation.topBar, ...navigation.solutions, ...navigation.features]) {
        if (link.external) expect(link.href).toMatch(/^https:\/\/[a-z.-]+\.polyprofile(?:-cn|-ru)?\.example\//);
        else expect(pages.has(`${siteOf(code)}|${link.href}`), `${code} ${link.key} ${link.href}`).toBe(true);
      }
    }
  });
});

describe('D4: absent items are not planned pages', () => {
  it('plans no page, so no sitemap entry, for an item outside its languages', () => {
    const itemPages = shipped.plan.pages.flatMap((page) => (page.subject.kind === 'item' && page.subject.items !== 'useCases' ? [{ page, subject: page.subject }] : []));
    for (const { page, subject } of itemPages) {
      const table = TABLES.find((candidate) => candidate.list === subject.items);
      const slug = subject.items === 'alternatives' ? subject.slug.replace(/-alternative$/, '') : subject.slug;
      expect(table?.items[slug], page.path).toContain(page.locale);
    }
    const count = (items: Record<string, Code[]>) => Object.values(items).reduce((sum, codes) => sum + codes.length, 0);
    expect(itemPages).toHaveLength(count(SOLUTIONS) + count(FEATURES) + count(ALTERNATIVES));
  });
});
