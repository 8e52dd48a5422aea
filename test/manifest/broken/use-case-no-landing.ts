import type { BrokenManifest } from '../fixtures/broken-manifest.ts';

export default {
  mistake: 'a use case limited to en and jp, where jp has no solutions landing (site new use-case x --locales en,jp built a /jp/use-cases/x page that nothing linked to)',
  break(m) {
    m.useCases?.push({ slug: 'proxy-testing', languages: ['en', 'jp'] });
  },
  expect: [
    {
      code: 'USE_CASE_NO_LANDING',
      path: 'useCases[13].languages',
      message: /^Use case "proxy-testing" is available in jp, which has no use-case landing \(the landing exists in en, zh, ru, vn, pt, tc\)/,
      hint: /^Limit "languages" to locales with a landing \(en, zh, ru, vn, pt, tc\)/,
    },
  ],
} satisfies BrokenManifest;
