import { existsSync } from 'node:fs';
import Tinypool from 'tinypool';
import type { createRenderer, RendererSetup, RenderResult, RenderTask } from './render-tasks.ts';

/** Runs render tasks on worker threads when the compiled worker exists, else in this thread. */
export interface RenderPool {
  run<T extends RenderTask>(tasks: T[]): Promise<RenderResult<T>[]>;
  close(): Promise<void>;
}

/** Tasks per message to a worker. */
const BATCH = 32;
/**
 * Below this many tasks a call renders in this thread: starting the workers (each loads React and
 * the templates) costs more than a handful of renders, which is what a small edit needs.
 */
const SMALL = 24;
/**
 * Old-space limit of a render worker, MiB. A worker's live heap is its code and dictionaries (React,
 * the templates, unified, eld, OpenCC: ~60 MiB); without a limit V8 lets each worker's heap grow
 * with the garbage of thousands of renders before collecting it. At 128 the 20×250 bench's cold
 * build peaked ~200 MiB lower at the same CPU time; 256 keeps four times the live heap as headroom
 * (a worker over its limit dies, and the build with it) for larger sites and setups.
 */
const WORKER_OLD_SPACE_MB = 256;

/** The render pool of a build (tinypool). Workers start on the first call large enough to need them. */
export function createRenderPool(options: { workerFile?: string; workers: number; setup: RendererSetup; createRenderer?: typeof createRenderer }): RenderPool {
  let local: ReturnType<typeof createRenderer> | undefined;
  const inProcess = async <T extends RenderTask>(tasks: T[]) => {
    // Loaded on first use: React, unified and the language check are not needed by a build that renders nothing.
    local ??= (options.createRenderer ?? (await import('./render-tasks.ts')).createRenderer)(options.setup);
    const render = local;
    return tasks.map((task) => render(task));
  };
  const { workerFile, workers } = options;
  if (!workerFile || workers < 1 || !existsSync(workerFile)) return { run: inProcess, close: async () => {} };

  let pool: Tinypool | undefined;
  let closed = false;
  return {
    run: async <T extends RenderTask>(tasks: T[]) => {
      // A closed pool (the build was stopped) starts no new workers.
      if (closed) throw new Error('the render pool was closed');
      if (!pool && tasks.length < SMALL) return inProcess(tasks);
      pool ??= new Tinypool({ filename: workerFile, minThreads: workers, maxThreads: workers, workerData: options.setup, isolateWorkers: false, resourceLimits: { maxOldGenerationSizeMb: WORKER_OLD_SPACE_MB } });
      const started = pool;
      const batches: Promise<RenderResult<T>[]>[] = [];
      for (let i = 0; i < tasks.length; i += BATCH) batches.push(started.run(tasks.slice(i, i + BATCH)) as Promise<RenderResult<T>[]>);
      return (await Promise.all(batches)).flat();
    },
    close: async () => {
      const started = pool;
      pool = undefined;
      closed = true;
      await started?.destroy();
    },
  };
}
