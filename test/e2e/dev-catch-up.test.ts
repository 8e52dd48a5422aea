/**
 * `site dev` as a real process: a file saved during the first build, before the watcher exists,
 * is still picked up. No further save is made; only the catch-up check after the watcher's scan
 * can find it (before it, such a save stayed unseen until the file was saved again).
 */
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { tempProject } from '../support/temp-project.ts';
import { type RunningDev, startDev } from './dev-server.ts';

const ARTICLE = 'content/blog/en/automate-browser-profiles-with-local-api.md';
const ARTICLE_PATH = '/blog/automate-browser-profiles-with-local-api';

let project: { root: string; cleanup(): Promise<void> } | undefined;
let dev: RunningDev | undefined;

afterEach(async () => {
  await dev?.stop();
  await project?.cleanup();
});

it('serves an edit saved during the first build, with no further save', async () => {
  project = await tempProject();
  const root = project.root;
  const mark = `Saved during the first build ${Date.now()}.`;
  dev = await startDev(root, 240_000, [], () => appendFileSync(join(root, ARTICLE), `\n${mark}\n`));
  const main = dev.urls.main ?? '';
  const served = async () => (await (await fetch(`${main}${ARTICLE_PATH}`)).text()).includes(mark);
  await expect.poll(served, { timeout: 60_000, interval: 200 }).toBe(true);
  // Reported like any other save: the file, then what was rendered.
  await expect.poll(() => dev?.output(), { timeout: 10_000, interval: 100 }).toMatch(new RegExp(`site dev: ${ARTICLE}: \\d+ pages? rendered, pages reloaded`));
}, 360_000);
