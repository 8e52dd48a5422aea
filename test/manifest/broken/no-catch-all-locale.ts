import { type BrokenManifest, find } from '../fixtures/broken-manifest.ts';

export default {
  mistake: 'no locale is the catch-all',
  break(m) {
    find(m.locales, 'code', 'en').catchAll = false;
  },
  expect: [{ code: 'CATCH_ALL', path: 'locales', message: /There are 0 catch-all locales \(none\)/, hint: /Set catchAll: true on the default language/ }],
} satisfies BrokenManifest;
