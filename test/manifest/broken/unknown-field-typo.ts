import { type BrokenManifest, find, loose } from '../fixtures/broken-manifest.ts';

export default {
  mistake: 'a solution misspells "languages"',
  break(m) {
    const betting = loose(find(m.solutions, 'slug', 'betting'));
    betting.languges = betting.languages;
    delete betting.languages;
  },
  expect: [{ code: 'SCHEMA_UNKNOWN_KEY', path: 'solutions[15].languges', message: /Unknown field "languges" in solutions\[15\]/, hint: /^Did you mean "languages"\? Known fields: slug, languages\.$/ }],
} satisfies BrokenManifest;
