/**
 * The build cache is recognised as site's own by the folder check (`CACHE_ENTRIES`): every entry
 * a real build writes into it is one the check knows, so the next build is not refused. A cache
 * file added to the build without its name there would make every second build exit 2.
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { captureIO } from '../../test/manifest/fixtures/io.ts';
import { smallProject } from '../../test/support/small-project.ts';
import { folderFacts } from '../output-folders.ts';
import { CACHE_ENTRIES } from '../output-safety.ts';
import { runCli } from '../program.ts';

let project: { root: string; cleanup(): Promise<void> };
beforeAll(async () => {
  project = await smallProject();
}, 120_000);
afterAll(() => project.cleanup());

async function build(cache: string): Promise<{ code: number; err: string }> {
  const io = captureIO({ cwd: project.root, env: { HOME: project.root, SITE_CACHE_DIR: cache } });
  const code = await runCli(['build', '--workers', '0', '--quiet'], io);
  return { code, err: io.err() };
}

it('a cache a build wrote holds only entries site knows, and the next build uses it', async () => {
  const cache = join(project.root, '.site-cache');
  const first = await build(cache);
  expect(first.code, first.err).toBe(0);
  const entries = await readdir(cache);
  expect(entries).toContain('CACHEDIR.TAG');
  expect(entries.filter((name) => !CACHE_ENTRIES.test(name)), 'cache entries the folder check does not know').toEqual([]);
  expect(folderFacts(cache, 'cache').state).toBe('marked');
  const second = await build(cache);
  expect(second.code, second.err).toBe(0);
  expect(second.err).not.toContain('refusing');
}, 300_000);
