import { type BrokenManifest, find } from '../fixtures/broken-manifest.ts';

export default {
  mistake: 'a second locale is marked as the catch-all',
  break(m) {
    find(m.locales, 'code', 'ru').catchAll = true;
  },
  expect: [{ code: 'CATCH_ALL', path: 'locales[2].catchAll', message: /There are 2 catch-all locales \(en, ru\)/, hint: /Set catchAll: true on the default language \(en\) only/ }],
} satisfies BrokenManifest;
