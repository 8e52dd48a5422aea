/**
 * What the image pipeline makes of one raster source, as pure decisions: the size of each density
 * (the source is the largest density), and which encoded formats a `<picture>` offers.
 */

/** An encoded format of the manifest's `imageFormats`. */
export type ImageFormat = 'avif' | 'webp';

/** The manifest's image settings (spec 9) and the encoder's speed setting. */
export interface ImageSettings {
  /** `constants.imageQuality` (1–100). */
  quality: number;
  /** `constants.imageDensities`, e.g. `[1, 2]`. */
  densities: readonly number[];
  /** `constants.imageFormats`, best first. */
  formats: readonly ImageFormat[];
}

/** One density of a source: its pixel size. */
export interface VariantSize {
  density: number;
  width: number;
  height: number;
}

/** Raster sources the pipeline encodes (GIF may be animated, WebP and AVIF are already modern). */
export const RASTER_SOURCE = /\.(png|jpe?g)$/i;

/**
 * The pixel size of each density, smallest first, and the size in CSS pixels. The source is the
 * largest density: a 1440×756 PNG with densities `[1, 2]` shows at 720×378 and is encoded at
 * 720×378 (1x) and 1440×756 (2x). Nothing is ever enlarged.
 */
export function variantSizes(width: number, height: number, densities: readonly number[]): { css: { width: number; height: number }; variants: VariantSize[] } {
  const sorted = [...new Set(densities)].sort((a, b) => a - b);
  const top = sorted.at(-1) ?? 1;
  const scale = (value: number, density: number) => Math.max(1, Math.round((value * density) / top));
  return {
    css: { width: scale(width, 1), height: scale(height, 1) },
    variants: sorted.map((density) => ({ density, width: scale(width, density), height: scale(height, density) })),
  };
}

/**
 * The formats worth offering, in the manifest's order, and those dropped. A browser takes the first
 * `<source>` it supports, so a format is offered only when it is smaller, summed over the
 * densities, than every format offered after it and, at the largest density, than the original
 * (the `<img>` fallback). At quality 100, AVIF is often larger than WebP, and WebP than a JPEG:
 * offering them anyway would make pages heavier, not lighter.
 */
export function chooseFormats(originalBytes: number, encoded: ReadonlyMap<ImageFormat, readonly number[]>, formats: readonly ImageFormat[]): { offered: ImageFormat[]; dropped: ImageFormat[] } {
  const offered: ImageFormat[] = [];
  const dropped: ImageFormat[] = [];
  const total = (format: ImageFormat) => (encoded.get(format) ?? []).reduce((sum, bytes) => sum + bytes, 0);
  for (const format of [...formats].reverse()) {
    const sizes = encoded.get(format);
    const largest = sizes?.at(-1);
    const beaten = largest === undefined || largest >= originalBytes || offered.some((later) => total(later) <= total(format));
    (beaten ? dropped : offered).unshift(format);
  }
  return { offered, dropped };
}
