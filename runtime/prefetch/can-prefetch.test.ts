import { describe, expect, it } from 'vitest';
import { canPrefetch } from './can-prefetch.ts';

describe('canPrefetch', () => {
  it('allows prefetch on fast connections or without the API', () => {
    expect(canPrefetch(undefined)).toBe(true);
    expect(canPrefetch({ effectiveType: '4g' })).toBe(true);
    expect(canPrefetch({ effectiveType: '3g', saveData: false })).toBe(true);
  });
  it('never prefetches on 2g or with Save-Data', () => {
    expect(canPrefetch({ effectiveType: '2g' })).toBe(false);
    expect(canPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
    expect(canPrefetch({ effectiveType: '4g', saveData: true })).toBe(false);
  });
});
