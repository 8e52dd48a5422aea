import { type BrokenManifest, find, loose } from '../fixtures/broken-manifest.ts';

export default {
  mistake: 'an availability list is written as free text',
  break(m) {
    loose(find(m.solutions, 'slug', 'whatsapp')).languages = 'ru only';
  },
  expect: [{ code: 'SCHEMA_INVALID', path: 'solutions[27].languages', message: /must say which locales/, hint: /Write 'all', a list of URL codes like \['de', 'fr'\], or \{ except: \['zh', 'tc'\] \}/ }],
} satisfies BrokenManifest;
