import type { BrokenManifest } from '../fixtures/broken-manifest.ts';

export default {
  mistake: 'a solution is added twice',
  break(m) {
    m.solutions?.push({ slug: 'facebook' });
  },
  expect: [{ code: 'DUPLICATE_SLUG', path: 'solutions[28].slug', message: /solutions\[8\] and solutions\[28\]/, hint: /remove the second entry or rename it/ }],
} satisfies BrokenManifest;
