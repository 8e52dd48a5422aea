/**
 * Bundles the browser runtime with esbuild, in memory (`write: false`). Pure apart from esbuild
 * reading the runtime sources: the build writes the returned files and includes the core as
 * `<script type="module" src="{coreUrl}">` (module scripts are deferred: no render blocking).
 *
 * Two passes keep the core a single file (no request waterfall, an honest byte budget):
 * 1. the core's dynamic imports (widgets with React, analytics crypto, tracking, chat, one-tap)
 *    are found and bundled together, with splitting, as `assets/chunks/[name]-[hash].js`;
 * 2. the core is bundled as `assets/core-[hash].js` with each dynamic import rewritten to the
 *    hashed chunk URL. Helpers the chunks share with the core are duplicated in them rather than
 *    split into chunks the core would have to import.
 */
import { build, type BuildOptions, type Metafile, type Plugin } from 'esbuild';
import { basename, extname, posix, relative, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Default entry, relative to the project root. */
export const DEFAULT_RUNTIME_ENTRY = 'runtime/core.ts';

/** Name of the core entry's output (`assets/core-HASH.js`). */
export const CORE_ENTRY_NAME = 'core';

/** zlib level of the reported gzip sizes (zlib's default, what most hosts use). */
export const GZIP_LEVEL = 6;

/** Byte budget (gzip) of the code every page loads: the core entry and its static imports. */
export const CORE_GZIP_BUDGET_BYTES = 8_192;

/** Options of {@link bundleRuntime}. */
export interface BundleRuntimeOptions {
  /** Absolute project root (the folder holding `runtime/`). */
  rootDir: string;
  /** Entry file relative to `rootDir`; default {@link DEFAULT_RUNTIME_ENTRY}. */
  entry?: string;
  /** URL prefix the output is served under; default `/`. */
  publicPath?: string;
  /** Minify; default true. */
  minify?: boolean;
}

/** The core entry, or a lazily loaded chunk. */
export type RuntimeFileKind = 'entry' | 'chunk';

/** One output file. */
export interface RuntimeBundleFile {
  /** Output path relative to the site root, e.g. `assets/core-ABCD1234.js`. */
  path: string;
  /** Public URL (`publicPath` + `path`). */
  url: string;
  contents: Uint8Array;
  kind: RuntimeFileKind;
  /** Other output files this one imports, by `path`. */
  imports: { path: string; kind: 'static' | 'dynamic' }[];
  /** Source modules bundled into this file, relative to `rootDir` (posix separators). */
  inputs: string[];
}

/** Size of one output file. */
export interface RuntimeFileSize {
  path: string;
  raw: number;
  gzip: number;
}

/** What {@link bundleRuntime} returns. */
export interface RuntimeBundle {
  /** The core entry first, then the chunks by path. */
  files: RuntimeBundleFile[];
  /** Public URL of the core entry. */
  coreUrl: string;
  /** Output path of the core entry. */
  corePath: string;
  /** Public URLs of chunks the core imports statically (for `modulepreload`; empty by design). */
  preload: string[];
  /** Raw and gzip bytes per file, in `files` order. */
  sizes: RuntimeFileSize[];
  /** Gzip bytes of everything a page loads before any lazy chunk: core + static imports. */
  initialGzip: number;
}

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

const toPosix = (path: string): string => path.split(sep).join(posix.sep);

/** Options both passes share (the esbuild contract). */
function sharedOptions(rootDir: string, outdir: string, minify: boolean): BuildOptions {
  return {
    absWorkingDir: rootDir,
    outdir,
    write: false,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    minify,
    target: 'es2020',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    entryNames: 'assets/[name]-[hash]',
    chunkNames: 'assets/chunks/[name]-[hash]',
    metafile: true,
    legalComments: 'none',
    charset: 'utf8',
    logLevel: 'silent',
  };
}

/** A plugin that turns every dynamic import into an external, via `map(absolutePath)`. */
function dynamicImports(map: (absolutePath: string) => string): Plugin {
  return {
    name: 'site-runtime-dynamic-imports',
    setup(pluginBuild) {
      pluginBuild.onResolve({ filter: /.*/ }, (args) => {
        if (args.kind !== 'dynamic-import') return undefined;
        return { path: map(resolve(args.resolveDir, args.path)), external: true };
      });
    },
  };
}

/** Converts esbuild outputs to {@link RuntimeBundleFile}s. */
function collectFiles(
  outputs: { path: string; contents: Uint8Array }[],
  metafile: Metafile,
  rootDir: string,
  outdir: string,
  publicPath: string,
  kind: RuntimeFileKind,
): RuntimeBundleFile[] {
  const outputPath = (metaPath: string): string => toPosix(relative(outdir, resolve(rootDir, metaPath)));
  const metaByPath = new Map(Object.entries(metafile.outputs).map(([metaPath, meta]) => [outputPath(metaPath), meta]));
  return outputs.map((output) => {
    const path = toPosix(relative(outdir, output.path));
    const meta = metaByPath.get(path);
    const imports = (meta?.imports ?? [])
      .filter((imported) => imported.kind === 'import-statement' || imported.kind === 'dynamic-import')
      .map((imported) => ({
        path: imported.external ? posix.join(posix.dirname(path), imported.path) : outputPath(imported.path),
        kind: imported.kind === 'dynamic-import' ? ('dynamic' as const) : ('static' as const),
      }));
    return { path, url: publicPath + path, contents: output.contents, kind, imports, inputs: Object.keys(meta?.inputs ?? {}).map(toPosix) };
  });
}

/** The metafile esbuild returns for `metafile: true`. */
function requireMetafile(metafile: Metafile | undefined): Metafile {
  if (!metafile) throw new Error('esbuild returned no metafile');
  return metafile;
}

/** Bundles the runtime. Rejects with esbuild's error when the sources do not build. */
export async function bundleRuntime(options: BundleRuntimeOptions): Promise<RuntimeBundle> {
  const rootDir = resolve(options.rootDir);
  const outdir = resolve(rootDir, '.runtime-bundle');
  const publicPath = (options.publicPath ?? '/').replace(/\/?$/, '/');
  const minify = options.minify ?? true;
  const entry = resolve(rootDir, options.entry ?? DEFAULT_RUNTIME_ENTRY);
  const shared = sharedOptions(rootDir, outdir, minify);

  // Pass 0: find the core's dynamic imports (the lazy chunk entries).
  const lazyEntries: string[] = [];
  await build({
    ...shared,
    minify: false,
    entryPoints: [entry],
    plugins: [dynamicImports((path) => (lazyEntries.includes(path) ? path : (lazyEntries.push(path), path)))],
  });

  // Pass 1: the lazy chunks, split among themselves.
  const chunkOut = new Map<string, string>();
  let lazyFiles: RuntimeBundleFile[] = [];
  if (lazyEntries.length > 0) {
    const used = new Set<string>();
    const entryPoints = lazyEntries.map((path) => {
      const stem = basename(path, extname(path));
      let name = stem;
      for (let i = 2; used.has(name); i += 1) name = `${stem}-${i}`;
      used.add(name);
      return { in: path, out: name };
    });
    const lazy = await build({ ...shared, entryPoints, entryNames: 'assets/chunks/[name]-[hash]' });
    const outputPath = (metaPath: string): string => toPosix(relative(outdir, resolve(rootDir, metaPath)));
    const lazyMeta = requireMetafile(lazy.metafile);
    for (const [metaPath, meta] of Object.entries(lazyMeta.outputs)) {
      if (meta.entryPoint !== undefined) chunkOut.set(resolve(rootDir, meta.entryPoint), outputPath(metaPath));
    }
    lazyFiles = collectFiles(lazy.outputFiles ?? [], lazyMeta, rootDir, outdir, publicPath, 'chunk');
  }

  // Pass 2: the core, with dynamic imports pointing at the hashed chunks.
  const coreBuild = await build({
    ...shared,
    entryPoints: [{ in: entry, out: CORE_ENTRY_NAME }],
    plugins: [
      dynamicImports((path) => {
        const out = chunkOut.get(path);
        if (!out) throw new Error(`No lazy chunk was built for ${path}`);
        return `./${posix.relative('assets', out)}`;
      }),
    ],
  });
  const coreFiles = collectFiles(coreBuild.outputFiles ?? [], requireMetafile(coreBuild.metafile), rootDir, outdir, publicPath, 'entry');
  const core = coreFiles.find((file) => file.path.startsWith(`assets/${CORE_ENTRY_NAME}-`));
  if (!core) throw new Error('esbuild produced no core entry');
  const files = [core, ...coreFiles.filter((file) => file !== core).map((file) => ({ ...file, kind: 'chunk' as const })), ...lazyFiles.sort((a, b) => a.path.localeCompare(b.path))];

  const sizes = files.map((file) => ({ path: file.path, raw: file.contents.byteLength, gzip: gzipSize(file.contents) }));
  const initial = staticClosure(files, core.path);
  const gzipOf = new Map(sizes.map((size) => [size.path, size.gzip]));
  return {
    files,
    coreUrl: core.url,
    corePath: core.path,
    preload: initial.filter((path) => path !== core.path).map((path) => publicPath + path),
    sizes,
    initialGzip: initial.reduce((sum, path) => sum + (gzipOf.get(path) ?? 0), 0),
  };
}
