/**
 * Spec 2.5 with D5: the use-case slug swap in both directions, the removed slug, the landing
 * sections and their order, `/solutions` ↔ `/use-cases`, and the hreflang of swapped pages.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { homeOf, LOCALES, loadShipped, localized, ORIGINS, type Shipped, siteOf } from '../../test/manifest/fixtures/shipped.ts';
import { resolve } from './resolve.ts';

let shipped: Shipped;
beforeAll(async () => {
  shipped = await loadShipped();
});

/** Spec 2.5: in zh and tc the left slug becomes the right one; `null` = removed. */
const SWAP: [string, string | null][] = [
  ['betting', 'media-market'],
  ['crypto', 'data-collection'],
  ['agencies', 'price-comparison'],
  ['ticketing', 'self-examination'],
  ['web-scraping', null],
];
const UNSWAPPED = ['traffic', 'ad-placement', 'e-commerce', 'affiliate-market'];

const SWAP_LOCALES = ['zh', 'tc'];
/** Spec 2.5: solutions pages exist for ru, vn, zh, tc, en and pt. */
const SOLUTIONS_LANDING = ['en', 'pt', 'zh', 'tc'];
const USE_CASES_LANDING = ['ru', 'vn'];
const LANDING = [...SOLUTIONS_LANDING, ...USE_CASES_LANDING];
const OTHER_GROUP = LANDING.filter((code) => !SWAP_LOCALES.includes(code));

function answer(code: string, bare: string, query = '') {
  return resolve(shipped.plan, siteOf(code), `${localized(code, bare)}${query}`);
}

describe('D5: landing sections per locale group, in slot order', () => {
  it('shows the left-hand slugs in en, pt, ru and vn', () => {
    for (const code of OTHER_GROUP) {
      expect(shipped.plan.useCaseSections[code], code).toEqual([
        'traffic', 'ad-placement', 'e-commerce', 'affiliate-market', 'betting', 'crypto', 'agencies', 'ticketing', 'web-scraping',
      ]);
    }
  });

  it('shows the right-hand slugs in zh and tc in the same slots, without web-scraping', () => {
    for (const code of SWAP_LOCALES) {
      expect(shipped.plan.useCaseSections[code], code).toEqual([
        'traffic', 'ad-placement', 'e-commerce', 'affiliate-market', 'media-market', 'data-collection', 'price-comparison', 'self-examination',
      ]);
    }
  });

  it('has no sections where there is no landing page', () => {
    for (const code of LOCALES.filter((candidate) => !LANDING.includes(candidate))) expect(shipped.plan.useCaseSections[code], code).toEqual([]);
  });
});

