import type { BrokenManifest } from '../fixtures/broken-manifest.ts';

export default {
  mistake: 'a locale is declared twice',
  break(m) {
    m.locales.push({ code: 'de', tag: 'de-AT', name: 'Deutsch (Österreich)', site: 'main' });
  },
  expect: [{ code: 'DUPLICATE_LOCALE', path: 'locales[20].code', message: /locales\[14\] and locales\[20\]/, hint: /URL codes must be unique/ }],
} satisfies BrokenManifest;
