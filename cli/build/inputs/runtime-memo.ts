import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { shortHash } from '../hash.ts';
import { readJson, writeJson } from '../store/json-file.ts';
import { type BundleRuntimeOptions, bundleRuntime, type RuntimeBundle } from './bundle-runtime.ts';

/** A bundle and the content hash of every source file esbuild put into it. */
interface Remembered {
  inputs: [file: string, hash: string][];
  bundle: RuntimeBundle;
}

/** Where a bundle is kept between processes, and the tool's code version it must have been made by. */
export interface RuntimeBundleRecord {
  /** A JSON file in the build cache folder (`<cache>/derived/runtime.json`). */
  file: string;
  /** `codeVersion`: the bundler's code, its options and esbuild's version are part of it. */
  version: string;
}

/** The saved form: the bundle's files with base64 contents. */
interface Saved {
  format: number;
  key: string;
  version: string;
  inputs: [file: string, hash: string][];
  bundle: Omit<RuntimeBundle, 'files'> & { files: (Omit<RuntimeBundle['files'][number], 'contents'> & { contents: string })[] };
}

const FORMAT = 1;

const remembered = new Map<string, Remembered>();

/**
 * The runtime bundle, made again only when one of the files it was made from changed: a process
 * that builds more than once (`site serve`, tests, a watcher) bundles once per runtime version.
 * The bundle is remembered with the hash of each of its input files (runtime, templates,
 * node_modules) and given back while every one of them hashes the same. A bundle whose inputs
 * changed while esbuild ran is not remembered.
 *
 * With a `record`, the bundle is also kept on disk, so that the next `site build` process skips
 * esbuild too (~0.1 s of a one-article rebuild): it is taken from the file when it was made by the
 * same code version (which covers the bundler's options and esbuild's version) with the same
 * options, and every input file still hashes as it did.
 */
export async function bundleRuntimeOnce(options: BundleRuntimeOptions, record?: RuntimeBundleRecord): Promise<RuntimeBundle> {
  const root = resolve(options.rootDir);
  const key = JSON.stringify([options.entry ?? '', options.publicPath ?? '', options.minify ?? true]);
  const memoKey = JSON.stringify([root, key]);
  const last = remembered.get(memoKey) ?? (record ? readRecord(record, key) : undefined);
  if (last && last.inputs.every(([file, hash]) => hashOf(root, file) === hash)) {
    remembered.set(memoKey, last);
    return last.bundle;
  }
  remembered.delete(memoKey);
  const started = Date.now();
  const bundle = await bundleRuntime(options);
  // esbuild also lists virtual modules, e.g. `(disabled):crypto` for a browser-disabled builtin.
  const files = [...new Set(bundle.files.flatMap((file) => file.inputs))].filter((file) => !/^[(<]/.test(file)).sort();
  const touched = files.some((file) => mtimeOf(root, file) >= started - 1_000);
  if (!touched) {
    const made: Remembered = { inputs: files.map((file) => [file, hashOf(root, file)]), bundle };
    remembered.set(memoKey, made);
    if (record) writeRecord(record, key, made);
  }
  return bundle;
}

/** The bundle kept in the record, when this code version made it with these options; undefined for anything else. */
function readRecord(record: RuntimeBundleRecord, key: string): Remembered | undefined {
  const saved = readJson<Partial<Saved>>(record.file, {});
  if (saved.format !== FORMAT || saved.key !== key || saved.version !== record.version || !Array.isArray(saved.inputs) || !Array.isArray(saved.bundle?.files)) return undefined;
  if (!saved.bundle.files.every((file) => typeof file.contents === 'string')) return undefined;
  const files = saved.bundle.files.map((file) => ({ ...file, contents: new Uint8Array(Buffer.from(file.contents, 'base64')) }));
  return { inputs: saved.inputs, bundle: { ...saved.bundle, files } };
}

function writeRecord(record: RuntimeBundleRecord, key: string, made: Remembered): void {
  const files = made.bundle.files.map((file) => ({ ...file, contents: Buffer.from(file.contents).toString('base64') }));
  const saved: Saved = { format: FORMAT, key, version: record.version, inputs: made.inputs, bundle: { ...made.bundle, files } };
  try {
    writeJson(record.file, saved);
  } catch {
    // A cache that cannot be written only costs the next process a bundle.
  }
}

function hashOf(root: string, file: string): string {
  try {
    return shortHash(readFileSync(resolve(root, file)), 16);
  } catch {
    return 'missing';
  }
}

function mtimeOf(root: string, file: string): number {
  try {
    return statSync(resolve(root, file)).mtimeMs;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}
