import { type BrokenManifest, find } from '../fixtures/broken-manifest.ts';

export default {
  mistake: 'a menu entry points at a docs page the docs map does not have',
  break(m) {
    find(m.menus.topBar, 'key', 'proxy').link = { docs: 'proxy' };
  },
  expect: [{ code: 'MENU_TARGET_MISSING', path: 'menus.topBar[5].link.docs', hint: /^Known docs pages: proxies, profiles, automation, faq\.$/ }],
} satisfies BrokenManifest;
