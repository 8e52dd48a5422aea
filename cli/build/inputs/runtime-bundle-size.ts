/** The size report of the runtime bundle: gzip bytes per file and of what a page loads first. */
import { gzipSync } from 'node:zlib';
import type { RuntimeBundle, RuntimeBundleFile } from './runtime-bundle-types.ts';

/** zlib level of the reported gzip sizes (zlib's default, what most hosts use). */
export const GZIP_LEVEL = 6;

/** Byte budget (gzip) of the code every page loads: the core entry and its static imports. */
export const CORE_GZIP_BUDGET_BYTES = 8_192;

/** Gzip size of some bytes at {@link GZIP_LEVEL}. */
export function gzipSize(contents: Uint8Array): number {
  return gzipSync(contents, { level: GZIP_LEVEL }).byteLength;
}

/** Output paths statically reachable from `start` (itself included). */
export function staticClosure(files: readonly RuntimeBundleFile[], start: string): string[] {
  const byPath = new Map(files.map((file) => [file.path, file]));
  const seen = new Set<string>();
  const visit = (path: string): void => {
    if (seen.has(path)) return;
    seen.add(path);
    for (const imported of byPath.get(path)?.imports ?? []) if (imported.kind === 'static') visit(imported.path);
  };
  visit(start);
  return [...seen];
}

/** The sizes of `files`, the chunks the core at `corePath` imports statically, and the gzip bytes of it all. */
export function sizeReport(files: readonly RuntimeBundleFile[], corePath: string, publicPath: string): Pick<RuntimeBundle, 'preload' | 'sizes' | 'initialGzip'> {
  const sizes = files.map((file) => ({ path: file.path, raw: file.contents.byteLength, gzip: gzipSize(file.contents) }));
  const initial = staticClosure(files, corePath);
  const gzipOf = new Map(sizes.map((size) => [size.path, size.gzip]));
  return {
    preload: initial.filter((path) => path !== corePath).map((path) => publicPath + path),
    sizes,
    initialGzip: initial.reduce((sum, path) => sum + (gzipOf.get(path) ?? 0), 0),
  };
}
