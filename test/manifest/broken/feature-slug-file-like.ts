import type { BrokenManifest } from '../fixtures/broken-manifest.ts';

export default {
  mistake: 'a feature slug written as a file name, "rpa.html"',
  break(m) {
    m.features?.push({ slug: 'rpa.html' });
  },
  expect: [{ code: 'SCHEMA_INVALID', path: 'features[7].slug', message: /got "rpa\.html"/, hint: /^Change features\[7\]\.slug: it must be a kebab-case slug/ }],
} satisfies BrokenManifest;
