/** `lineOfKey`: the line of a front-matter field, never a body line that reads like one. */
import { describe, expect, it } from 'vitest';
import { lineOfKey } from './parse-entry.ts';

const text = ['---', 'title: "Proxies"', 'tags:', '  - proxies', '---', '', 'category: not a field, a body line', 'translationKey: neither'].join('\n');

describe('lineOfKey', () => {
  it('finds a top-level front-matter key by its 1-based line', () => {
    expect(lineOfKey(text, 'title')).toBe(2);
    expect(lineOfKey(text, 'tags')).toBe(3);
  });

  it('stops at the closing --- (site dev reuses the content checks after a body edit, so a body line must not count)', () => {
    expect(lineOfKey(text, 'category')).toBeUndefined();
    expect(lineOfKey(text, 'translationKey')).toBeUndefined();
    expect(lineOfKey(text.replace('---\n\ncategory', '---\r\n\ncategory'), 'category')).toBeUndefined();
  });
});
