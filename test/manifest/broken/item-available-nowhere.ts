import { type BrokenManifest, find, loose } from '../fixtures/broken-manifest.ts';

export default {
  mistake: 'a feature with an empty language list, languages: [] (it used to pass silently: no page anywhere)',
  break(m) {
    loose(find(m.features, 'slug', 'rpa')).languages = [];
  },
  expect: [{ code: 'AVAILABLE_NOWHERE', path: 'features[2].languages', message: /^Feature "rpa" is available in no locale: features\[2\]\.languages is \[\]\.$/, hint: /^Remove the entry, or list the locales that have the page/ }],
} satisfies BrokenManifest;
