import { describe, expect, it } from 'vitest';
import { chooseFormats, RASTER_SOURCE, variantSizes } from './image-variants.ts';

describe('variantSizes', () => {
  it('treats the source as the largest density: 1440×756 at [1, 2] shows at 720×378', () => {
    expect(variantSizes(1440, 756, [2, 1])).toEqual({
      css: { width: 720, height: 378 },
      variants: [
        { density: 1, width: 720, height: 378 },
        { density: 2, width: 1440, height: 756 },
      ],
    });
  });

  it('rounds odd sizes and never goes below one pixel', () => {
    expect(variantSizes(1001, 3, [1, 2, 3]).variants).toEqual([
      { density: 1, width: 334, height: 1 },
      { density: 2, width: 667, height: 2 },
      { density: 3, width: 1001, height: 3 },
    ]);
  });

  it('with one density, the source is shown at its own size', () => {
    expect(variantSizes(800, 600, [1])).toEqual({ css: { width: 800, height: 600 }, variants: [{ density: 1, width: 800, height: 600 }] });
  });
});

describe('chooseFormats', () => {
  const order = ['avif', 'webp'] as const;

  it('offers every format that is smaller than the ones after it and than the original', () => {
    expect(chooseFormats(100_000, new Map([['avif', [10_000, 30_000]], ['webp', [15_000, 40_000]]]), order)).toEqual({ offered: ['avif', 'webp'], dropped: [] });
  });

  it('drops AVIF when it is larger than WebP (quality 100 on a flat illustration)', () => {
    expect(chooseFormats(72_000, new Map([['avif', [37_000, 59_000]], ['webp', [16_000, 31_000]]]), order)).toEqual({ offered: ['webp'], dropped: ['avif'] });
  });

  it('drops every format whose largest density is not smaller than the original JPEG', () => {
    expect(chooseFormats(100_000, new Map([['avif', [105_000, 298_000]], ['webp', [54_000, 136_000]]]), order)).toEqual({ offered: [], dropped: ['avif', 'webp'] });
  });

  it('keeps the manifest order of what it offers', () => {
    expect(chooseFormats(100_000, new Map([['webp', [10_000, 20_000]], ['avif', [12_000, 25_000]]]), ['webp', 'avif'])).toEqual({ offered: ['webp', 'avif'], dropped: [] });
  });
});

describe('RASTER_SOURCE', () => {
  it.each([
    ['/assets/a.png', true],
    ['/assets/a.JPG', true],
    ['/assets/a.jpeg', true],
    ['/assets/a.svg', false],
    ['/assets/a.gif', false],
    ['/assets/a.webp', false],
  ])('%s → %s', (path, expected) => {
    expect(RASTER_SOURCE.test(path)).toBe(expected);
  });
});
