import type { BrokenManifest } from '../fixtures/broken-manifest.ts';

export default {
  mistake: 'a feature slug equals a root page, so /pricing would be both the pricing page and a feature',
  break(m) {
    m.features?.push({ slug: 'pricing' });
  },
  expect: [
    { code: 'DUPLICATE_URL', path: 'features[7].slug', message: /^\/pricing is claimed twice: by features\[7\]\.slug and by routes\[25\]\.path\. It repeats for 19 more URLs\.$/, hint: /rename features\[7\]\.slug, or change routes\[25\]\.path \(template pricing\)/ },
  ],
} satisfies BrokenManifest;
