import type { BrokenManifest } from '../fixtures/broken-manifest.ts';

export default {
  mistake: 'two redirects point at each other',
  break(m) {
    m.redirects?.paths?.push({ from: '/old-a', to: '/old-b', locales: ['en'] }, { from: '/old-b', to: '/old-a', locales: ['en'] });
  },
  expect: [
    { code: 'REDIRECT_CYCLE', path: 'redirects.paths[4].to', message: /^Redirects loop: \/old-a → \/old-b → \/old-a \(locale en\)\.$/, hint: /Point redirects\.paths\[4\]\.to at a page; redirects\.paths\[5\] also redirects/ },
    { code: 'REDIRECT_CYCLE', path: 'redirects.paths[5].to', hint: /redirects\.paths\[4\] also redirects/ },
  ],
} satisfies BrokenManifest;
