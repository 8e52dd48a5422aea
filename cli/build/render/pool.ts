import { existsSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { createRenderer, type Renderer, type RendererSetup, type RenderResult, type RenderTask } from './render-tasks.ts';

/** Runs render tasks on worker threads when the compiled worker exists, else in this thread. */
export interface RenderPool {
  run(tasks: RenderTask[]): Promise<RenderResult[]>;
  close(): Promise<void>;
}

/** Tasks per message to a worker. */
const BATCH = 32;
/** Batches a worker holds at once: it renders one while the pages of the other are written. */
const SLOTS_PER_WORKER = 2;
/**
 * Below this many tasks a call renders in this thread: starting the workers (each loads React and
 * the templates) costs more than a handful of renders, which is what a small edit needs.
 */
const SMALL = 24;

/**
 * The render pool of a build. Workers start on the first call large enough to need them, and
 * each takes batches as its slots free up (`idle` holds one entry per free slot).
 */
export function createRenderPool(options: { workerFile?: string; workers: number; setup: RendererSetup }): RenderPool {
  const { workerFile, workers } = options;
  let local: Renderer | undefined;
  const inProcess = async (tasks: RenderTask[]) => {
    local ??= createRenderer(options.setup);
    const results = tasks.map(local.render);
    await local.settle();
    return results;
  };
  if (!workerFile || workers < 1 || !existsSync(workerFile)) {
    return { run: inProcess, close: async () => {} };
  }

  let threads: Worker[] = [];
  const idle: Worker[] = [];
  let nextId = 0;
  const pending = new Map<number, { resolve(results: RenderResult[]): void; reject(error: Error): void }>();
  const queue: { tasks: RenderTask[]; resolve(results: RenderResult[]): void; reject(error: Error): void }[] = [];
  const start = () => {
    threads = Array.from({ length: workers }, () => new Worker(workerFile, { workerData: options.setup }));
    for (const thread of threads) {
      thread.on('message', (message: { id: number; results?: RenderResult[]; error?: string }) => {
        const waiter = pending.get(message.id);
        pending.delete(message.id);
        if (message.error !== undefined) waiter?.reject(new Error(message.error));
        else waiter?.resolve(message.results ?? []);
      });
      thread.on('error', (error) => {
        for (const waiter of pending.values()) waiter.reject(error);
        pending.clear();
      });
    }
    for (let slot = 0; slot < SLOTS_PER_WORKER; slot++) idle.push(...threads);
  };
  const pump = () => {
    while (idle.length && queue.length) {
      const thread = idle.shift() as Worker;
      const job = queue.shift() as (typeof queue)[number];
      const id = nextId++;
      const release = () => {
        idle.push(thread);
        pump();
      };
      pending.set(id, {
        resolve: (results) => {
          release();
          job.resolve(results);
        },
        reject: (error) => {
          release();
          job.reject(error);
        },
      });
      thread.postMessage({ id, tasks: job.tasks });
    }
  };
  return {
    run: async (tasks) => {
      if (threads.length === 0 && tasks.length < SMALL) return inProcess(tasks);
      if (threads.length === 0) start();
      const batches: Promise<RenderResult[]>[] = [];
      for (let i = 0; i < tasks.length; i += BATCH) {
        batches.push(new Promise((resolve, reject) => queue.push({ tasks: tasks.slice(i, i + BATCH), resolve, reject })));
      }
      pump();
      return (await Promise.all(batches)).flat();
    },
    close: async () => {
      await Promise.all(threads.map((thread) => thread.terminate()));
    },
  };
}
