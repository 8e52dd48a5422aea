/** `site check` on a terminal (issue 12.5): a progress line on stderr while it renders, cleared; none in JSON or with --quiet. */
import { describe, expect, it } from 'vitest';
import { loadShipped, manifestInput } from '../../test/manifest/fixtures/shipped.ts';
import { captureIO } from '../../test/manifest/fixtures/io.ts';
import { runCli } from '../program.ts';

/**
 * `site check` in process with stderr a terminal. The line appears at once (SITE_PROGRESS_DELAY_MS=0),
 * so the test does not depend on the check taking more than a second on this machine; the delay
 * itself is `progress-line.test.ts`'s, on an injected clock.
 */
async function checkOnTerminal(argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const io = captureIO({ env: { SITE_PROGRESS_DELAY_MS: '0' } });
  io.stderr.isTTY = true;
  const code = await runCli(['check', ...argv], io, { load: { manifestInput: manifestInput(), entries: (await loadShipped()).entries } });
  return { code, out: io.out(), err: io.err() };
}

describe('site check on a TTY', () => {
  it('shows the progress line while rendering, overwritten in place and cleared at the end', { timeout: 300_000 }, async () => {
    const result = await checkOnTerminal([]);
    const seen = JSON.stringify(result);
    expect(result.code, seen).toBe(0);
    expect(result.out, seen).toBe('✔ no problems\n');
    expect(result.err, seen).toMatch(/^\rsite check: /);
    // Every write goes back to the line start and erases the rest: nothing scrolls.
    for (const part of result.err.split('\r').slice(1)) expect(part, seen).toMatch(/^(site check: (checking pages…|rendering pages in memory \d+\/\d+))?\u001b\[K$/);
    expect(result.err.endsWith('\r\u001b[K'), seen).toBe(true);
    expect(result.err, seen).not.toContain('\n');
  });

  it('none with --format json, and nothing at all with --quiet when there is no error', { timeout: 300_000 }, async () => {
    const json = await checkOnTerminal(['--format', 'json']);
    expect(json.err).toBe('');
    expect(JSON.parse(json.out)).toMatchObject({ errors: 0 });
    expect(await checkOnTerminal(['--quiet'])).toEqual({ code: 0, out: '', err: '' });
  });
});
