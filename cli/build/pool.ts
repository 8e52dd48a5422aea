import { existsSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { createRenderer, type RendererSetup, type RenderResult, type RenderTask } from './render-tasks.ts';

/** Runs render tasks on worker threads when the compiled worker exists, else in this thread. */
export interface RenderPool {
  run(tasks: RenderTask[]): Promise<RenderResult[]>;
  size: number;
  close(): Promise<void>;
}

const BATCH = 32;

export function createRenderPool(options: { workerFile?: string; workers: number; setup: RendererSetup }): RenderPool {
  const { workerFile, workers } = options;
  if (!workerFile || workers < 1 || !existsSync(workerFile)) {
    const render = createRenderer(options.setup);
    return { size: 0, run: async (tasks) => tasks.map(render), close: async () => {} };
  }
  const threads = Array.from({ length: workers }, () => new Worker(workerFile, { workerData: options.setup }));
  let nextId = 0;
  const pending = new Map<number, { resolve(results: RenderResult[]): void; reject(error: Error): void }>();
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
  const queue: { tasks: RenderTask[]; resolve(results: RenderResult[]): void; reject(error: Error): void }[] = [];
  const idle = [...threads];
  const pump = () => {
    while (idle.length && queue.length) {
      const thread = idle.shift() as Worker;
      const job = queue.shift() as (typeof queue)[number];
      const id = nextId++;
      pending.set(id, {
        resolve: (results) => {
          idle.push(thread);
          job.resolve(results);
          pump();
        },
        reject: (error) => {
          idle.push(thread);
          job.reject(error);
          pump();
        },
      });
      thread.postMessage({ id, tasks: job.tasks });
    }
  };
  return {
    size: workers,
    run: async (tasks) => {
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