describe('D5: use-case pages swap in both directions', () => {
  it('serves the swap locales\' form and sends the other group\'s form there with a 301, query kept', () => {
    for (const code of SWAP_LOCALES) {
      for (const [left, right] of SWAP) {
        if (right === null) continue;
        const page = answer(code, `/use-cases/${right}`);
        expect(page.status, `${code} ${right}`).toBe(200);
        const moved = answer(code, `/use-cases/${left}`, '?ref=menu');
        expect(moved.status, `${code} ${left}`).toBe(301);
        if (moved.status === 301) {
          expect(moved.location).toBe(`${localized(code, `/use-cases/${right}`)}?ref=menu`);
          expect(moved.rule?.kind).toBe('swap');
          expect(moved.rule?.source).toBe(`useCaseSwap.replace.${left}`);
        }
      }
    }
  });

  it('serves the other group\'s form and sends the swap locales\' form back with a 301, query kept', () => {
    for (const code of OTHER_GROUP) {
      for (const [left, right] of SWAP) {
        expect(answer(code, `/use-cases/${left}`).status, `${code} ${left}`).toBe(200);
        if (right === null) continue;
        const moved = answer(code, `/use-cases/${right}`, '?a=1&b=2');
        expect(moved.status, `${code} ${right}`).toBe(301);
        if (moved.status === 301) {
          expect(moved.location).toBe(`${localized(code, `/use-cases/${left}`)}?a=1&b=2`);
          expect(moved.rule?.kind).toBe('swap');
        }
      }
    }
  });

  it('falls back from the removed slug to the locale home with a 302 in zh and tc (D4)', () => {
    for (const code of SWAP_LOCALES) {
      const removed = answer(code, '/use-cases/web-scraping', '?x=1');
      expect(removed.status, code).toBe(302);
      if (removed.status === 302) expect(removed.location).toBe(code === 'tc' ? '/tc/?x=1' : '/?x=1');
    }
  });

  it('serves the unswapped use cases in every landing locale under the same slug', () => {
    for (const code of LANDING) for (const slug of UNSWAPPED) expect(answer(code, `/use-cases/${slug}`).status, `${code} ${slug}`).toBe(200);
  });

  it('falls back from every use case to the home in locales without a landing page', () => {
    for (const code of LOCALES.filter((candidate) => !LANDING.includes(candidate))) {
      for (const slug of [...UNSWAPPED, ...SWAP.flatMap(([left, right]) => (right ? [left, right] : [left]))]) {
        const result = answer(code, `/use-cases/${slug}`);
        expect(result.status, `${code} ${slug}`).toBe(302);
        if (result.status === 302) expect(result.location).toBe(homeOf(code));
      }
    }
  });

  it('links a swapped page to its other form in hreflang (same subject)', () => {
    const betting = shipped.plan.pages.find((page) => page.locale === 'en' && page.path === '/use-cases/betting');
    expect(betting?.alternates.map((alternate) => [alternate.locale, alternate.url])).toEqual([
      ['en', `${ORIGINS.main}/use-cases/betting`],
      ['zh', `${ORIGINS.zh}/use-cases/media-market`],
      ['ru', `${ORIGINS.ru}/use-cases/betting`],
      ['vn', `${ORIGINS.main}/vn/use-cases/betting`],
      ['pt', `${ORIGINS.main}/pt/use-cases/betting`],
      ['tc', `${ORIGINS.main}/tc/use-cases/media-market`],
    ]);
    const scraping = shipped.plan.pages.find((page) => page.locale === 'en' && page.path === '/use-cases/web-scraping');
    expect(scraping?.alternates.map((alternate) => alternate.locale)).toEqual(['en', 'ru', 'vn', 'pt']);
  });
});

describe('spec 2.5: the solutions landing page per locale', () => {
  it('is /solutions in en, pt, zh and tc, and /use-cases answers 301 there', () => {
    for (const code of SOLUTIONS_LANDING) {
      const landing = answer(code, '/solutions');
      expect(landing.status, code).toBe(200);
      if (landing.status === 200) expect(landing.page.template).toBe('solutions-landing');
      const other = answer(code, '/use-cases', '?x=1');
      expect(other.status, code).toBe(301);
      if (other.status === 301) {
        expect(other.location).toBe(`${localized(code, '/solutions')}?x=1`);
        expect(other.rule?.kind).toBe('other-form');
      }
    }
  });

  it('is /use-cases in ru and vn, and /solutions answers 301 there', () => {
    for (const code of USE_CASES_LANDING) {
      const landing = answer(code, '/use-cases');
      expect(landing.status, code).toBe(200);
      if (landing.status === 200) expect(landing.page.template).toBe('solutions-landing');
      const other = answer(code, '/solutions');
      expect(other.status, code).toBe(301);
      if (other.status === 301) expect(other.location).toBe(localized(code, '/use-cases'));
    }
  });

  it('falls back from both forms to the locale home with a 302 elsewhere', () => {
    for (const code of LOCALES.filter((candidate) => !LANDING.includes(candidate))) {
      for (const form of ['/solutions', '/use-cases']) {
        const result = answer(code, form);
        expect(result.status, `${code} ${form}`).toBe(302);
        if (result.status === 302) expect(result.location).toBe(homeOf(code));
      }
    }
  });

  it('links the two landing forms to each other in hreflang', () => {
    const en = shipped.plan.pages.find((page) => page.locale === 'en' && page.path === '/solutions');
    expect(en?.alternates.map((alternate) => alternate.url)).toEqual([
      `${ORIGINS.main}/solutions`,
      `${ORIGINS.zh}/solutions`,
      `${ORIGINS.ru}/use-cases`,
      `${ORIGINS.main}/vn/use-cases`,
      `${ORIGINS.main}/pt/solutions`,
      `${ORIGINS.main}/tc/solutions`,
    ]);
  });
});
