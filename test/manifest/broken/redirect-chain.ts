import type { BrokenManifest } from '../fixtures/broken-manifest.ts';

export default {
  mistake: 'a redirect points at another redirect (/Pricing) instead of the final page',
  break(m) {
    m.redirects?.paths?.push({ from: '/prices', to: '/Pricing' });
  },
  expect: [{ code: 'REDIRECT_CHAIN', path: 'redirects.paths[4].to', message: /goes to \/Pricing, which redirects again \(redirects\.paths\[2\]\) in locale en\. It repeats for 19 more URLs\.$/, hint: /Point it at the final URL \(\/pricing\)/ }],
} satisfies BrokenManifest;
