import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { type Diagnostic, diagnostic } from '../../../manifest/diagnostics.ts';
import type { ImageSource } from '../../../templates/view.ts';
import { hashedName, shortHash } from '../hash.ts';
import type { OutputFile } from '../output.ts';
import type { ImageAsset } from '../render/markdown.ts';
import type { AssetSet } from './assets.ts';
import { childEncoder, type Encode } from './child-encoder.ts';
import { ImageCache } from './image-cache.ts';
import { type ImageRecordFile, imageRecordKey, readImageRecord, type RecordedVariant, writeImageRecord } from './image-record.ts';
import { chooseFormats, type ImageFormat, type ImageSettings, RASTER_SOURCE, variantSizes } from './image-variants.ts';

/** What the image pipeline did in one build (the build summary reports it). */
export interface ImageStats {
  /** Raster sources (PNG, JPEG) under content/assets. */
  sources: number;
  /** Variants encoded by this build (not in the cache). */
  encoded: number;
  /** Variants read from the cache. */
  reused: number;
  /** Variants neither encoded nor read: their format was already ruled out by its larger densities (see `encodeOne`). */
  spared: number;
  /** Wall time of the pipeline, seconds (nearly nothing when every variant is cached). */
  encodeSeconds: number;
  /** Files of the offered variants, per site. */
  files: number;
  /** Per format, the sources for which it was not offered because it was not smaller (see `chooseFormats`). */
  dropped: Partial<Record<ImageFormat, number>>;
  /** Per density: the bytes of every source as PNG/JPEG, and what a browser with the offered formats downloads. */
  densities: { density: number; originalBytes: number; servedBytes: number }[];
}

/** Content images with their encoded variants. */
export interface EncodedImages {
  /** `images` of the asset set, raster ones with CSS size and `<picture>` sources. */
  images: Map<string, ImageAsset>;
  /** The variants to publish beside the originals. */
  files: OutputFile[];
  stats: ImageStats;
  diagnostics: Diagnostic[];
}

interface Variant {
  format: ImageFormat;
  density: number;
  bytes: Uint8Array;
  /** Its file in the image cache (`<key>.<format>`). */
  cached: string;
}

/**
 * Encodes every raster content image into the manifest's formats and densities (spec 9), reading
 * each variant from the cache when its source, size, format, quality and encoder are unchanged, so
 * a rebuild with the same images encodes nothing. Offers only the formats that make pages lighter.
 * With `encoderFile` (the compiled `encode-child.ts`), what is not cached is encoded in a process
 * of its own, so the build's process does not keep libvips' memory; without it (tests that run
 * the sources), in this process. With `record` (`<cache>/derived/images.json`), a run with the
 * same sources, settings and code version as the recorded one gives the recorded outcome without
 * loading sharp or measuring a source (cli/build/README.md § 8).
 */
export async function encodeImages(assets: AssetSet, given: ImageSettings, cacheDir: string, encoderFile?: string, record?: ImageRecordFile): Promise<EncodedImages> {
  const started = performance.now();
  // A format listed twice is offered once (densities are de-duplicated by variantSizes).
  const settings: ImageSettings = { ...given, formats: [...new Set(given.formats)] };
  const contents = new Map(assets.files.map((file) => [`/${file.path}`, file.contents]));
  const rasters = [...assets.images].flatMap(([source, asset]) => {
    const bytes = contents.get(asset.url);
    return RASTER_SOURCE.test(source) && bytes instanceof Uint8Array ? [{ source, asset, bytes, hash: shortHash(bytes, 16) }] : [];
  });
  // The same sources and settings under the same code (so the same sharp and libvips): the last
  // outcome, with its variants read from the cache. Nothing is measured and sharp is not loaded.
  const key = record && imageRecordKey(settings, assets.images, rasters.map((raster) => `${raster.source} ${raster.hash}`));
  const kept = record && key ? readImageRecord(record, key, cacheDir) : undefined;
  if (kept) {
    const stats = { ...kept.stats, reused: kept.stats.reused + kept.stats.encoded, encoded: 0, encodeSeconds: (performance.now() - started) / 1000 };
    return { images: new Map(kept.images), files: kept.files, diagnostics: [], stats };
  }
  // Loaded here: sharp (native libvips, ~35 ms) is needed only to measure or encode.
  const encoder = await import('./encode-image.ts');
  const cache = new ImageCache(cacheDir);
  const result: EncodedImages = { images: new Map(assets.images), files: [], diagnostics: [], stats: emptyStats(settings) };
  const variants: RecordedVariant[] = [];
  const child = encoderFile && existsSync(encoderFile) ? childEncoder(encoderFile) : undefined;
  const pipeline: Pipeline = { cache, encode: child?.encode ?? encoder.encodeImage, encoderId: encoder.ENCODER_ID, rasterSize: encoder.rasterSize, variants };
  const jobs = rasters.map(({ source, asset, bytes, hash }) => async () => {
    try {
      result.images.set(source, await encodeOne(source, asset, bytes, hash, settings, pipeline, result));
    } catch (error) {
      result.diagnostics.push(diagnostic('ASSET_INVALID', { case: 'encode', source, error: (error as Error).message }, { file: `content${source}` }));
    }
  });
  result.stats.sources = rasters.length;
  try {
    await runLimited(jobs, Math.max(1, Math.min(2, availableParallelism())));
  } finally {
    await child?.close();
  }
  result.files.sort((a, b) => a.path.localeCompare(b.path));
  result.stats.files = result.files.length;
  result.stats.encodeSeconds = (performance.now() - started) / 1000;
  // An outcome with diagnostics (an encode that failed) is not kept: the next run tries again.
  if (record && key && result.diagnostics.length === 0) {
    variants.sort((a, b) => a.path.localeCompare(b.path));
    writeImageRecord(record, key, { images: [...result.images], variants, stats: result.stats });
  }
  return result;
}

