import type { BrokenManifest } from '../fixtures/broken-manifest.ts';

export default {
  mistake: 'the swap table shows affiliate-market as a use case that only en and ru have (zh lost it, and proxy-testing had a page nowhere)',
  break(m) {
    m.useCases?.push({ slug: 'proxy-testing', languages: ['en', 'ru'] });
    if (m.useCaseSwap) m.useCaseSwap.replace['affiliate-market'] = 'proxy-testing';
  },
  expect: [
    {
      code: 'SWAP_TARGET_UNAVAILABLE',
      path: 'useCaseSwap.replace["affiliate-market"]',
      message: /shows "affiliate-market" as "proxy-testing" in zh, tc, where "proxy-testing" is not available \(useCases\[13\] has en, ru\)/,
      hint: /^Add zh, tc to the languages of useCases\[13\] \("proxy-testing"\), or swap "affiliate-market" to a use case available in zh, tc: traffic, /,
    },
  ],
} satisfies BrokenManifest;
