import type { BrokenManifest } from '../fixtures/broken-manifest.ts';

export default {
  mistake: 'a statistics script loads from a host externalHosts does not declare',
  break(m) {
    const zh = m.siteConfig.zh;
    if (zh) zh.statistics = [{ id: 'site-stats', position: 'head', src: 'https://hm.stats-elsewhere.example/hm.js' }];
  },
  expect: [{ code: 'UNKNOWN_HOST', path: 'siteConfig.zh.statistics[0].src', hint: /Declare it in externalHosts \(manifest\/site\/domains\.ts\)/ }],
} satisfies BrokenManifest;
