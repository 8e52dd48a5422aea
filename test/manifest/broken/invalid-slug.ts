import { type BrokenManifest, find } from '../fixtures/broken-manifest.ts';

export default {
  mistake: 'a solution slug has capitals and a space',
  break(m) {
    find(m.solutions, 'slug', 'tiktok').slug = 'Tik Tok';
  },
  expect: [{ code: 'SCHEMA_INVALID', path: 'solutions[10].slug', message: /lowercase letters, digits and single hyphens/, hint: /^Change solutions\[10\]\.slug: it must be a kebab-case slug: lowercase letters, digits and single hyphens/ }],
} satisfies BrokenManifest;
