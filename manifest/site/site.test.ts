/**
 * The shipped manifest against the remaining tables of the spec: the routes of 2.2 with their
 * guards (D8), the menus and link handling of 2.5, the docs link map of 2.3, and the constants
 * and currencies of section 9.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCALES, loadShipped, localized, type Shipped } from '../../test/manifest/fixtures/shipped.ts';

let shipped: Shipped;
beforeAll(async () => {
  shipped = await loadShipped();
});

/** Spec 2.2: path → the guards the spec names for it (D8). */
const SPEC_ROUTES: Record<string, string[]> = {
  '/': [],
  '/{html}': ['html-route', 'feature-route'],
  '/about-us': [],
  '/alternatives/{id}': ['alternative-route'],
  '/blog': [],
  '/blog-{category}': [],
  '/blog-{category}/{tags}': [],
  '/blog/{id}': [],
  '/download': [],
  '/error/404': [],
  '/error/502': [],
  '/faq': [],
  '/guide': ['guide-route'],
  '/guide/{id}': [],
  '/helps': ['help-route'],
  '/helps/{id}': ['help-route'],
  '/links': [],
  '/news': [],
  '/news-{category}': [],
  '/news-{category}/{tags}': [],
  '/news/{id}': [],
  '/partner': [],
  '/partner/{id}': [],
  '/partner-plan': [],
  '/pre-sales': ['pre-sales'],
  '/pricing': [],
  '/referral-program': [],
  '/referral-program/referralProgram': [],
  '/referral-program/superSeptember': [],
  '/release': [],
  '/release/{id}': [],
  '/solutions': ['soultions-route'],
  '/solutions/{id}': ['soultion-route'],
  '/use-cases': ['case-route'],
  '/_icons': [],
};

describe('spec 2.2 routes (D6, D8)', () => {
  it('declares every route of the spec with the guards the spec names', () => {
    const byPath = new Map(shipped.manifest.routes.map((route) => [route.path, route]));
    for (const [path, guards] of Object.entries(SPEC_ROUTES)) {
      const route = byPath.get(path);
      expect(route, path).toBeDefined();
      for (const guard of guards) expect(route?.guards, path).toContain(guard);
    }
    // The only route the spec does not list: the use-case pages of D5.
    expect(shipped.manifest.routes.map((route) => route.path).filter((path) => !(path in SPEC_ROUTES))).toEqual(['/use-cases/{id}']);
  });

  it('declares the spec\'s middleware names, spelling included', () => {
    for (const name of ['html-route', 'feature-route', 'alternative-route', 'guide-route', 'help-route', 'pre-sales', 'soultion-route', 'soultions-route', 'case-route']) {
      expect(Object.keys(shipped.manifest.guards), name).toContain(name);
    }
  });

  it('uses only the spec\'s route parameters: id, category, tags (and html for the generic page)', () => {
    const names = new Set(shipped.manifest.routes.flatMap((route) => Object.keys(route.params)));
    expect([...names].sort()).toEqual(['category', 'html', 'id', 'tags']);
  });

  it('gives the error pages the custom layout and /_icons the sprite layout, all out of sitemaps', () => {
    const layout = (path: string) => shipped.manifest.routes.find((route) => route.path === path);
    expect(layout('/error/404')).toMatchObject({ layout: 'custom', sitemap: false });
    expect(layout('/error/502')).toMatchObject({ layout: 'custom', sitemap: false });
    expect(layout('/_icons')).toMatchObject({ layout: 'sprite', sitemap: false });
    expect(layout('/pricing')).toMatchObject({ layout: 'default', sitemap: true });
  });

  it('serves the routes without guards in every locale, listings included; on ru, blog and news are the external blog (D7)', () => {
    for (const code of LOCALES) {
      for (const route of shipped.manifest.routes.filter((candidate) => candidate.guards.length === 0 && !candidate.path.includes('{'))) {
        const path = localized(code, route.path);
        const external = code === 'ru' && (route.collection === 'blog' || route.collection === 'news');
        expect(shipped.plan.pages.some((page) => page.locale === code && page.path === path), `${code} ${path}`).toBe(!external);
      }
    }
  });
});

