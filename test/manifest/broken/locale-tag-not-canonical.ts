import { type BrokenManifest, find } from '../fixtures/broken-manifest.ts';

export default {
  mistake: 'a locale tag is written in lowercase',
  break(m) {
    find(m.locales, 'code', 'pt').tag = 'pt-pt';
  },
  expect: [{ code: 'INVALID_LOCALE_TAG', path: 'locales[5].tag', hint: /Write it as "pt-PT"/ }],
} satisfies BrokenManifest;
