import sharp from 'sharp';
import type { ImageFormat, VariantSize } from './image-variants.ts';

// Every variant is encoded once per build and kept in the image cache, so libvips' own operation
// cache only holds memory: off, the 20x250 bench's peak after reading the inputs drops 506 -> 437
// MiB at the same CPU time.
sharp.cache(false);

/**
 * AVIF encoder effort (0–9). sharp's default, 4, takes 4–8 s per 1440 px image at quality 100 on
 * this project's 2-core machine; 2 takes 0.5–5 s and is within a few percent of 4 in size. WebP
 * keeps sharp's default effort (4), which is fast.
 */
const AVIF_EFFORT = 2;

/** What the encoder is: part of every cache key, so a new sharp, libvips or effort re-encodes. */
export const ENCODER_ID = `sharp ${sharp.versions.sharp ?? '?'} vips ${sharp.versions.vips} avif-effort ${AVIF_EFFORT}`;

/** The displayed pixel size of a raster source (its EXIF orientation applied). */
export async function rasterSize(source: Uint8Array): Promise<{ width: number; height: number }> {
  const meta = await sharp(source, { failOn: 'error' }).metadata();
  return { width: meta.autoOrient.width, height: meta.autoOrient.height };
}

/** Encodes a raster source at one size and format (oriented as displayed, metadata stripped). */
export async function encodeImage(source: Uint8Array, format: ImageFormat, size: VariantSize, quality: number): Promise<Uint8Array> {
  const pipeline = sharp(source, { failOn: 'error' }).autoOrient().resize(size.width, size.height, { fit: 'fill' });
  const encoded = format === 'avif' ? pipeline.avif({ quality, effort: AVIF_EFFORT }) : pipeline.webp({ quality });
  return new Uint8Array(await encoded.toBuffer());
}
