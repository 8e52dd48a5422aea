import { type BrokenManifest, find } from '../fixtures/broken-manifest.ts';

export default {
  mistake: 'a route declares a source for a parameter its path does not have',
  break(m) {
    find(m.routes, 'id', 'pricing').params = { plan: { from: 'items', items: 'solutions' } };
  },
  expect: [{ code: 'ROUTE_PARAM', path: 'routes[25].params.plan', hint: /Known path parameters: \(none\)/ }],
} satisfies BrokenManifest;
