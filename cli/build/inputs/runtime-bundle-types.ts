/** The types of the runtime bundle (`bundleRuntime` in `bundle-runtime.ts`): its options, files and sizes. */

/** Options of `bundleRuntime`. */
export interface BundleRuntimeOptions {
  /** Absolute project root (the folder holding `runtime/`). */
  rootDir: string;
  /** Entry file relative to `rootDir`; default `DEFAULT_RUNTIME_ENTRY`. */
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

/** What `bundleRuntime` returns. */
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
