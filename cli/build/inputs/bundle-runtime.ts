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
import { sizeReport } from './runtime-bundle-size.ts';
import type { BundleRuntimeOptions, RuntimeBundle, RuntimeBundleFile, RuntimeFileKind } from './runtime-bundle-types.ts';

export { CORE_GZIP_BUDGET_BYTES, GZIP_LEVEL, gzipSize, staticClosure } from './runtime-bundle-size.ts';
export type { BundleRuntimeOptions, RuntimeBundle, RuntimeBundleFile, RuntimeFileKind, RuntimeFileSize } from './runtime-bundle-types.ts';

/** Default entry, relative to the project root. */
export const DEFAULT_RUNTIME_ENTRY = 'runtime/core.ts';

/** Name of the core entry's output (`assets/core-HASH.js`). */
const CORE_ENTRY_NAME = 'core';

const toPosix = (path: string): string => path.split(sep).join(posix.sep);

/** Where a bundle is made and served: the folders, the public URL prefix and the options both passes share. */
interface BundleContext {
  rootDir: string;
  outdir: string;
  publicPath: string;
  shared: BuildOptions;
}

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

/** An esbuild output path (relative to the working directory) as a path relative to the site root. */
function outputPathOf(context: BundleContext, metaPath: string): string {
  return toPosix(relative(context.outdir, resolve(context.rootDir, metaPath)));
}

/** Converts esbuild outputs to {@link RuntimeBundleFile}s. */
function collectFiles(context: BundleContext, outputs: { path: string; contents: Uint8Array }[], metafile: Metafile, kind: RuntimeFileKind): RuntimeBundleFile[] {
  const outputPath = (metaPath: string): string => outputPathOf(context, metaPath);
  const metaByPath = new Map(Object.entries(metafile.outputs).map(([metaPath, meta]) => [outputPath(metaPath), meta]));
  return outputs.map((output) => {
    const path = toPosix(relative(context.outdir, output.path));
    const meta = metaByPath.get(path);
    const imports = (meta?.imports ?? [])
      .filter((imported) => imported.kind === 'import-statement' || imported.kind === 'dynamic-import')
      .map((imported) => ({
        path: imported.external ? posix.join(posix.dirname(path), imported.path) : outputPath(imported.path),
        kind: imported.kind === 'dynamic-import' ? ('dynamic' as const) : ('static' as const),
      }));
    return { path, url: context.publicPath + path, contents: output.contents, kind, imports, inputs: Object.keys(meta?.inputs ?? {}).map(toPosix) };
  });
}

/** The metafile esbuild returns for `metafile: true`. */
function requireMetafile(metafile: Metafile | undefined): Metafile {
  if (!metafile) throw new Error('esbuild returned no metafile');
  return metafile;
}

/** Pass 0: the core's dynamic imports (the lazy chunk entries), as absolute paths in import order. */
async function findLazyEntries(context: BundleContext, entry: string): Promise<string[]> {
  const lazyEntries: string[] = [];
  await build({
    ...context.shared,
    minify: false,
    entryPoints: [entry],
    plugins: [dynamicImports((path) => (lazyEntries.includes(path) ? path : (lazyEntries.push(path), path)))],
  });
  return lazyEntries;
}

/** The lazy entries named by their file stem, numbered where two stems are alike (`widgets`, `widgets-2`). */
function chunkEntryPoints(lazyEntries: readonly string[]): { in: string; out: string }[] {
  const used = new Set<string>();
  return lazyEntries.map((path) => {
    const stem = basename(path, extname(path));
    let name = stem;
    for (let i = 2; used.has(name); i += 1) name = `${stem}-${i}`;
    used.add(name);
    return { in: path, out: name };
  });
}

/** Pass 1: the lazy chunks, split among themselves; with the output path of each lazy entry. */
async function bundleLazyChunks(context: BundleContext, lazyEntries: readonly string[]): Promise<{ chunkOut: Map<string, string>; files: RuntimeBundleFile[] }> {
  const chunkOut = new Map<string, string>();
  if (lazyEntries.length === 0) return { chunkOut, files: [] };
  const lazy = await build({ ...context.shared, entryPoints: chunkEntryPoints(lazyEntries), entryNames: 'assets/chunks/[name]-[hash]' });
  const lazyMeta = requireMetafile(lazy.metafile);
  for (const [metaPath, meta] of Object.entries(lazyMeta.outputs)) {
    if (meta.entryPoint !== undefined) chunkOut.set(resolve(context.rootDir, meta.entryPoint), outputPathOf(context, metaPath));
  }
  return { chunkOut, files: collectFiles(context, lazy.outputFiles ?? [], lazyMeta, 'chunk') };
}

/** Pass 2: the core, with dynamic imports pointing at the hashed chunks; the core entry and the chunks it splits off (none by design). */
async function bundleCore(context: BundleContext, entry: string, chunkOut: ReadonlyMap<string, string>): Promise<{ core: RuntimeBundleFile; chunks: RuntimeBundleFile[] }> {
  const coreBuild = await build({
    ...context.shared,
    entryPoints: [{ in: entry, out: CORE_ENTRY_NAME }],
    plugins: [
      dynamicImports((path) => {
        const out = chunkOut.get(path);
        if (!out) throw new Error(`No lazy chunk was built for ${path}`);
        return `./${posix.relative('assets', out)}`;
      }),
    ],
  });
  const coreFiles = collectFiles(context, coreBuild.outputFiles ?? [], requireMetafile(coreBuild.metafile), 'entry');
  const core = coreFiles.find((file) => file.path.startsWith(`assets/${CORE_ENTRY_NAME}-`));
  if (!core) throw new Error('esbuild produced no core entry');
  return { core, chunks: coreFiles.filter((file) => file !== core).map((file) => ({ ...file, kind: 'chunk' as const })) };
}

/** Bundles the runtime. Rejects with esbuild's error when the sources do not build. */
export async function bundleRuntime(options: BundleRuntimeOptions): Promise<RuntimeBundle> {
  const rootDir = resolve(options.rootDir);
  const outdir = resolve(rootDir, '.runtime-bundle');
  const publicPath = (options.publicPath ?? '/').replace(/\/?$/, '/');
  const context: BundleContext = { rootDir, outdir, publicPath, shared: sharedOptions(rootDir, outdir, options.minify ?? true) };
  const entry = resolve(rootDir, options.entry ?? DEFAULT_RUNTIME_ENTRY);

  const lazy = await bundleLazyChunks(context, await findLazyEntries(context, entry));
  const { core, chunks } = await bundleCore(context, entry, lazy.chunkOut);
  const files = [core, ...chunks, ...lazy.files.sort((a, b) => a.path.localeCompare(b.path))];
  return { files, coreUrl: core.url, corePath: core.path, ...sizeReport(files, core.path, publicPath) };
}
