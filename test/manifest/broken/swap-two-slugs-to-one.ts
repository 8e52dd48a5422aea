import type { BrokenManifest } from '../fixtures/broken-manifest.ts';

export default {
  mistake: 'the swap table maps two use cases to one',
  break(m) {
    const replace = m.useCaseSwap?.replace;
    if (replace) replace.crypto = 'media-market';
  },
  expect: [{ code: 'SWAP_CONFLICT', path: 'useCaseSwap.replace.crypto', message: /maps both "betting" and "crypto" to "media-market"/, hint: /Each replacement slug can stand for one slug only/ }],
} satisfies BrokenManifest;
