import type { BrokenManifest } from '../fixtures/broken-manifest.ts';

export default {
  mistake: 'a second redirect from /Pricing points somewhere else',
  break(m) {
    m.redirects?.paths?.push({ from: '/Pricing', to: '/download' });
  },
  expect: [{ code: 'DUPLICATE_REDIRECT', path: 'redirects.paths[4]', message: /^Two redirects claim \/Pricing: redirects\.paths\[2\] and redirects\.paths\[4\]; the first wins\. It repeats for \d+ more URLs\.$/, hint: /The other one is redirects\.paths\[2\]/ }],
} satisfies BrokenManifest;