/** What encodes and measures, where variants are kept, and the record of the variants published. */
interface Pipeline {
  cache: ImageCache;
  encode: Encode;
  encoderId: string;
  rasterSize: (source: Uint8Array) => Promise<{ width: number; height: number }>;
  variants: RecordedVariant[];
}

/**
 * One source: every variant (cached or encoded), the formats offered, its files and statistics.
 * Formats are weighed as `chooseFormats` decides, the last one first, each from its largest
 * density down: once a format's variants so far already rule it out (its largest is not smaller
 * than the original, or they weigh as much as a format offered after it), its smaller densities
 * are not encoded, since no size of theirs could change the choice. At quality 100, AVIF's 1x is
 * spared whenever its 2x alone outweighs every WebP.
 */
async function encodeOne(source: string, asset: ImageAsset, bytes: Uint8Array, sourceHash: string, settings: ImageSettings, pipeline: Pipeline, result: EncodedImages): Promise<ImageAsset> {
  const { cache, encode } = pipeline;
  const shown = await pipeline.rasterSize(bytes);
  const { css, variants } = variantSizes(shown.width, shown.height, settings.densities);
  const encoded: Variant[] = [];
  const sizes = new Map<ImageFormat, number[]>();
  for (const [index, format] of [...settings.formats.entries()].reverse()) {
    const weighed = settings.formats.slice(index);
    const made: number[] = [];
    sizes.set(format, made);
    for (const [done, size] of [...variants].reverse().entries()) {
      const key = shortHash([pipeline.encoderId, sourceHash, format, `${size.width}x${size.height}`, `q${settings.quality}`].join('|'), 16);
      let variant = await cache.read(key, format);
      if (variant) result.stats.reused += 1;
      else {
        variant = await encode(bytes, format, size, settings.quality);
        await cache.write(key, format, variant);
        result.stats.encoded += 1;
      }
      encoded.push({ format, density: size.density, bytes: variant, cached: `${key}.${format}` });
      made.unshift(variant.byteLength); // smallest density first, as chooseFormats reads them
      if (chooseFormats(bytes.byteLength, sizes, weighed).dropped.includes(format)) {
        result.stats.spared += variants.length - done - 1;
        break;
      }
    }
  }
  const { offered, dropped } = chooseFormats(bytes.byteLength, sizes, settings.formats);
  for (const format of dropped) result.stats.dropped[format] = (result.stats.dropped[format] ?? 0) + 1;
  const base = source.replace(/^\/assets\//, '').replace(/\.[^./]+$/, '');
  const sources: ImageSource[] = offered.map((format) => {
    const candidates = encoded
      .filter((variant) => variant.format === format)
      .sort((a, b) => a.density - b.density)
      .map((variant) => {
        const path = `assets/${hashedName(`${base}@${variant.density}x.${format}`, shortHash(variant.bytes))}`;
        const hash = shortHash(variant.bytes, 16);
        result.files.push({ path, contents: variant.bytes, hash });
        pipeline.variants.push({ path, hash, cached: variant.cached });
        return { url: `/${path}`, density: variant.density };
      });
    return { type: `image/${format}`, candidates };
  });
  for (const row of result.stats.densities) {
    const served = offered[0] ? encoded.find((variant) => variant.format === offered[0] && variant.density === row.density) : undefined;
    row.originalBytes += bytes.byteLength;
    row.servedBytes += served?.bytes.byteLength ?? bytes.byteLength;
  }
  return { url: asset.url, width: css.width, height: css.height, ...(sources.length ? { sources } : {}) };
}

function emptyStats(settings: ImageSettings): ImageStats {
  const densities = [...new Set(settings.densities)].sort((a, b) => a - b);
  return { sources: 0, encoded: 0, reused: 0, spared: 0, encodeSeconds: 0, files: 0, dropped: {}, densities: densities.map((density) => ({ density, originalBytes: 0, servedBytes: 0 })) };
}

/** Runs the jobs, at most `limit` at a time (sharp encodes on libuv's thread pool). */
async function runLimited(jobs: readonly (() => Promise<void>)[], limit: number): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < jobs.length) await (jobs[next++] as () => Promise<void>)();
  };
  await Promise.all(Array.from({ length: Math.min(limit, jobs.length) }, worker));
}
