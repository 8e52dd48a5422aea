import { describe, expect, it, vi } from 'vitest';
import { buildMetaPath, buildServesPage, metaServesPage } from './page-build.ts';

const meta = { prerendered: ['/', '/pricing', '/de/pricing'], pageIds: ['aaaaaaaaaa', 'bbbbbbbbbb', 'cccccccccc'] };

describe('metaServesPage', () => {
  it('is true only when the path is listed with this id', () => {
    expect(metaServesPage(meta, '/pricing', 'bbbbbbbbbb')).toBe(true);
    expect(metaServesPage(meta, '/pricing', 'cccccccccc'), 'the page changed').toBe(false);
    expect(metaServesPage(meta, '/gone', 'bbbbbbbbbb'), 'the page is gone').toBe(false);
  });
});

describe('buildServesPage', () => {
  it('reads the meta of the build (the browser cache may answer: metas never change)', async () => {
    const fetchImpl = vi.fn(async () => new Response(JSON.stringify({ id: 'b2', ...meta })));
    await expect(buildServesPage(buildMetaPath('/builds/meta/{id}.json', 'b2'), '/de/pricing', 'cccccccccc', fetchImpl)).resolves.toBe(true);
    expect(fetchImpl).toHaveBeenCalledWith('/builds/meta/b2.json');
    await expect(buildServesPage('/builds/meta/b2.json', '/de/pricing', 'dddddddddd', fetchImpl)).resolves.toBe(false);
  });

  it('is null when it cannot tell', async () => {
    await expect(buildServesPage('/m.json', '/', 'a', async () => new Response('', { status: 404 }))).resolves.toBeNull();
    await expect(buildServesPage('/m.json', '/', 'a', async () => Promise.reject(new Error('offline')))).resolves.toBeNull();
    await expect(buildServesPage('/m.json', '/', 'a', async () => new Response('{"prerendered": []}'))).resolves.toBeNull();
    await expect(buildServesPage('/m.json', '/', 'a', async () => new Response('not json'))).resolves.toBeNull();
  });
});
