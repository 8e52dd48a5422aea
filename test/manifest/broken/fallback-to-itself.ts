import { type BrokenManifest, find } from '../fixtures/broken-manifest.ts';

export default {
  mistake: 'a route falls back to itself',
  break(m) {
    find(m.routes, 'id', 'guide').fallback = { route: 'guide', status: 302 };
  },
  expect: [{ code: 'FALLBACK_ROUTE', path: 'routes[12].fallback.route', hint: /remove fallback to use the locale home/ }],
} satisfies BrokenManifest;
