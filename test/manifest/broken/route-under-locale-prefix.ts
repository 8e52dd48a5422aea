import type { BrokenManifest } from '../fixtures/broken-manifest.ts';

export default {
  mistake: 'a route path starts with a locale code',
  break(m) {
    m.routes.push({ id: 'german-offer', path: '/de/offer', template: 'pricing' });
  },
  expect: [{ code: 'DUPLICATE_URL', path: 'routes[36].path', message: /starts with \/de, which is a locale prefix/, hint: /Locale codes own their first path segment/ }],
} satisfies BrokenManifest;
