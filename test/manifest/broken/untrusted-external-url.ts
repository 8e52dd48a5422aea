import { type BrokenManifest, find } from '../fixtures/broken-manifest.ts';

export default {
  mistake: 'a menu links to a domain that is not trusted',
  break(m) {
    find(m.menus.topBar, 'key', 'chat-group').link = { url: 'https://t.me/polyprofile' };
  },
  expect: [{ code: 'UNTRUSTED_URL', path: 'menus.topBar[6].link.url', message: /host t\.me is not a trusted domain/, hint: /Trusted domains: polyprofile\.example, polyprofile-cn\.example, polyprofile-ru\.example/ }],
} satisfies BrokenManifest;
