import type { BrokenManifest } from '../fixtures/broken-manifest.ts';

export default {
  mistake: 'a locale registers on an untrusted domain',
  break(m) {
    const de = m.siteConfig.de;
    if (de) de.registerUrl = 'https://polyprofile.example.evil.test/register';
  },
  expect: [{ code: 'UNTRUSTED_URL', path: 'siteConfig.de.registerUrl', hint: /Trusted domains: polyprofile\.example/ }],
} satisfies BrokenManifest;
