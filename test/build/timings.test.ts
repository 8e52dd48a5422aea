/** `SITE_TIMINGS=1`: a full `site build` prints one `[timing]` line on stderr per phase, in order (the durations are not asserted). */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../cli/program.ts';
import { captureIO } from '../manifest/fixtures/io.ts';
import { smallProject } from '../support/small-project.ts';

/** The phases of `buildSite`, in the order they end. */
const PHASES = ['inputs loaded', 'cache loaded', 'inputs checked', 'markdown', 'pages', 'checks and site files', 'written'];

let project: { root: string; cleanup(): Promise<void> };
beforeAll(async () => {
  project = await smallProject();
}, 120_000);
afterAll(() => project.cleanup());

async function build(env: Record<string, string>): Promise<{ code: number; err: string }> {
  const io = captureIO({ cwd: project.root, env: { HOME: project.root, SITE_CACHE_DIR: join(project.root, '.site-cache'), ...env } });
  const code = await runCli(['build', '--workers', '0'], io);
  return { code, err: io.err() };
}

describe('SITE_TIMINGS', () => {
  it('=1 prints a line per build phase on stderr, each phase once and in order; unset, none', async () => {
    const timed = await build({ SITE_TIMINGS: '1' });
    expect(timed.code, timed.err).toBe(0);
    const lines = timed.err.split('\n').filter((line) => line.startsWith('[timing] '));
    expect(lines.map((line) => /^\[timing\] (.+?) \d+\.\d\d s, cpu \d+\.\d\d s, rss \d+ MiB, main heap \d+ MiB$/.exec(line)?.[1] ?? line)).toEqual(PHASES);
    // Without the variable, a build that runs every phase again (a fresh cache) prints none.
    const quiet = await build({ SITE_CACHE_DIR: join(project.root, '.other-cache') });
    expect(quiet.code, quiet.err).toBe(0);
    expect(quiet.err).not.toContain('[timing]');
  }, 300_000);
});
