import type { BrokenManifest } from '../fixtures/broken-manifest.ts';

export default {
  mistake: 'a feature slug "index": /index is written to index.html, the file of the home page, which it would replace',
  break(m) {
    m.features?.push({ slug: 'index' });
  },
  expect: [
    {
      code: 'OUTPUT_FILE_CLASH',
      path: 'features[7].slug',
      message: /^features\[7\]\.slug makes \/index and routes\[0\]\.path makes \/: both are written to dist\/main\/index\.html\./,
      hint: /^Rename features\[7\]\.slug to a valid kebab-case slug: dist\/main\/index\.html is the file of \/ \(routes\[0\]\.path\)\.$/,
    },
  ],
} satisfies BrokenManifest;
