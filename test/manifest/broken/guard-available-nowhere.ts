import { type BrokenManifest, loose } from '../fixtures/broken-manifest.ts';

export default {
  mistake: 'a locales guard that excludes every locale, so its routes exist nowhere',
  break(m) {
    const codes = (m.locales ?? []).map((locale) => locale.code);
    loose(m.guards)['pre-sales'] = { type: 'locales', locales: { except: codes } };
  },
  expect: [{ code: 'AVAILABLE_NOWHERE', path: 'guards["pre-sales"].locales', message: /^The guard "pre-sales" is available in no locale: .* is \{ except: \[every locale\] \}\.$/, hint: /^Remove the guard \(and its uses\), or list the locales where the route exists/ }],
} satisfies BrokenManifest;
