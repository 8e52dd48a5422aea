import { describe, expect, it } from 'vitest';
import { LazyTexts } from './lazy-texts.ts';

describe('LazyTexts', () => {
  it('reads a text once, when first asked for, and keeps texts left on disk unread through a merge', () => {
    let reads = 0;
    const content = new LazyTexts([['content/a.md', () => `read ${++reads}`], ['content/b.md', 'known']]);
    const all = new LazyTexts().merge(new Map([['manifest/site/index.ts', 'export {}']])).merge(content);
    expect([...all.keys()]).toEqual(['manifest/site/index.ts', 'content/a.md', 'content/b.md']);
    expect([all.size, all.unread, reads]).toEqual([3, 1, 0]);
    expect(all.get('content/a.md')).toBe('read 1');
    expect(all.get('content/a.md')).toBe('read 1');
    expect([...all]).toEqual([['manifest/site/index.ts', 'export {}'], ['content/a.md', 'read 1'], ['content/b.md', 'known']]);
    expect([all.unread, reads]).toEqual([0, 1]);
  });

  it('gives an empty text for a file that can no longer be read (a diagnostic then has no line)', () => {
    const texts = new LazyTexts([['content/gone.md', () => { throw new Error('ENOENT'); }]]);
    expect(texts.get('content/gone.md')).toBe('');
    expect(texts.get('content/missing.md')).toBeUndefined();
  });
});
