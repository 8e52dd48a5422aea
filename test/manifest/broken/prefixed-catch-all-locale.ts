import { type BrokenManifest, find } from '../fixtures/broken-manifest.ts';

export default {
  mistake: 'the catch-all moves to a prefixed locale',
  break(m) {
    find(m.locales, 'code', 'en').catchAll = false;
    find(m.locales, 'code', 'de').catchAll = true;
  },
  expect: [{ code: 'CATCH_ALL', path: 'locales[14].bare', message: /The catch-all locale "de" must be bare/, hint: /Set bare: true on it/ }],
} satisfies BrokenManifest;
