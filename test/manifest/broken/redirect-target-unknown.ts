import type { BrokenManifest } from '../fixtures/broken-manifest.ts';

export default {
  mistake: 'a redirect points at a page that does not exist',
  break(m) {
    m.redirects?.paths?.push({ from: '/old-pricing', to: '/pricing-plans', locales: ['en'] });
  },
  expect: [{ code: 'REDIRECT_TARGET_UNKNOWN', path: 'redirects.paths[4].to', message: /goes to \/pricing-plans, which is not a page in locale en/, hint: /^Closest pages in en: \/pricing, .*Or limit "locales" to where the target exists\.$/ }],
} satisfies BrokenManifest;
