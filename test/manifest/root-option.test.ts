/**
 * `--root DIR` (issue 12.5): run from anywhere. Every path resolves from the root: the manifest,
 * the content, `--out`, and the project the output-safety rules protect.
 */
import { mkdtemp, realpath, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../cli/program.ts';
import { tempProject } from '../support/temp-project.ts';
import { captureIO, STACK_FRAME } from './fixtures/io.ts';

let project: { root: string; cleanup(): Promise<void> };
let elsewhere: string;
beforeAll(async () => {
  project = await tempProject();
  project.root = await realpath(project.root);
  elsewhere = await mkdtemp(join(tmpdir(), 'site-elsewhere-'));
});
afterAll(async () => {
  await project.cleanup();
  await rm(elsewhere, { recursive: true, force: true });
});

/** `site <argv>` started in a folder without a project (cwd as main.ts finds it: the start folder). */
async function siteFrom(start: string, argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const io = captureIO({ cwd: start, env: { HOME: elsewhere } });
  const code = await runCli(argv, { ...io, workingDir: start });
  expect(`${io.out()}${io.err()}`).not.toMatch(STACK_FRAME);
  return { code, out: io.out(), err: io.err() };
}

describe('--root', () => {
  it('without it, outside a project: exit 2 naming the missing manifest and --root', async () => {
    const result = await siteFrom(elsewhere, ['check', '--skip-render']);
    expect(result.code).toBe(2);
    expect(result.err).toBe(`site: no manifest/site/index.ts in ${elsewhere} or a folder above it; run site inside the project, or pass --root <dir>.\n`);
  });

  it('checks the project it names, before or after the command, absolute or relative', async () => {
    for (const argv of [
      ['--root', project.root, 'check', '--skip-render', '--format', 'json'],
      ['check', '--skip-render', '--format', 'json', '--root', project.root],
    ]) {
      const result = await siteFrom(elsewhere, argv);
      expect(result.err).toBe('');
      expect(result.code).toBe(0);
      expect(JSON.parse(result.out)).toMatchObject({ errors: 0 });
    }
    const relative = await siteFrom(dirname(project.root), ['routes', '--locale', 'de', '--format', 'csv', '--root', basename(project.root)]);
    expect(relative.code).toBe(0);
    expect(relative.out).toContain('main,de,/de/pricing,200,page,,pricing,');
  });

  it('a folder without a manifest: exit 2', async () => {
    const result = await siteFrom(elsewhere, ['routes', '--root', join(project.root, 'content')]);
    expect(result.code).toBe(2);
    expect(result.err).toBe(`site: --root ${join(project.root, 'content')} has no manifest/site/index.ts; pass the folder that holds manifest/ and content/.\n`);
  });

  it('a folder that does not exist: exit 2 saying so, the path named once', async () => {
    const missing = join(project.root, 'no-such-folder');
    const result = await siteFrom(elsewhere, ['routes', '--root', missing]);
    expect(result.code).toBe(2);
    expect(result.err).toBe(`site: --root ${missing} does not exist; pass the folder that holds manifest/ and content/.\n`);
  });

  it('output safety protects the root: --out . and --out content are refused there, not where site started', async () => {
    const dot = await siteFrom(elsewhere, ['build', '--root', project.root, '--out', '.']);
    expect(dot.code).toBe(2);
    expect(dot.err).toContain(project.root);
    expect(dot.err).toMatch(/it is the project folder/);
    const content = await siteFrom(elsewhere, ['build', '--root', project.root, '--out', 'content']);
    expect(content.code).toBe(2);
    expect(content.err).toContain(join(project.root, 'content'));
    expect(content.err).toMatch(/it is the project's source folder content\//);
  });
});
