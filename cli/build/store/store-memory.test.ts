/** BuildStore over an in-memory tree (`site dev`): nothing written but the cache, swapped in one step. */
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MemoryTree } from './memory-tree.ts';
import { BuildStore } from './store.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'store-memory-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const page = (html: string, hash: string) => ({ hash, html: new TextEncoder().encode(html), facts: { title: html, canonicals: [], alternates: [], links: [], assets: [] } });
const read = (tree: MemoryTree, path: string) => new TextDecoder().decode(tree.current?.files.get(path)?.bytes);

describe('BuildStore with a MemoryTree', () => {
  it('puts rendered pages, known pages and files into memory and swaps them in on finish', async () => {
    const memory = new MemoryTree();
    const store = new BuildStore(join(dir, 'cache'), undefined, memory);
    store.persist = false;
    await store.load();
    await store.open();
    await store.putRendered('k1', 'main/a.html', page('<p>a</p>', 'ha'));
    await store.putKnown('main/a-copy.html', 'ha');
    await store.putFile('main/robots.txt', 'hr', 'User-agent: *');
    expect(memory.current, 'nothing visible before finish').toBeUndefined();
    await store.finish(true, { id: 'b1', target: 'static' });
    expect(read(memory, 'main/a.html')).toBe('<p>a</p>');
    expect(read(memory, 'main/a-copy.html')).toBe('<p>a</p>');
    expect(read(memory, 'main/robots.txt')).toBe('User-agent: *');
    expect(store.holds('b1', 'static')).toBe(true);
    expect(store.holds('b1', 'nginx')).toBe(false);
    expect(store.needsRender('main/a.html', 'ha'), 'bytes in memory need no render').toBe(false);
    expect(store.needsRender('main/a.html', 'unknown')).toBe(true);
    expect(existsSync(join(dir, 'cache', 'pages.json')), 'persist = false saves no cache').toBe(false);
    expect(readdirSync(dir)).toEqual(['cache']);
  });

  it('keeps the last good tree when a build fails or stops', async () => {
    const memory = new MemoryTree();
    const store = new BuildStore(join(dir, 'cache'), undefined, memory);
    await store.load();
    await store.open();
    await store.putRendered('k1', 'main/a.html', page('good', 'h1'));
    await store.finish(true, { id: 'b1', target: 'static' });
    await store.open();
    await store.putRendered('k1', 'main/a.html', page('broken', 'h2'));
    await store.finish(false, { id: 'b2', target: 'static' });
    expect(read(memory, 'main/a.html')).toBe('good');
    await store.open();
    await store.putRendered('k1', 'main/a.html', page('stopped', 'h3'));
    await store.abort();
    expect(read(memory, 'main/a.html')).toBe('good');
    expect(memory.current?.buildId).toBe('b1');
  });

  it('takes a page rendered by an earlier run from the cache objects', async () => {
    const first = new BuildStore(join(dir, 'cache'), undefined, new MemoryTree());
    await first.load();
    await first.open();
    await first.putRendered('k1', 'main/a.html', page('cached', 'hc'));
    await first.finish(true, { id: 'b1', target: 'static' });
    const memory = new MemoryTree();
    const second = new BuildStore(join(dir, 'cache'), undefined, memory);
    await second.load();
    expect(second.cache.page('k1')?.hash).toBe('hc');
    expect(second.needsRender('main/a.html', 'hc')).toBe(false);
    await second.open();
    await second.putKnown('main/a.html', 'hc');
    await second.finish(true, { id: 'b1', target: 'static' });
    expect(read(memory, 'main/a.html')).toBe('cached');
  });
});
