import { type BrokenManifest, find } from '../fixtures/broken-manifest.ts';

export default {
  mistake: 'a second locale of the main site is marked bare',
  break(m) {
    find(m.locales, 'code', 'de').bare = true;
  },
  expect: [{ code: 'TWO_BARE_LOCALES', path: 'locales[14].bare', message: /Site "main" has two bare locales, "en" and "de"/, hint: /Keep one bare locale per site/ }],
} satisfies BrokenManifest;
