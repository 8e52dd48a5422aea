import { mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Diagnostic, diagnostic } from '../../manifest/diagnostics.ts';
import type { createRenderer } from '../build/render/render-tasks.ts';

/** A renderer compiled from the current templates: for this thread and for the worker threads. */
export interface DevRenderer {
  createRenderer: typeof createRenderer;
  workerFile: string;
  /** The folder it was compiled into (removed when a newer renderer replaces it). */
  dir: string;
}

/**
 * Compiles the page renderer (`render-tasks.ts` and the worker entry, with the templates they
 * import) again after a template component changed, into a fresh folder under
 * `node_modules/.cache/site/dev-renderer/`, and imports it: the
 * process keeps running with the new templates. A compile error is a diagnostic; the previous
 * renderer stays.
 */
export async function compileRenderer(root: string, generation: number): Promise<{ renderer?: DevRenderer; diagnostics: Diagnostic[] }> {
  const { build } = await import('esbuild');
  // Inside the project's node_modules, so the renderer's package imports resolve from there.
  const parent = join(root, 'node_modules', '.cache', 'site', 'dev-renderer');
  const outdir = join(parent, `${process.pid}-${generation}`);
  await mkdir(outdir, { recursive: true });
  await removeOrphans(parent);
  try {
    // bin/site.mjs's settings but with every package external (as .mjs beside the project's
    // node_modules): a template edit compiles in a fraction of the time of bundling React and the
    // unified chain again. The renderer imports its own copies of them; tasks and results cross
    // as strings and plain data, so the two copies never meet.
    const node = { bundle: true, splitting: true, format: 'esm', platform: 'node', target: 'node20', packages: 'external', jsx: 'automatic', logLevel: 'silent' } as const;
    const entryPoints = ['cli/build/render/render-tasks.ts', 'cli/build/render/render-worker.ts'].map((entry) => join(root, entry));
    // preserveSymlinks: compile the templates under the project root as laid out (a temp copy links cli/).
    await build({ ...node, entryPoints, outdir, outbase: root, absWorkingDir: root, outExtension: { '.js': '.mjs' }, preserveSymlinks: true });
  } catch (error) {
    await rm(outdir, { recursive: true, force: true });
    const errors = (error as { errors?: { text: string; location?: { file: string; line: number; lineText: string } | null }[] }).errors ?? [];
    return {
      diagnostics: errors.map((e) =>
        diagnostic('BUILD_FAILED', { case: 'templates', error: e.text, ...(e.location ? { lineText: e.location.lineText } : {}) }, { file: e.location?.file ?? 'templates', ...(e.location ? { line: e.location.line } : {}) }),
      ),
    };
  }
  const tasks = (await import(pathToFileURL(join(outdir, 'cli', 'build', 'render', 'render-tasks.mjs')).href)) as { createRenderer: typeof createRenderer };
  return { renderer: { createRenderer: tasks.createRenderer, workerFile: join(outdir, 'cli', 'build', 'render', 'render-worker.mjs'), dir: outdir }, diagnostics: [] };
}

/** Whether a process with this id is running (a signal 0 probes without sending anything). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Deletes the renderer folders of dev servers that are no longer running (a server removes its
 * own on exit, but not when it was killed). Only `<pid>-<generation>` folders are touched.
 */
export async function removeOrphans(parent: string): Promise<string[]> {
  const removed: string[] = [];
  for (const name of await readdir(parent).catch(() => [] as string[])) {
    const match = /^(\d+)-\d+$/.exec(name);
    if (!match || Number(match[1]) === process.pid || isRunning(Number(match[1]))) continue;
    await rm(join(parent, name), { recursive: true, force: true });
    removed.push(name);
  }
  return removed;
}
