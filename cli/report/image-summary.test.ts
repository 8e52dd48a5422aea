/** The image line of `site build`: counts, time, dropped formats and the weight per density against the originals. */
import { describe, expect, it } from 'vitest';
import type { ImageStats } from '../build/inputs/images.ts';
import { formatImageSummary } from './image-summary.ts';

const stats = (over: Partial<ImageStats> = {}): ImageStats => ({ sources: 4, encoded: 0, reused: 16, spared: 0, encodeSeconds: 0.014, files: 16, dropped: {}, densities: [], ...over });

describe('formatImageSummary', () => {
  it('says what was encoded, reused, dropped, and what each density weighs against the originals', () => {
    const line = formatImageSummary(
      stats({
        dropped: { avif: 4 },
        densities: [
          { density: 1, originalBytes: 300 * 1024, servedBytes: 62 * 1024 },
          { density: 2, originalBytes: 300 * 1024, servedBytes: 154 * 1024 },
        ],
      }),
    );
    expect(line).toBe('images: 4 sources → 16 files, 0 encoded, 16 reused in 0.01 s; avif not offered for 4 (not smaller); 1x 62 KB instead of 300 KB (−79%), 2x 154 KB instead of 300 KB (−49%)');
  });

  it('lists each dropped format, and shows a density heavier than the originals with a plus', () => {
    const line = formatImageSummary(
      stats({ sources: 1, encoded: 3, reused: 1, encodeSeconds: 1.5, files: 4, dropped: { avif: 1, webp: 1 }, densities: [{ density: 2, originalBytes: 100 * 1024, servedBytes: 110 * 1024 }] }),
    );
    expect(line).toBe('images: 1 sources → 4 files, 3 encoded, 1 reused in 1.50 s; avif not offered for 1 (not smaller); webp not offered for 1 (not smaller); 2x 110 KB instead of 100 KB (+10%)');
  });

  it('says how many variants were spared, when any were', () => {
    const line = formatImageSummary(stats({ encoded: 12, reused: 0, spared: 4, files: 8, dropped: { avif: 4 }, densities: [{ density: 1, originalBytes: 200 * 1024, servedBytes: 50 * 1024 }] }));
    expect(line).toBe('images: 4 sources → 8 files, 12 encoded, 0 reused, 4 spared in 0.01 s; avif not offered for 4 (not smaller); 1x 50 KB instead of 200 KB (−75%)');
  });
});
