/**
 * SWAP_TARGET_UNAVAILABLE (D5). Regression (QA): a use case `{ slug: 'proxy-testing', languages:
 * ['en', 'ru'] }` and the swap `'affiliate-market': 'proxy-testing'` checked clean, while zh lost
 * affiliate-market (302 to home) and proxy-testing was reachable nowhere (en and ru answer 301 to
 * affiliate-market).
 */
import { describe, expect, it } from 'vitest';
import type { SiteInput } from '../define-site.ts';
import { manifestInput, planShippedWith } from '../../test/manifest/fixtures/shipped.ts';
import { resolve } from '../plan/resolve.ts';
import { validateManifest } from './index.ts';

function swapDiagnostics(edit: (m: SiteInput) => void) {
  const input = manifestInput();
  edit(input);
  return validateManifest(input).diagnostics.filter((d) => d.code === 'SWAP_TARGET_UNAVAILABLE');
}

const proxyTesting = (languages: string[]) => (m: SiteInput) => {
  m.useCases?.push({ slug: 'proxy-testing', languages });
  if (m.useCaseSwap) m.useCaseSwap.replace['affiliate-market'] = 'proxy-testing';
};

describe('a swap whose target the swap locales do not have', () => {
  it('is an error naming the swap entry, the locales that lose the use case and the target (regression: checked clean)', () => {
    const [d, more] = swapDiagnostics(proxyTesting(['en', 'ru']));
    expect(more).toBeUndefined();
    expect(d).toMatchObject({
      severity: 'error',
      path: 'useCaseSwap.replace["affiliate-market"]',
      message:
        'The swap table shows "affiliate-market" as "proxy-testing" in zh, tc, where "proxy-testing" is not available (useCases[13] has en, ru): "affiliate-market" falls back to the home page there, and "proxy-testing" has a page in no locale (en, ru show "affiliate-market" instead).',
      hint: 'Add zh, tc to the languages of useCases[13] ("proxy-testing"), or swap "affiliate-market" to a use case available in zh, tc: traffic, ad-placement, e-commerce.',
    });
  });

  it('names only the locales that lose it when one swap locale has the target', () => {
    const [d] = swapDiagnostics(proxyTesting(['en', 'ru', 'zh']));
    expect(d?.message).toBe(
      'The swap table shows "affiliate-market" as "proxy-testing" in tc, where "proxy-testing" is not available (useCases[13] has en, zh, ru): "affiliate-market" falls back to the home page there.',
    );
    expect(d?.hint).toMatch(/^Add tc to the languages of useCases\[13\]/);
  });

  it('is an error when the target is unreachable although no swap locale has the original', () => {
    const [d] = swapDiagnostics((m) => {
      m.useCases?.push({ slug: 'proxy-testing', languages: ['en'] }, { slug: 'geo-testing', languages: ['en'] });
      if (m.useCaseSwap) m.useCaseSwap.replace['geo-testing'] = 'proxy-testing';
    });
    expect(d).toMatchObject({
      path: 'useCaseSwap.replace["geo-testing"]',
      message: 'The swap table shows "geo-testing" as "proxy-testing" only in zh, tc, none of which has "proxy-testing" (useCases[13] has en): "proxy-testing" has a page in no locale (en shows "geo-testing" instead).',
      hint: 'Add zh, tc to the languages of useCases[13] ("proxy-testing"), or remove the entry.',
    });
  });

  it('is not reported for the shipped swap table, nor once the swap locales have the target, which then works as the README says', async () => {
    expect(swapDiagnostics(() => undefined)).toEqual([]);
    const edit = proxyTesting(['en', 'ru', 'zh', 'tc']);
    expect(swapDiagnostics(edit)).toEqual([]);
    const p = await planShippedWith(edit);
    const zh = resolve(p, 'zh', '/use-cases/affiliate-market');
    expect(zh.status === 301 && zh.location).toBe('/use-cases/proxy-testing');
    const en = resolve(p, 'main', '/use-cases/proxy-testing');
    expect(en.status === 301 && en.location).toBe('/use-cases/affiliate-market');
  });
});
