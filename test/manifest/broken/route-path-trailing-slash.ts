import { type BrokenManifest, find } from '../fixtures/broken-manifest.ts';

export default {
  mistake: 'a route path with a trailing slash, /pricing/ (regression: the build stopped with an internal BUILD_FAILED)',
  break(m) {
    find(m.routes, 'id', 'pricing').path = '/pricing/';
  },
  expect: [{ code: 'ROUTE_PATH_FORM', path: 'routes[25].path', message: /^Route "pricing" has the path \/pricing\/, which ends with a slash\.$/, hint: /^Write path: '\/pricing' \(no trailing slash\)/ }],
} satisfies BrokenManifest;
