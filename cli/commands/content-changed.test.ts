/**
 * A content file edited while a command runs, after the input digest vouched for its hash and
 * before its text was read: the command stops with one line that names the file and says what to
 * do, exit 1, never as an internal error to report (`ContentChangedError`, `runCli`), and the
 * output in place is left as it was.
 */
import { existsSync } from 'node:fs';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileHash } from '../build/hash.ts';
import { ContentChangedError } from '../load/content.ts';
import { captureIO } from '../../test/manifest/fixtures/io.ts';
import { smallProject } from '../../test/support/small-project.ts';
import { runCli } from '../program.ts';

let project: { root: string; cleanup(): Promise<void> };
let env: Record<string, string>;
beforeAll(async () => {
  project = await smallProject();
  env = { SITE_CACHE_DIR: join(project.root, '.cache') };
});
afterAll(async () => {
  await project.cleanup();
});

async function run(argv: string[], options?: Parameters<typeof runCli>[2], cacheDir = env.SITE_CACHE_DIR): Promise<{ code: number; err: string }> {
  const io = captureIO({ cwd: project.root, env: { ...env, SITE_CACHE_DIR: cacheDir } });
  const code = await runCli(argv, io, options);
  return { code, err: io.err() };
}

describe('a content file that changes while a command runs', () => {
  it('stops site build with the file named and exit 1; the output in place is unchanged and the next build has the edit', async () => {
    expect((await run(['build', '--quiet'])).code).toBe(0);
    const meta = await readFile(join(project.root, 'dist', '.build-files.json'), 'utf8');
    const file = 'content/blog/en/alpha.md';
    const before = await readFile(join(project.root, file));
    // What the input digest saw (the hash of the text before the edit), with the edit made since;
    // the markdown cache is gone, so the body must be read to be rendered.
    await writeFile(join(project.root, file), `${before.toString('utf8')}\nA line added while the build ran.\n`);
    for (const name of await readdir(env.SITE_CACHE_DIR!)) if (name.startsWith('markdown')) await rm(join(env.SITE_CACHE_DIR!, name));
    // Into a new folder: the build id is the last one (every hash it trusts is), so `dist/` holds it already.
    const { code, err } = await run(['build', '--quiet', '--out', 'next'], { load: { knownHashes: new Map([[file, fileHash(before)]]) } });
    expect(code).toBe(1);
    expect(err).toContain(`${file} changed while the build was running; run the build again`);
    expect(err).not.toContain('internal error');
    expect(existsSync(join(project.root, 'next', '.build-files.json'))).toBe(false);
    expect(await readFile(join(project.root, 'dist', '.build-files.json'), 'utf8')).toBe(meta);
    expect((await run(['build', '--quiet'])).code).toBe(0);
    expect(await readFile(join(project.root, 'dist', 'main', 'blog', 'alpha.html'), 'utf8')).toContain('A line added while the build ran.');
  });

  it('reaches the command line as one line and exit 1 when it stops a command outside the build', async () => {
    const file = 'content/blog/en/alpha.md';
    // The project's load meets the changed file (a text read to place a diagnostic, say).
    const load = {
      get knownHashes(): never {
        throw new ContentChangedError(file);
      },
    };
    for (const command of ['check', 'build', 'routes']) {
      // A cache of its own: with the last run's, `check` and `build` may stop before loading anything.
      const { code, err } = await run([command], { load }, join(project.root, '.cache-outside'));
      expect(err).toBe(`site: ${file} changed while the build was running; run the build again\n`);
      expect(code).toBe(1);
    }
  });
});
