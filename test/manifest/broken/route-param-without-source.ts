import { type BrokenManifest, find } from '../fixtures/broken-manifest.ts';

export default {
  mistake: 'a route has a {param} but no source for its values',
  break(m) {
    find(m.routes, 'id', 'blog-article').params = {};
  },
  expect: [{ code: 'ROUTE_PARAM', path: 'routes[7].params', message: /has the parameter \{id\} but no source for it/, hint: /Add params: \{ id: / }],
} satisfies BrokenManifest;
