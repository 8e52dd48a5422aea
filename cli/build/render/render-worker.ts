import { parentPort, workerData } from 'node:worker_threads';
import { createRenderer, type RendererSetup, type RenderTask } from './render-tasks.ts';

/**
 * Worker thread entry: renders markdown and pages for the build's pool. A batch is answered once
 * its pages are stored; while those writes finish, the next batch (the pool sends two) renders.
 */
const renderer = createRenderer(workerData as RendererSetup);
parentPort?.on('message', async (batch: { id: number; tasks: RenderTask[] }) => {
  try {
    const results = batch.tasks.map(renderer.render);
    await renderer.settle();
    parentPort?.postMessage({ id: batch.id, results });
  } catch (error) {
    parentPort?.postMessage({ id: batch.id, error: (error as Error).message });
  }
});
