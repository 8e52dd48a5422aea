import { type BrokenManifest, loose } from '../fixtures/broken-manifest.ts';

export default {
  mistake: 'a top-level section is misspelt',
  break(m) {
    const input = loose(m);
    input.redirect = input.redirects;
    delete input.redirects;
  },
  expect: [{ code: 'SCHEMA_UNKNOWN_KEY', path: 'redirect', message: /unknown section "redirect"/, hint: /^Did you mean "redirects"\?/ }],
} satisfies BrokenManifest;
