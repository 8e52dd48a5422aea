import type { BrokenManifest } from '../fixtures/broken-manifest.ts';

export default {
  mistake: 'a redirect moves a URL that is a page',
  break(m) {
    m.redirects?.paths?.push({ from: '/about-us', to: '/pricing', locales: ['en'] });
  },
  expect: [{ code: 'REDIRECT_SHADOWS_PAGE', path: 'redirects.paths[4]', message: /would hide the page \/about-us/, hint: /drop the redirect or the page/ }],
} satisfies BrokenManifest;
