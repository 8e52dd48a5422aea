import { readdirSync, readFileSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../../manifest/diagnostics.ts';
import type { MarkdownMeta } from '../../../templates/view.ts';
import { BuildCache } from './build-cache.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'build-cache-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const meta = (id: string): MarkdownMeta => ({ headings: [{ depth: 2, id, text: id }], links: [], missingImages: [], removed: [] });

/** One build: loads the cache, uses the given bodies (rendering those not cached), saves. */
async function build(bodies: Record<string, string>): Promise<{ cache: BuildCache; rendered: string[] }> {
  const cache = new BuildCache(dir);
  await cache.load();
  const rendered: string[] = [];
  for (const [key, html] of Object.entries(bodies)) {
    if (cache.markdown.meta(key)) continue;
    cache.markdown.put(key, meta(key), html);
    rendered.push(key);
  }
  await cache.save();
  return { cache, rendered };
}

const packs = () => readdirSync(dir).filter((name) => name.endsWith('.pack'));

describe('BuildCache markdown pack', () => {
  it('keeps markdown HTML and metadata between builds in one pack file', async () => {
    await build({ a: '<p>ä</p>', b: '<p>b</p>' });
    expect(packs()).toHaveLength(1);
    const { cache, rendered } = await build({ a: '<p>ä</p>', b: '<p>b</p>' });
    expect(rendered).toEqual([]);
    expect(cache.markdown.html('a')).toBe('<p>ä</p>');
    expect(cache.markdown.html('b')).toBe('<p>b</p>');
    expect(cache.markdown.meta('a')?.headings[0]?.id).toBe('a');
  });

  it('appends new bodies and compacts once most of the pack is unused', async () => {
    await build({ a: 'A'.repeat(100), b: 'B'.repeat(100) });
    const first = packs()[0] as string;
    const indexBefore = readFileSync(join(dir, 'markdown.jsonl'), 'utf8');
    await build({ a: 'A'.repeat(100), b: 'B'.repeat(100), c: 'C'.repeat(50) });
    expect(packs()).toEqual([first]);
    expect(statSync(join(dir, first)).size).toBe(250);
    // The index gained c's record, appended; what it held is as it was.
    const indexAfter = readFileSync(join(dir, 'markdown.jsonl'), 'utf8');
    expect(indexAfter.startsWith(indexBefore)).toBe(true);
    expect(indexAfter.slice(indexBefore.length)).toBe(`${JSON.stringify(['c', { meta: meta('c'), at: [200, 50] }])}\n`);

    // b and c are no longer used: 150 of 250 bytes are dead, so a new pack replaces the old one.
    const { rendered } = await build({ a: 'A'.repeat(100), d: 'D'.repeat(10) });
    expect(rendered).toEqual(['d']);
    expect(packs()).not.toContain(first);
    expect(statSync(join(dir, packs()[0] as string)).size).toBe(110);
    const { cache } = await build({ a: 'A'.repeat(100), d: 'D'.repeat(10) });
    expect(cache.markdown.html('a')).toBe('A'.repeat(100));
    expect(cache.markdown.html('d')).toBe('D'.repeat(10));
    expect(cache.markdown.meta('b')).toBeUndefined();
  });

  it('writes each body to a staging pack as it is rendered, not held until the save, and reads it back from there', async () => {
    const cache = new BuildCache(dir);
    await cache.load();
    cache.markdown.put('a', meta('a'), '<p>ä</p>');
    cache.markdown.put('b', meta('b'), 'B'.repeat(20));
    // Before any save: on disk, in a pack no index names yet.
    const staged = packs();
    expect(staged).toHaveLength(1);
    expect(readFileSync(join(dir, staged[0] as string), 'utf8')).toBe(`<p>ä</p>${'B'.repeat(20)}`);
    expect(cache.markdown.html('a')).toBe('<p>ä</p>');
    expect(cache.markdown.html('b')).toBe('B'.repeat(20));
    await cache.save();
    // The first save compacts (there was no pack): the staging file is the pack.
    expect(packs()).toEqual(staged);
  });

  it('serves every body after its saves to a long-running caller (site dev), across an append and a compaction', async () => {
    await build({ a: 'A'.repeat(100), b: 'B'.repeat(150) });
    const cache = new BuildCache(dir);
    await cache.load();
    expect(cache.markdown.meta('a')).toBeDefined();
    cache.markdown.put('d', meta('d'), 'D'.repeat(10));
    // b (150 of 250 bytes) is no longer used: this save compacts into the staging pack (d, then a).
    await cache.save();
    expect(statSync(join(dir, packs()[0] as string)).size).toBe(110);
    expect(cache.markdown.html('a')).toBe('A'.repeat(100));
    expect(cache.markdown.html('d')).toBe('D'.repeat(10));
    expect(cache.markdown.meta('b')).toBeUndefined();
    // The next build of the same process appends, and still reads all three.
    cache.markdown.put('e', meta('e'), 'E'.repeat(5));
    await cache.save();
    expect(packs()).toHaveLength(1);
    expect([cache.markdown.html('a'), cache.markdown.html('d'), cache.markdown.html('e')]).toEqual(['A'.repeat(100), 'D'.repeat(10), 'E'.repeat(5)]);
    // And what it saved is what a new process reads.
    const next = new BuildCache(dir);
    await next.load();
    expect([next.markdown.html('a'), next.markdown.html('d'), next.markdown.html('e')]).toEqual(['A'.repeat(100), 'D'.repeat(10), 'E'.repeat(5)]);
  });

  it('renders again what a cut-short pack lost, and ignores an index without its pack', async () => {
    await build({ a: 'A'.repeat(100), b: 'B'.repeat(100) });
    truncateSync(join(dir, packs()[0] as string), 150);
    expect((await build({ a: 'A'.repeat(100), b: 'B'.repeat(100) })).rendered).toEqual(['b']);

    // The index's version is the pack it points into: point it at a pack that is not there.
    const index = readFileSync(join(dir, 'markdown.jsonl'), 'utf8');
    const header = index.slice(0, index.indexOf('\n'));
    writeFileSync(join(dir, 'markdown.jsonl'), index.replace(header, JSON.stringify({ log: 1, version: 'markdown-gone.pack' })));
    expect((await build({ a: 'A'.repeat(100), b: 'B'.repeat(100) })).rendered).toEqual(['a', 'b']);
  });
});

describe('BuildCache check results', () => {
  const warning = (message: string): Diagnostic => ({ code: 'LINK_BROKEN', severity: 'warning', message });
  const lines = () => readFileSync(join(dir, 'checks.jsonl'), 'utf8').split('\n').filter(Boolean);

  it('appends only the results a build made, and starts over for another context', async () => {
    const first = new BuildCache(dir);
    await first.load();
    expect(first.pageChecks('plan-1', 'a')).toBeUndefined();
    first.putChecks('plan-1', { a: [], b: [warning('b')], c: [] });
    await first.save();
    expect(lines()).toHaveLength(1 + 3);

    // A rebuild reuses a and c (the arrays it found) and checks b again.
    const second = new BuildCache(dir);
    await second.load();
    const reused = { a: second.pageChecks('plan-1', 'a')!, c: second.pageChecks('plan-1', 'c')! };
    expect(second.pageChecks('plan-1', 'b')).toEqual([warning('b')]);
    second.putChecks('plan-1', { ...reused, b: [warning('b again')] });
    await second.save();
    expect(lines()).toHaveLength(1 + 4);
    const third = new BuildCache(dir);
    await third.load();
    expect(third.pageChecks('plan-1', 'b')).toEqual([warning('b again')]);
    // Results are valid for their context only.
    expect(third.pageChecks('plan-2', 'a')).toBeUndefined();
    third.putChecks('plan-2', { a: [warning('a')] });
    await third.save();
    expect(lines()).toHaveLength(1 + 1);
    const fourth = new BuildCache(dir);
    await fourth.load();
    expect(fourth.pageChecks('plan-1', 'c')).toBeUndefined();
    expect(fourth.pageChecks('plan-2', 'a')).toEqual([warning('a')]);
  });
});

describe('BuildCache last build', () => {
  const warning: Diagnostic = { code: 'LINK_BROKEN', severity: 'warning', message: 'w' };

  it('keeps the id and target apart from the diagnostics, which are read when asked for', async () => {
    const first = new BuildCache(dir);
    await first.load();
    expect(first.lastBuild).toBeUndefined();
    first.setLastBuild({ id: 'b1', target: 'static' }, [warning]);
    await first.save();
    expect(JSON.parse(readFileSync(join(dir, 'last-build.json'), 'utf8'))).toEqual({ id: 'b1', target: 'static' });
    const second = new BuildCache(dir);
    await second.load();
    expect(second.lastBuild).toEqual({ id: 'b1', target: 'static' });
    expect(second.lastBuildDiagnostics()).toEqual([warning]);
    // Saved again without a new build: nothing rewritten.
    writeFileSync(join(dir, 'last-build-diagnostics.json'), JSON.stringify({ id: 'b0', target: 'static', diagnostics: [] }));
    await second.save();
    expect(JSON.parse(readFileSync(join(dir, 'last-build-diagnostics.json'), 'utf8')).id).toBe('b0');
  });

  it('has no diagnostics when their file is not the last build\'s (a build stopped between the writes)', async () => {
    const cache = new BuildCache(dir);
    await cache.load();
    cache.setLastBuild({ id: 'b1', target: 'static' }, [warning]);
    await cache.save();
    writeFileSync(join(dir, 'last-build-diagnostics.json'), JSON.stringify({ id: 'b0', target: 'static', diagnostics: [warning] }));
    const next = new BuildCache(dir);
    await next.load();
    expect(next.lastBuild?.id).toBe('b1');
    expect(next.lastBuildDiagnostics()).toBeUndefined();
  });
});
