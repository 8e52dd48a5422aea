import type { BrokenManifest } from '../fixtures/broken-manifest.ts';

export default {
  mistake: 'a redirect target //pricing.example/plans, a protocol-relative URL that leaves the site (it was reported as "not a page" with closest pages)',
  break(m) {
    m.redirects?.paths?.push({ from: '/old-pricing', to: '//pricing.example/plans', locales: ['en'] });
  },
  expect: [
    {
      code: 'REDIRECT_LEAVES_SITE',
      path: 'redirects.paths[4].to',
      message: /^The redirect redirects\.paths\[4\] goes to \/\/pricing\.example\/plans, which leaves the site: .*protocol-relative URL, so browsers go to the host pricing\.example\.$/,
      hint: /^Write a path on the site with one leading slash \(\/pricing\.example\/plans\)\. A path redirect stays on the site; link to other hosts from a page instead\.$/,
    },
  ],
} satisfies BrokenManifest;
