/** Identity memos: one computation per object (or objects) and key. */
import { describe, expect, it } from 'vitest';
import { jsonOf, memoOn } from './memo.ts';

describe('memoOn', () => {
  it('computes once per object and key', () => {
    const plan = {};
    let runs = 0;
    const value = () => memoOn(plan, 'sitemaps main', () => ({ run: ++runs }));
    expect(value()).toBe(value());
    expect(runs).toBe(1);
    memoOn(plan, 'sitemaps zh', () => ++runs);
    expect(runs).toBe(2);
  });

  it('computes again for an equal but different object (nothing is compared by value)', () => {
    let runs = 0;
    memoOn({ a: 1 }, 'k', () => ++runs);
    memoOn({ a: 1 }, 'k', () => ++runs);
    expect(runs).toBe(2);
  });

  it('keys by every object of a list, in order', () => {
    const [a, b] = [{}, {}];
    let runs = 0;
    memoOn([a, b], 'k', () => ++runs);
    memoOn([a, b], 'k', () => ++runs);
    memoOn([b, a], 'k', () => ++runs);
    memoOn(a, 'k', () => ++runs);
    expect(runs).toBe(3);
  });

  it('jsonOf is JSON.stringify, for objects and plain values', () => {
    const value = { b: [1, 'x'], a: null };
    expect(jsonOf(value)).toBe(JSON.stringify(value));
    expect(jsonOf(value)).toBe(jsonOf(value));
    expect(jsonOf('x')).toBe('"x"');
    expect(jsonOf([1, 'a'])).toBe('[1,"a"]');
    expect(jsonOf(null)).toBe('null');
  });
});
