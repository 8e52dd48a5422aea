import type { BrokenManifest } from '../fixtures/broken-manifest.ts';

export default {
  mistake: 'a route /FAQ beside /faq: FAQ.html and faq.html are one file on case-insensitive disks and hosts',
  break(m) {
    m.routes?.push({ id: 'faq-legacy', path: '/FAQ', template: 'faq', collection: 'faq' });
  },
  expect: [
    {
      code: 'OUTPUT_FILE_CLASH',
      path: 'routes[36].path',
      message: /^routes\[36\]\.path makes \/FAQ and routes\[11\]\.path makes \/faq, which differ only in case: they are one file, dist\/main\/faq\.html, on case-insensitive disks and hosts\./,
      hint: /^Write routes\[36\]\.path in lowercase or rename it/,
    },
  ],
} satisfies BrokenManifest;
