import Tinypool from 'tinypool';
import { createRenderer, type RendererSetup, type RenderTask } from './render-tasks.ts';

/** Worker thread entry of the build's pool: renders one batch of tasks (`RenderPool.run`). */
const render = createRenderer(Tinypool.workerData as RendererSetup);

export default function renderBatch(tasks: RenderTask[]) {
  return tasks.map((task) => render(task));
}
