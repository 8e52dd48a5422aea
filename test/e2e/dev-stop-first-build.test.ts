/**
 * `site dev` as a real process, stopped with Ctrl-C (SIGINT) while its first build runs on a cold
 * cache: it stops then, not after the build, and prints no URL and no "watching" (before, the
 * build ran to its end, the URLs and "watching … Ctrl-C to stop" were printed after the Ctrl-C,
 * and a second Ctrl-C killed it without cleaning up). Nothing is left running.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { liveProcesses } from '../hosts/process-table.ts';
import { ROOT, tempProject } from '../support/temp-project.ts';

let project: { root: string; cleanup(): Promise<void> } | undefined;

afterEach(async () => {
  await project?.cleanup();
});

it('Ctrl-C during the first build stops it there: no URL, no watcher, exit 0, no child left', async () => {
  project = await tempProject();
  const root = project.root;
  const child = spawn(process.execPath, [join(ROOT, 'bin', 'site.mjs'), 'dev', '--port', '0'], {
    cwd: root,
    env: { ...process.env, SITE_ROOT: root, SITE_CACHE_DIR: join(root, '.site-cache'), NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.once('close', (code) => done(code)));
  // The first build of the shipped site on an empty cache renders ~2,000 pages: seconds, so the
  // signal sent as soon as it says it is building lands inside it.
  await expect.poll(() => out, { timeout: 120_000, interval: 20 }).toContain('site dev: building');
  child.kill('SIGINT');
  const code = await exited;
  expect(code, out).toBe(0);
  expect(out).toContain('site dev: stopped');
  expect(out).not.toContain('site dev: watching');
  expect(out).not.toMatch(/http:\/\/127\.0\.0\.1:\d+/);
  expect(out).not.toContain('first build:');
  expect(liveProcesses().filter((process) => process.ppid === child.pid)).toEqual([]);
}, 240_000);
