import { type BrokenManifest, find, loose } from '../fixtures/broken-manifest.ts';

export default {
  mistake: 'an alternative has no display name',
  break(m) {
    delete loose(find(m.alternatives, 'rival', 'gologin')).name;
  },
  expect: [{ code: 'SCHEMA_MISSING', path: 'alternatives[0].name', message: /alternatives\[0\]\.name is required but missing/, hint: /^Add "name" \(a string\)\.$/ }],
} satisfies BrokenManifest;
