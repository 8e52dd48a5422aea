/**
 * The entry esbuild bundles into `_worker.js` (see `../bundle-worker.ts`). The printer puts the
 * site's data in front of the bundle as `const SITE = {…};`: this module reads it as a free
 * binding, so one compiled bundle serves every site.
 */
import type { WorkerData } from './data.ts';
import { createWorker } from './handler.ts';

declare const SITE: WorkerData;

export default createWorker(SITE);
