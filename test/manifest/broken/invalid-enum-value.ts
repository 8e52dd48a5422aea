import { type BrokenManifest, find, loose } from '../fixtures/broken-manifest.ts';

export default {
  mistake: 'a route names a layout that does not exist',
  break(m) {
    loose(find(m.routes, 'id', 'error-404')).layout = 'custum';
  },
  expect: [{ code: 'SCHEMA_INVALID', path: 'routes[9].layout', hint: /^Did you mean "custom"\? Known values: default, custom, sprite\.$/ }],
} satisfies BrokenManifest;
