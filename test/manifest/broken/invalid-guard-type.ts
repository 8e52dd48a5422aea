import { type BrokenManifest, loose } from '../fixtures/broken-manifest.ts';

export default {
  mistake: 'a guard has an unknown type',
  break(m) {
    loose(m.guards['pre-sales']).type = 'locale';
  },
  expect: [{ code: 'SCHEMA_INVALID', path: 'guards["pre-sales"].type', hint: /Did you mean "locales"\?/ }],
} satisfies BrokenManifest;
