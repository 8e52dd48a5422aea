import { type BrokenManifest, find } from '../fixtures/broken-manifest.ts';

export default {
  mistake: 'a route path written as a file name, /links.html (URLs lose their .html, so it could never be requested)',
  break(m) {
    find(m.routes, 'id', 'links').path = '/links.html';
  },
  expect: [{ code: 'ROUTE_PATH_FORM', path: 'routes[16].path', message: /^Route "links" has the path \/links\.html, whose segment "links\.html" looks like a file name\.$/, hint: /^Use a kebab-case segment without dots, e\.g\. path: '\/links'/ }],
} satisfies BrokenManifest;
