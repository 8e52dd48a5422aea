import { type BrokenManifest, loose } from '../fixtures/broken-manifest.ts';

export default {
  mistake: 'a redirect uses status 307',
  break(m) {
    loose(m.redirects?.paths?.[2]).status = 307;
  },
  expect: [{ code: 'SCHEMA_INVALID', path: 'redirects.paths[2].status', message: /redirects\.paths\[2\]\.status is 307, which is not allowed here/, hint: /Known values: 301, 302\.$/ }],
} satisfies BrokenManifest;
