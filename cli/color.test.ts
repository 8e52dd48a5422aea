/** Issue 12.5: colour follows FORCE_COLOR, then NO_COLOR, then whether the stream is a TTY. */
import { describe, expect, it } from 'vitest';
import { site } from '../test/manifest/fixtures/cli.ts';
import { type CliIO, colorOn, styler } from './io.ts';

const io = (env: CliIO['env'], tty: boolean): CliIO => ({ stdout: { write: () => true, isTTY: tty }, stderr: { write: () => true, isTTY: tty }, cwd: '/srv/site', env });

describe('colorOn', () => {
  it.each([
    [{}, true, true],
    [{}, false, false],
    [{ TERM: 'dumb' }, true, false],
    [{ NO_COLOR: '1' }, true, false],
    [{ NO_COLOR: '' }, true, true],
    [{ FORCE_COLOR: '1' }, false, true],
    [{ FORCE_COLOR: '' }, false, true],
    [{ FORCE_COLOR: '3' }, false, true],
    [{ FORCE_COLOR: '1', NO_COLOR: '1' }, false, true],
    [{ FORCE_COLOR: '0' }, true, false],
    [{ FORCE_COLOR: 'false' }, true, false],
  ])('%j on a %s TTY → %s', (env, tty, on) => {
    expect(colorOn(io(env, tty))).toBe(on);
    expect(styler(io(env, tty)).red('x')).toBe(on ? '\u001b[31mx\u001b[39m' : 'x');
  });
});

describe('on the command line', () => {
  it('FORCE_COLOR colours output that is not a TTY; NO_COLOR alone does not', async () => {
    expect((await site(['explain', '/pricing'], { env: { FORCE_COLOR: '1' } })).out).toMatch(/\u001b\[32m→ 200/);
    expect((await site(['explain', '/pricing'], { env: { NO_COLOR: '1' } })).out).not.toMatch(/\u001b\[/);
    expect((await site(['explain', '/pricing'])).out).not.toMatch(/\u001b\[/);
  });
});
