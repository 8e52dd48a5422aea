import { parentPort, workerData } from 'node:worker_threads';
import { createRenderer, type RendererSetup, type RenderTask } from './render-tasks.ts';

/** Worker thread entry: renders markdown and pages for the build's pool. */
const render = createRenderer(workerData as RendererSetup);
parentPort?.on('message', (batch: { id: number; tasks: RenderTask[] }) => {
  try {
    parentPort?.postMessage({ id: batch.id, results: batch.tasks.map(render) });
  } catch (error) {
    parentPort?.postMessage({ id: batch.id, error: (error as Error).message });
  }
});
