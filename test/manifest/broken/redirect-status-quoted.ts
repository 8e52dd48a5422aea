import { type BrokenManifest, loose } from '../fixtures/broken-manifest.ts';

export default {
  mistake: "a redirect status written as a string, status: '302' (it got \"Did you mean \"302\"?\")",
  break(m) {
    loose(m.redirects?.paths?.[2]).status = '302';
  },
  expect: [{ code: 'SCHEMA_INVALID', path: 'redirects.paths[2].status', message: /^redirects\.paths\[2\]\.status is the string "302"; it must be a number\.$/, hint: /^Write status: 302 \(a number, without quotes\)\.$/ }],
} satisfies BrokenManifest;
