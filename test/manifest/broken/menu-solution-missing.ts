import type { BrokenManifest } from '../fixtures/broken-manifest.ts';

export default {
  mistake: 'the solutions menu misspells a solution',
  break(m) {
    m.menus.solutions[7] = 'tik-tok';
  },
  expect: [{ code: 'MENU_TARGET_MISSING', path: 'menus.solutions[7]', message: /solution "tik-tok"/, hint: /^Did you mean "tiktok"\?/ }],
} satisfies BrokenManifest;
