import { parentPort, workerData } from 'node:worker_threads';
import type { I18nSetup } from '../../templates/i18n.tsx';
import type { ImageAsset } from './markdown.ts';
import { createRenderer, type RenderTask } from './render-tasks.ts';

/** Worker thread entry: renders markdown and pages for the build's pool. */
const { i18n, images } = workerData as { i18n: I18nSetup; images: [string, ImageAsset][] };
const render = createRenderer(i18n, new Map(images));
parentPort?.on('message', (batch: { id: number; tasks: RenderTask[] }) => {
  try {
    parentPort?.postMessage({ id: batch.id, results: batch.tasks.map(render) });
  } catch (error) {
    parentPort?.postMessage({ id: batch.id, error: (error as Error).message });
  }
});
