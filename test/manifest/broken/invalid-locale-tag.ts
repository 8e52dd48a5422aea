import { type BrokenManifest, find } from '../fixtures/broken-manifest.ts';

export default {
  mistake: 'a locale tag is written with an underscore',
  break(m) {
    find(m.locales, 'code', 'de').tag = 'de_DE';
  },
  expect: [{ code: 'INVALID_LOCALE_TAG', path: 'locales[14].tag', message: /"de_DE" is not a valid BCP-47 language tag/, hint: /Write language-REGION with a hyphen, e\.g\. "de-DE"/ }],
} satisfies BrokenManifest;
