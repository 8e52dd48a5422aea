import { describe, expect, it } from 'vitest';
import { MemoryTree } from './memory-tree.ts';

const bytes = (text: string) => new TextEncoder().encode(text);
const text = (file: { bytes: Uint8Array } | undefined) => (file ? new TextDecoder().decode(file.bytes) : undefined);

describe('MemoryTree', () => {
  it('shows nothing of a draft until it is committed, then all of it at once', () => {
    const tree = new MemoryTree();
    tree.begin();
    tree.put('main/a.html', 'h1', bytes('one'));
    expect(tree.current).toBeUndefined();
    const first = tree.commit({ id: 'b1', target: 'static' });
    expect(first.generation.number).toBe(1);
    expect(first.changed).toEqual(['main/a.html']);
    expect(text(tree.current?.files.get('main/a.html'))).toBe('one');

    tree.begin();
    tree.put('main/a.html', 'h2', bytes('two'));
    tree.put('main/b.html', 'h3', bytes('three'));
    const reader = tree.current; // a request that started before the swap
    expect(text(tree.current?.files.get('main/a.html'))).toBe('one');
    const second = tree.commit({ id: 'b2', target: 'static' });
    expect(text(reader?.files.get('main/a.html')), 'a reader keeps the tree it started with').toBe('one');
    expect(reader?.files.has('main/b.html')).toBe(false);
    expect(text(tree.current?.files.get('main/a.html'))).toBe('two');
    expect(second.changed.sort()).toEqual(['main/a.html', 'main/b.html']);
    expect(tree.current?.buildId).toBe('b2');
  });

  it('keeps the last good tree when a build is aborted', () => {
    const tree = new MemoryTree();
    tree.begin();
    tree.put('main/a.html', 'h1', bytes('good'));
    tree.commit({ id: 'b1', target: 'static' });
    tree.begin();
    tree.put('main/a.html', 'h2', bytes('half'));
    tree.abort();
    expect(text(tree.current?.files.get('main/a.html'))).toBe('good');
    expect(tree.hasBytes('h2')).toBe(false);
    expect(tree.hasBytes('h1')).toBe(true);
  });

  it('reuses bytes by hash and reports removed files', () => {
    const tree = new MemoryTree();
    tree.begin();
    tree.put('main/a.html', 'h1', bytes('same'));
    tree.put('main/gone.html', 'h9', bytes('old'));
    tree.commit({ id: 'b1', target: 'static' });
    tree.begin();
    expect(tree.putKnown('zh/a.html', 'h1')).toBe(true);
    expect(tree.putKnown('zh/x.html', 'nope')).toBe(false);
    const change = tree.commit({ id: 'b2', target: 'static' });
    expect(text(tree.current?.files.get('zh/a.html'))).toBe('same');
    expect(change.removed.sort()).toEqual(['main/a.html', 'main/gone.html']);
    expect(tree.hasBytes('h9'), 'bytes no tree holds are dropped').toBe(false);
  });

  it('refuses a put without a draft', () => {
    expect(() => new MemoryTree().put('a', 'h', bytes('x'))).toThrow('begin() a draft first');
  });
});
