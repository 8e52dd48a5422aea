import type { BrokenManifest } from '../fixtures/broken-manifest.ts';

export default {
  mistake: 'the swap table misspells the use case "ticketing"',
  break(m) {
    const replace = m.useCaseSwap?.replace ?? {};
    delete replace.ticketing;
    replace.ticketting = 'self-examination';
  },
  expect: [{ code: 'SWAP_UNKNOWN_SLUG', path: 'useCaseSwap.replace.ticketting', message: /replaces "ticketting", which is not a use case/, hint: /^Did you mean "ticketing"\? Known use cases: traffic, /s }],
} satisfies BrokenManifest;
