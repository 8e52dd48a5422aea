import { type BrokenManifest, find } from '../fixtures/broken-manifest.ts';

export default {
  mistake: 'an availability guard is put on a route without an item parameter',
  break(m) {
    find(m.routes, 'id', 'pricing').guards = ['alternative-route'];
  },
  expect: [{ code: 'GUARD_PARAM', path: 'routes[25].guards[0]', message: /checks the parameter "id", which route "pricing" does not take from an item list/, hint: /params\.id from items/ }],
} satisfies BrokenManifest;
