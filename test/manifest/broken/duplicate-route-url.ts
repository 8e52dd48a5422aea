import type { BrokenManifest } from '../fixtures/broken-manifest.ts';

export default {
  mistake: 'a second route claims /pricing',
  break(m) {
    m.routes.push({ id: 'pricing-plans', path: '/pricing', template: 'pricing' });
  },
  expect: [{ code: 'DUPLICATE_URL', path: 'routes[36].path', message: /routes\[25\] and routes\[36\] both claim the path \/pricing/, hint: /Give one of them another path/ }],
} satisfies BrokenManifest;
