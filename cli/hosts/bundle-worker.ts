/**
 * Compiles the Cloudflare worker (`worker/entry.ts` and what it imports: `worker/handler.ts` and
 * resolve()'s pure pieces in `manifest/plan/`) into one ES module with esbuild, in memory. The one
 * module of `cli/hosts/` that reads files (esbuild reads the sources); printers stay pure and get
 * the code as `printHost(…, { workerCode })`. Same sources → byte-identical code.
 *
 * Not minified: the bundle is about 8 kB (2.7 kB gzip; minified 4.4 kB, 1.9 kB gzip), far below
 * Cloudflare's worker size limit (3 MB gzip on the free plan), and readable code keeps
 * `wrangler pages dev` and Cloudflare's logs debuggable (stack traces name real functions; esbuild
 * marks each source file with a comment).
 */
import { build } from 'esbuild';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { HostTarget } from './types.ts';
import { WORKER_DATA_NAME } from './worker/data.ts';

/** Entry of the worker, relative to the project root. */
export const WORKER_ENTRY = 'cli/hosts/worker/entry.ts';

/** The compiled worker. */
export interface WorkerBundle {
  /** ES module source: `export default { fetch }`, reading `SITE`. */
  code: string;
  /** Source files bundled into it, relative to the project root (posix separators). */
  inputs: string[];
  bytes: number;
  gzip: number;
}

const cache = new Map<string, Promise<WorkerBundle>>();

/**
 * The compiled worker of the project at `rootDir`, bundled once per process and kept in memory
 * (a build prints three sites; `site check` as many).
 */
export function bundleWorker(rootDir: string): Promise<WorkerBundle> {
  const key = resolve(rootDir);
  let bundle = cache.get(key);
  if (!bundle) {
    bundle = compileWorker(key);
    cache.set(key, bundle);
    bundle.catch(() => cache.delete(key));
  }
  return bundle;
}

/** The worker code a target's printer needs: the compiled worker for `cloudflare`, nothing for the others. */
export async function workerCodeFor(target: HostTarget, rootDir: string): Promise<string | undefined> {
  return target === 'cloudflare' ? (await bundleWorker(rootDir)).code : undefined;
}

/** Bundles the worker with esbuild (no cache). Rejects with esbuild's error when the sources do not build. */
export async function compileWorker(rootDir: string): Promise<WorkerBundle> {
  const result = await build({
    absWorkingDir: rootDir,
    entryPoints: [WORKER_ENTRY],
    bundle: true,
    write: false,
    format: 'esm',
    // Neutral: no Node built-ins resolve, so a `node:` import in the shared code fails the build here, not in workerd.
    platform: 'neutral',
    target: 'es2022',
    minify: false,
    legalComments: 'none',
    charset: 'utf8',
    metafile: true,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]?.text;
  if (code === undefined) throw new Error('esbuild produced no worker');
  // The bundle must read the printed data, not declare a binding of its own with that name.
  if (!new RegExp(`\\b${WORKER_DATA_NAME}\\b`).test(code) || new RegExp(`\\b(?:var|let|const|function|class)\\s+${WORKER_DATA_NAME}\\b`).test(code)) {
    throw new Error(`The worker bundle must read the free binding ${WORKER_DATA_NAME} (cli/hosts/worker/entry.ts).`);
  }
  const bytes = Buffer.byteLength(code);
  return { code, inputs: Object.keys(result.metafile.inputs).sort(), bytes, gzip: gzipSync(code).byteLength };
}
