import type { BrokenManifest } from '../fixtures/broken-manifest.ts';

export default {
  mistake: 'a redirect points at its own source',
  break(m) {
    m.redirects?.paths?.push({ from: '/old-pricing', to: '/old-pricing', locales: ['en'] });
  },
  expect: [{ code: 'REDIRECT_SELF', path: 'redirects.paths[4].to', hint: /Point "to" at the page that replaces the old URL/ }],
} satisfies BrokenManifest;
