import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { shortHash } from '../hash.ts';
import type { OutputFile } from '../output.ts';
import type { ImageAsset } from '../render/markdown.ts';
import { readJson, writeJson } from '../store/json-file.ts';
import type { ImageStats } from './images.ts';

/**
 * Where the outcome of the image pipeline is kept between processes (`<cache>/derived/images.json`),
 * and the tool's code version it must have been made by. The code version hashes the installed
 * packages' records (`node_modules/.package-lock.json`), so sharp and its prebuilt libvips are part
 * of it: a record is never read by another encoder.
 */
export interface ImageRecordFile {
  file: string;
  version: string;
}

/** A published variant as the record keeps it: its output path and hash, and the image cache file holding its bytes. */
export interface RecordedVariant {
  path: string;
  hash: string;
  /** `<key>.<format>` in the image cache folder. */
  cached: string;
}

/** What `encodeImages` gives, with its variants known by path, hash and cache file. */
export interface RecordedImages {
  images: [string, ImageAsset][];
  variants: RecordedVariant[];
  stats: ImageStats;
}

interface Saved extends RecordedImages {
  format: number;
  key: string;
  version: string;
}

const FORMAT = 1;

/** The key of one run of the pipeline: the settings, the asset set's images and the hash of every raster source's bytes. */
export function imageRecordKey(settings: unknown, images: ReadonlyMap<string, ImageAsset>, sourceHashes: readonly string[]): string {
  return shortHash(JSON.stringify([FORMAT, settings, [...images], sourceHashes]), 16);
}

/**
 * The recorded outcome of a run with this key, made by this code version, with each published
 * variant's bytes read from the image cache; undefined when anything differs or a cache file is
 * missing or no longer has the recorded hash (builds that share an image cache may have replaced
 * it), and the pipeline then runs.
 */
export function readImageRecord(record: ImageRecordFile, key: string, cacheDir: string): { images: [string, ImageAsset][]; files: OutputFile[]; stats: ImageStats } | undefined {
  const saved = readJson<Partial<Saved>>(record.file, {});
  if (saved.format !== FORMAT || saved.key !== key || saved.version !== record.version || !Array.isArray(saved.images) || !Array.isArray(saved.variants) || !saved.stats) return undefined;
  const files: OutputFile[] = [];
  for (const variant of saved.variants) {
    let bytes: Uint8Array;
    try {
      bytes = new Uint8Array(readFileSync(join(cacheDir, variant.cached)));
    } catch {
      return undefined;
    }
    if (shortHash(bytes, 16) !== variant.hash) return undefined;
    files.push({ path: variant.path, contents: bytes, hash: variant.hash });
  }
  return { images: saved.images, files, stats: saved.stats };
}

export function writeImageRecord(record: ImageRecordFile, key: string, made: RecordedImages): void {
  writeJson(record.file, { format: FORMAT, key, version: record.version, ...made } satisfies Saved);
}
