import type { BrokenManifest } from '../fixtures/broken-manifest.ts';

export default {
  mistake: 'the docs map names an external host that is not declared',
  break(m) {
    m.docs.host = 'dcos';
  },
  expect: [{ code: 'UNKNOWN_HOST', path: 'docs.host', hint: /^Did you mean "docs"\? Known hosts: ruBlog, docs, /s }],
} satisfies BrokenManifest;
