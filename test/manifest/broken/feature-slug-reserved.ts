import type { BrokenManifest } from '../fixtures/broken-manifest.ts';

export default {
  mistake: 'a feature slug "assets": /assets would sit among the hashed files the build owns',
  break(m) {
    m.features?.push({ slug: 'assets' });
  },
  expect: [
    {
      code: 'RESERVED_NAME',
      path: 'features[7].slug',
      message: /^features\[7\]\.slug "assets" makes the page \/assets, whose file dist\/main\/assets\.html is inside assets\/, the folder of hashed files/,
      hint: /^Choose a valid kebab-case slug that is not index, 404, assets, builds, e\.g\. "assets-page"\.$/,
    },
  ],
} satisfies BrokenManifest;
