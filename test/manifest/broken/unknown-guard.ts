import { type BrokenManifest, find } from '../fixtures/broken-manifest.ts';

export default {
  mistake: 'a route names a guard that is not declared (typo in "alternative-route")',
  break(m) {
    find(m.routes, 'id', 'alternative').guards = ['alternatve-route'];
  },
  expect: [{ code: 'UNKNOWN_GUARD', path: 'routes[3].guards[0]', message: /^Unknown route middleware "alternatve-route" on route "alternative"/, hint: /Did you mean "alternative-route"\? Known guards: html-route, /s }],
} satisfies BrokenManifest;
