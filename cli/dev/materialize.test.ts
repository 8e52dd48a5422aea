import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MemoryTree } from '../build/store/memory-tree.ts';
import { materializeTree } from './materialize.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'materialize-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const bytes = (text: string) => new TextEncoder().encode(text);

describe('materializeTree', () => {
  it('writes a tree, then the next one beside it with unchanged files hard-linked', () => {
    const tree = new MemoryTree();
    tree.begin();
    tree.put('main/a.html', 'h1', bytes('same'));
    tree.put('main/b.html', 'h2', bytes('old'));
    const first = materializeTree(tree.commit({ id: '1', target: 'nginx' }).generation, join(dir, 'gen-1'));
    tree.begin();
    tree.put('main/a.html', 'h1', bytes('same'));
    tree.put('main/b.html', 'h3', bytes('new'));
    materializeTree(tree.commit({ id: '2', target: 'nginx' }).generation, join(dir, 'gen-2'), first);
    expect(readFileSync(join(dir, 'gen-2', 'main', 'b.html'), 'utf8')).toBe('new');
    expect(readFileSync(join(dir, 'gen-1', 'main', 'b.html'), 'utf8'), 'the previous tree is untouched').toBe('old');
    expect(statSync(join(dir, 'gen-2', 'main', 'a.html')).ino).toBe(statSync(join(dir, 'gen-1', 'main', 'a.html')).ino);
    expect(statSync(join(dir, 'gen-2', 'main', 'b.html')).ino).not.toBe(statSync(join(dir, 'gen-1', 'main', 'b.html')).ino);
  });
});
