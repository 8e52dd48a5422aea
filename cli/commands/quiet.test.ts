/** `--quiet` (issue 12.5): errors only, on every command that prints progress. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smallProject } from '../../test/support/small-project.ts';
import { captureIO } from '../../test/manifest/fixtures/io.ts';
import { site } from '../../test/manifest/fixtures/cli.ts';
import { createProgram, runCli } from '../program.ts';
import { quietIO } from './options.ts';

let project: { root: string; cleanup(): Promise<void> };
beforeAll(async () => {
  project = await smallProject();
});
afterAll(async () => {
  await project.cleanup();
});

async function run(argv: string[], tty = true): Promise<{ code: number; out: string; err: string }> {
  const io = captureIO({ cwd: project.root });
  io.stderr.isTTY = tty;
  const code = await runCli(argv, io);
  return { code, out: io.out(), err: io.err() };
}

describe('--quiet', () => {
  it('is a flag of every command that prints progress or a summary', () => {
    const { program } = createProgram(captureIO());
    const quiet = program.commands.filter((command) => command.options.some((option) => option.long === '--quiet')).map((command) => command.name());
    expect(quiet.sort()).toEqual(['build', 'check', 'dev', 'new', 'serve']);
  });

  it('site build: no progress bar, summary or warnings; exit 0', { timeout: 300_000 }, async () => {
    const loud = await run(['build', '--out', 'dist-loud', '--workers', '0']);
    expect(loud.code).toBe(0);
    expect(loud.out).toMatch(/^built \d+ sites for static into /);
    // The progress bar, drawn in place and erased once the target is built.
    expect(loud.err.startsWith('\r')).toBe(true);
    expect(loud.err).toContain('building static');
    expect(loud.err).toContain('\r\u001b[K');
    expect(await run(['build', '--out', 'dist-quiet', '--workers', '0', '--quiet'])).toEqual({ code: 0, out: '', err: '' });
  });

  it('site build --quiet still prints what it refuses (exit 2)', { timeout: 300_000 }, async () => {
    const result = await run(['build', '--quiet', '--target', 'all', '--out', '.']);
    expect(result.code).toBe(2);
    expect(result.err).toMatch(/it is the project folder/);
  });

  it('site check --quiet with errors: the errors and the summary, on stdout as always', async () => {
    const result = await site(['check', '--skip-render', '--quiet'], {
      load: { manifestInput: { ...(await import('../../test/manifest/fixtures/shipped.ts')).manifestInput(), useCaseSwap: { locales: ['zh', 'xx'], replace: {} } } },
    });
    expect(result.code).toBe(1);
    expect(result.out).toContain('error UNKNOWN_LOCALE');
    expect(result.out).toMatch(/✖ \d+ errors?, 0 warnings/);
  });

  it('serve and dev: stdout (addresses, rebuild lines) dropped, stderr and the root kept', () => {
    let err = '';
    const io = { ...captureIO({ cwd: '/a' }), stderr: { write: (chunk: string) => (err += chunk) } };
    const quiet = quietIO(io, true);
    quiet.stdout.write('site serve: main at http://127.0.0.1:1/\n');
    quiet.stderr.write('site serve: port 1 is in use\n');
    expect(io.out()).toBe('');
    expect(err).toBe('site serve: port 1 is in use\n');
    io.cwd = '/b';
    expect(quiet.cwd).toBe('/b');
    expect(quietIO(io, false)).toBe(io);
  });
});
