import type { BrokenManifest } from '../fixtures/broken-manifest.ts';

export default {
  mistake: 'a solution slug "404": solutions/404.html is the not-found page hosts serve under /solutions/',
  break(m) {
    m.solutions?.push({ slug: '404' });
  },
  expect: [
    {
      code: 'RESERVED_NAME',
      path: 'solutions[28].slug',
      message: /^solutions\[28\]\.slug "404" makes the page \/solutions\/404, whose file dist\/main\/solutions\/404\.html is the not-found page/,
      hint: /valid kebab-case slug that is not index, 404, assets, builds/,
    },
  ],
} satisfies BrokenManifest;
