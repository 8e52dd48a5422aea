import { describe, expect, it } from 'vitest';
import { loadShipped } from '../../test/manifest/fixtures/shipped.ts';
import { printHost } from './index.ts';

describe('static printer', () => {
  it('writes a meta-refresh page with canonical and noindex for every concrete redirect source', async () => {
    const { plan } = await loadShipped();
    const output = printHost('static', plan, 'main');
    const guide = output.files.find((file) => file.path === 'de/guide.html');
    expect(guide?.contents).toContain('<meta http-equiv="refresh" content="0; url=/de/blog">');
    expect(guide?.contents).toContain('<link rel="canonical" href="https://www.polyprofile.example/de/blog">');
    expect(guide?.contents).toContain('<meta name="robots" content="noindex">');
    expect(guide?.contents).not.toContain('<script');
    expect(guide?.contents, 'the stub\'s English sentence is declared English').toContain('<html lang="en">');
    const zh = output.files.find((file) => file.path === 'zh.html');
    expect(zh?.contents).toContain('url=https://www.polyprofile-cn.example/"');
    expect(output.pageCopies).toEqual([{ path: '404.html', page: '/error/404' }]);
  });

  it('drops a case-only redirect: its file would overwrite the page on a case-insensitive file system', async () => {
    const { plan } = await loadShipped();
    const output = printHost('static', plan, 'main');
    expect(output.files.some((file) => file.path.toLowerCase() === 'pricing.html')).toBe(false);
    const dropped = output.report.limitations.find((entry) => entry.capability === 'case-sensitive');
    expect(dropped?.handling).toBe('dropped');
    expect(dropped?.rules).toContain('redirects.paths[2]@en');
  });

  it('reports prefix rules as dropped: they have no concrete path to write a page at', async () => {
    const { plan } = await loadShipped();
    const report = printHost('static', plan, 'ru').report;
    const prefixes = report.limitations.find((entry) => entry.capability === 'prefix-redirect');
    expect(prefixes?.handling).toBe('dropped');
    expect(prefixes?.rules).toContain('redirects.localeSites@en');
    expect(prefixes?.rules).toContain('redirects.externalBlogs[0]@ru:blog');
  });
});
