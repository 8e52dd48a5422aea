import { type BrokenManifest, find } from '../fixtures/broken-manifest.ts';

export default {
  mistake: 'a locale names a site that does not exist',
  break(m) {
    find(m.locales, 'code', 'de').site = 'mian';
  },
  expect: [{ code: 'UNKNOWN_SITE', path: 'locales[14].site', message: /it has no site/, hint: /^Did you mean "main"\? Known sites: main, zh, ru\.$/ }],
} satisfies BrokenManifest;
