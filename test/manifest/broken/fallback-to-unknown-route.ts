import { type BrokenManifest, find } from '../fixtures/broken-manifest.ts';

export default {
  mistake: 'a fallback names a route that does not exist',
  break(m) {
    const guide = find(m.routes, 'id', 'guide');
    guide.fallback = { route: 'blgo', status: 302 };
  },
  expect: [{ code: 'UNKNOWN_ROUTE', path: 'routes[12].fallback.route', hint: /^Did you mean "blog"\?/ }],
} satisfies BrokenManifest;
