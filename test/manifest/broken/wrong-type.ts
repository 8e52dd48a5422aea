import { type BrokenManifest, find, loose } from '../fixtures/broken-manifest.ts';

export default {
  mistake: 'a boolean is written as a string',
  break(m) {
    loose(find(m.locales, 'code', 'vn')).bare = 'yes';
  },
  expect: [{ code: 'SCHEMA_INVALID', path: 'locales[3].bare', message: /expected boolean, received string \(got "yes"\)/, hint: /^Expected a boolean\.$/ }],
} satisfies BrokenManifest;
