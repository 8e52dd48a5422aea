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

/** The folders of the small project's sites (`small-site/index.ts`: the shipped sites but ru). */
const SITES = ['main', 'zh'];
/** The folders `--target all` writes, one per target. */
const TARGETS = ['cloudflare', 'netlify', 'nginx', 'static'];

describe('site build --target all after a single-target build', () => {
  it('removes the earlier dist/<site>/ folders and keeps one folder per target', async () => {
    const dist = join(project.root, 'dist');
    expect((await site(['build', '--workers', '0'])).code).toBe(0);
    expect((await readdir(dist)).sort()).toEqual(['.build-files.json', ...SITES]);
    for (const id of SITES) expect(existsSync(join(dist, id, 'index.html')), `${id}/index.html`).toBe(true);
    const all = await site(['build', '--workers', '0', '--target', 'all']);
    expect(all.code, all.err).toBe(0);
    expect(all.out).toContain(`removed ${SITES.map((id) => join(dist, id)).join(', ')}: left by an earlier single-target build in the same --out\n`);
    expect((await readdir(dist)).sort()).toEqual(['.build-files.json', ...TARGETS]);
    expect(existsSync(join(dist, 'nginx', 'main', '_nginx', 'server.conf'))).toBe(true);
    expect(existsSync(join(dist, 'static', 'zh', 'index.html'))).toBe(true);
    // …and a later single-target build replaces the all-build whole, instead of refusing a folder it wrote.
    const again = await site(['build', '--workers', '0', '--target', 'netlify']);
    expect(again.code, again.err).toBe(0);
    expect((await readdir(dist)).sort()).toEqual(['.build-files.json', ...SITES]);
    for (const target of TARGETS) expect(existsSync(join(dist, target)), `dist/${target}/ of the all-build`).toBe(false);
    for (const id of SITES) {
      expect(existsSync(join(dist, id, 'index.html')), `${id}/index.html`).toBe(true);
      expect(existsSync(join(dist, id, '_redirects')), `${id}/_redirects`).toBe(true);
    }
  }, 600_000);
});