describe('spec 2.5 menus and link handling', () => {
  const href = (code: string, key: string) => shipped.plan.navigation[code]?.topBar.find((link) => link.key === key)?.href;

  it('has the spec\'s top-bar keys', () => {
    const keys = shipped.manifest.menus.topBar.map((entry) => entry.key);
    for (const key of ['pre-sales', 'blog', 'nav', 'partner', 'proxy', 'chat-group', 'scan', 'help', 'video', 'partner-plan', 'about-us', 'news', 'promotion']) expect(keys).toContain(key);
  });

  it('maps blog to /blog and news to /news in the locale\'s form', () => {
    expect(href('en', 'blog')).toBe('/blog');
    expect(href('de', 'blog')).toBe('/de/blog');
    expect(href('zh', 'news')).toBe('/news');
    expect(href('pt', 'news')).toBe('/pt/news');
  });

  it('maps guide to /guide for zh and to /blog for the other locales', () => {
    expect(href('zh', 'guide')).toBe('/guide');
    for (const code of ['en', 'de', 'pt', 'es']) expect(href(code, 'guide'), code).toBe(localized(code, '/blog'));
  });

  it('maps help to /helps in every locale (the help index exists everywhere, spec 2.1)', () => {
    expect(href('en', 'help')).toBe('/helps');
    expect(href('zh', 'help')).toBe('/helps');
    expect(href('de', 'help')).toBe('/de/helps');
    expect(href('ru', 'help')).toBe('/helps');
  });

  it('maps docs pages per language (spec 2.3 docs link map)', () => {
    expect(href('en', 'proxy')).toBe('https://docs.polyprofile.example/docs/proxies');
    expect(href('ru', 'proxy')).toBe('https://docs.polyprofile.example/ru/docs/proxies');
    expect(href('pt', 'proxy')).toBe('https://docs.polyprofile.example/pt/docs/proxies');
    expect(href('vn', 'proxy')).toBe('https://docs.polyprofile.example/vi/docs/proxies');
    expect(href('de', 'proxy')).toBe('https://docs.polyprofile.example/docs/proxies');
    expect(Object.values(shipped.manifest.docs.pages)).toEqual(['proxies', 'profiles', 'automation', 'faq']);
  });

  it('leaves pre-sales out of the menus where it falls back', () => {
    expect(href('en', 'pre-sales')).toBe('/pre-sales');
    expect(href('de', 'pre-sales')).toBeUndefined();
  });
});

describe('spec 9 constants and currencies', () => {
  it('has the spec\'s values as defaults', () => {
    expect(shipped.manifest.constants).toEqual({
      localeCookieDays: 365,
      deviceIdCookie: '__SYS_ID',
      deviceIdCookieDays: 360,
      referrerCookieDays: 365,
      referralCookieDays: 7,
      analyticsBatchSize: 20,
      analyticsFlushDelayMs: 10000,
      reloadGuardWindowMs: 10000,
      prefetchConcurrency: 5,
      toastDurationMs: 3600,
      tipDelayMs: 1000,
      tipCloseExtraMs: 300,
      bannerShowDelayMs: 1000,
      bannerReshowDelayMs: 5000,
      bannerCloseAreaPercent: 8,
      bannerRegisterAreaPercent: 32,
      oneTapDelayMs: 3000,
      chatStartDelayMs: 3000,
      chatReadyPollMs: 500,
      chatReadyMaxPolls: 1200,
      supportChatDelayMs: 500,
      consentPickerPollMs: 500,
      consentPickerZIndex: 1e9,
      consentPickerStopMs: 20 * 60 * 1000,
      quickActionsOffsetPx: 93,
      chatIframeGapPx: 5,
      errorCountdownSeconds: 5,
      scrollThrottleMs: 200,
      buildPollIntervalMs: 3600000,
      widgetsIdleTimeoutMs: 2000,
      imageQuality: 100,
      imageDensities: [1, 2],
      imageFormats: ['avif', 'webp'],
      breakpoints: { xs: 320, sm: 992, md: 1200, xl: 1400, xxl: 1536, mobile: 767, mobile_s: 530 },
    });
  });

  it('has USD (default), BRL, PLN and VND', () => {
    expect(shipped.manifest.currencies.map((currency) => currency.code)).toEqual(['USD', 'BRL', 'PLN', 'VND']);
  });

  it('has site config for each of the 20 locales', () => {
    expect(Object.keys(shipped.manifest.siteConfig).sort()).toEqual([...LOCALES].sort());
  });
});
