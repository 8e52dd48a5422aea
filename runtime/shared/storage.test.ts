// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getStorage, readItem, writeItem } from './storage.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('storage', () => {
  it('reads, writes and removes', () => {
    expect(writeItem('localStorage', 'k', 'v')).toBe(true);
    expect(readItem('localStorage', 'k')).toBe('v');
    expect(writeItem('localStorage', 'k', null)).toBe(true);
    expect(readItem('localStorage', 'k')).toBeNull();
  });
  it('never throws when storage throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    vi.stubGlobal('sessionStorage', broken);
    expect(readItem('sessionStorage', 'k')).toBeNull();
    expect(writeItem('sessionStorage', 'k', 'v')).toBe(false);
  });
  it('reports missing storage as null', () => {
    vi.stubGlobal('sessionStorage', undefined);
    expect(getStorage('sessionStorage')).toBeNull();
    expect(writeItem('sessionStorage', 'k', 'v')).toBe(false);
  });
});
