/**
 * `site dev --engine nginx|netlify` as a real process on a temp copy of the project: the real engine
 * answers behind the dev server (redirects to the other site stay on loopback, HTML gets the dev
 * client), an edit is served after the engines restart, and SIGTERM leaves no engine process.
 */
import { readFileSync } from 'node:fs';
import { appendFile, chmod } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { engineAvailable } from '../../cli/serve/engines.ts';
import { fetchRaw } from '../hosts/http-client.ts';
import { liveProcesses } from '../hosts/process-table.ts';
import { ROOT, tempProject } from '../support/temp-project.ts';
import { type RunningDev, startDev } from './dev-server.ts';

const ARTICLE = 'content/blog/en/automate-browser-profiles-with-local-api.md';
const ARTICLE_PATH = '/blog/automate-browser-profiles-with-local-api';

/** Process groups whose leader is a child of `pid` (the engines `site dev` started, each in its own group). */
function engineGroupsOf(pid: number): number[] {
  return liveProcesses().flatMap((process) => {
    try {
      const stat = readFileSync(`/proc/${process.pid}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      return ppid === pid && process.pgrp === process.pid ? [process.pid] : [];
    } catch {
      return [];
    }
  });
}

let project: { root: string; cleanup(): Promise<void> } | undefined;
let dev: RunningDev | undefined;

afterEach(async () => {
  await dev?.stop();
  await project?.cleanup();
  dev = undefined;
  project = undefined;
});

/** The body of a page, as the dev server answers it. */
async function body(url: string): Promise<string> {
  const response = await fetch(url);
  return response.text();
}

describe.each([
  ['nginx', engineAvailable('nginx', ROOT).ok],
  ['netlify', engineAvailable('netlify', ROOT).ok],
] as const)('site dev --engine %s', (engine, available) => {
  it.skipIf(!available)('serves through the engine, follows an edit, and stops every engine process', async () => {
    project = await tempProject();
    await chmod(project.root, 0o755); // nginx workers run as another user when the tests run as root
    dev = await startDev(project.root, 240_000, ['--engine', engine]);
    const main = dev.urls.main ?? '';
    expect(await fetchRaw(main, '/zh/pricing')).toMatchObject({ status: 301, location: `${dev.urls.zh}/pricing` });
    expect(await fetchRaw(main, ARTICLE_PATH)).toMatchObject({ status: 200, page: ARTICLE_PATH });
    expect(await body(`${main}${ARTICLE_PATH}`)).toContain('<script type="module" src="/__site_dev/client.js"></script>');
    const mark = `Served by ${engine} ${Date.now()}.`;
    await appendFile(join(project.root, ARTICLE), `\n${mark}\n`);
    await expect.poll(() => body(`${main}${ARTICLE_PATH}`), { timeout: 60_000, interval: 200 }).toContain(mark);
    const pid = dev.child.pid ?? 0;
    const groups = engineGroupsOf(pid);
    // nginx runs one process group per site; Netlify's engine runs in process.
    expect(groups.length).toBe(engine === 'nginx' ? 3 : 0);
    expect(await dev.stop()).toBe(0);
    const left = liveProcesses().filter((process) => groups.includes(process.pgrp));
    expect(left).toEqual([]);
  }, 300_000);
});
