import { type BrokenManifest, find } from '../fixtures/broken-manifest.ts';

export default {
  mistake: 'a top-bar entry points at a route id that does not exist ("about-us" is the path; the id is "about")',
  break(m) {
    find(m.menus.topBar, 'key', 'about-us').link = { route: 'about-us' };
  },
  expect: [{ code: 'MENU_TARGET_MISSING', path: 'menus.topBar[11].link.route', message: /points at route "about-us", which does not exist/, hint: /^Did you mean "about"\? Known routes: home, feature, about, /s }],
} satisfies BrokenManifest;
