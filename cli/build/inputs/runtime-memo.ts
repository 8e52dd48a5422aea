import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { shortHash } from '../hash.ts';
import { type BundleRuntimeOptions, bundleRuntime, type RuntimeBundle } from './bundle-runtime.ts';

/** A bundle and the content hash of every source file esbuild put into it. */
interface Remembered {
  inputs: [file: string, hash: string][];
  bundle: RuntimeBundle;
}

const remembered = new Map<string, Remembered>();

/**
 * The runtime bundle, made again only when one of the files it was made from changed: a process
 * that builds more than once (`site serve`, tests, a watcher) bundles once per runtime version.
 * The bundle is remembered with the hash of each of its input files (runtime, templates,
 * node_modules) and given back while every one of them hashes the same. A bundle whose inputs
 * changed while esbuild ran is not remembered.
 */
export async function bundleRuntimeOnce(options: BundleRuntimeOptions): Promise<RuntimeBundle> {
  const root = resolve(options.rootDir);
  const key = JSON.stringify([root, options.entry ?? '', options.publicPath ?? '', options.minify ?? true]);
  const last = remembered.get(key);
  if (last && last.inputs.every(([file, hash]) => hashOf(root, file) === hash)) return last.bundle;
  remembered.delete(key);
  const started = Date.now();
  const bundle = await bundleRuntime(options);
  // esbuild also lists virtual modules, e.g. `(disabled):crypto` for a browser-disabled builtin.
  const files = [...new Set(bundle.files.flatMap((file) => file.inputs))].filter((file) => !/^[(<]/.test(file)).sort();
  const touched = files.some((file) => mtimeOf(root, file) >= started - 1_000);
  if (!touched) remembered.set(key, { inputs: files.map((file) => [file, hashOf(root, file)]), bundle });
  return bundle;
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
