import type { BrokenManifest } from '../fixtures/broken-manifest.ts';

export default {
  mistake: 'two routes share an id',
  break(m) {
    m.routes.push({ id: 'faq', path: '/questions', template: 'faq' });
  },
  expect: [{ code: 'DUPLICATE_ROUTE', path: 'routes[36].id', hint: /Route ids must be unique/ }],
} satisfies BrokenManifest;
