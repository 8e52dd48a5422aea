/** Regression (issue 13.6): `site build --target all` left a stale dist/<site>/ of an earlier static build beside dist/<target>/. */
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../cli/program.ts';
import { captureIO } from '../manifest/fixtures/io.ts';
import { smallProject } from '../support/small-project.ts';

let project: { root: string; cleanup(): Promise<void> };
beforeAll(async () => {
  project = await smallProject();
}, 120_000);
afterAll(() => project.cleanup());

async function site(argv: string[]) {
  const io = captureIO({ cwd: project.root, env: { HOME: project.root, SITE_CACHE_DIR: join(project.root, 'node_modules-cache') } });
  const code = await runCli(argv, io);
  return { code, out: io.out(), err: io.err() };
}

describe('site build --target all after a single-target build', () => {
  it('removes the earlier dist/<site>/ folders and keeps one folder per target', async () => {
    const dist = join(project.root, 'dist');
    expect((await site(['build', '--workers', '0'])).code).toBe(0);
    expect(existsSync(join(dist, 'main', 'index.html'))).toBe(true);
    const all = await site(['build', '--workers', '0', '--target', 'all']);
    expect(all.code, all.err).toBe(0);
    expect(all.out).toContain(`removed ${join(dist, 'main')}`);
    expect((await readdir(dist)).sort()).toEqual(['.build-files.json', 'cloudflare', 'netlify', 'nginx', 'static']);
    expect(existsSync(join(dist, 'nginx', 'main', '_nginx', 'server.conf'))).toBe(true);
    // …and a later single-target build replaces the all-build whole, instead of refusing a folder it wrote.
    const again = await site(['build', '--workers', '0', '--target', 'netlify']);
    expect(again.code, again.err).toBe(0);
    expect((await readdir(dist)).sort()).toEqual(['.build-files.json', 'main', 'ru', 'zh'].filter((name) => name === '.build-files.json' || existsSync(join(dist, name))));
    expect(existsSync(join(dist, 'nginx'))).toBe(false);
    expect(existsSync(join(dist, 'main', '_redirects'))).toBe(true);
  }, 600_000);
});
