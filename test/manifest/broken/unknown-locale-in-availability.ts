import { type BrokenManifest, find } from '../fixtures/broken-manifest.ts';

export default {
  mistake: 'an availability list uses the language "ja" instead of the URL code "jp"',
  break(m) {
    find(m.alternatives, 'rival', 'octo-browser').languages = { except: ['zh', 'tc', 'ja'] };
  },
  expect: [{ code: 'UNKNOWN_LOCALE', path: 'alternatives[4].languages.except[2]', message: /Unknown locale "ja" in the languages of alternative "octo-browser"/, hint: /^Did you mean "jp"\? Known locales: en, zh, ru, vn, es, pt, tr, th, fr, uk, ko, hi, jp, tc, de, fil, km, pl, nl, ro\.$/ }],
} satisfies BrokenManifest;
