/** The progress line (issue 12.5): only on a TTY, only after the delay, overwritten in place, cleared at the end. */
import { describe, expect, it } from 'vitest';
import { startProgressLine } from './progress-line.ts';

function fakeTerminal(isTTY: boolean) {
  let written = '';
  let clock = 0;
  let pending: (() => void) | undefined;
  return {
    io: { stderr: { write: (chunk: string) => (written += chunk), isTTY } },
    written: () => written,
    advance(ms: number) {
      clock += ms;
    },
    fire() {
      pending?.();
      pending = undefined;
    },
    options: { now: () => clock, schedule: (run: () => void) => ((pending = run), { cancel: () => (pending = undefined) }) },
  };
}

describe('startProgressLine', () => {
  it('shows nothing when the work ends before the delay', () => {
    const t = fakeTerminal(true);
    const line = startProgressLine(t.io, { enabled: true, text: 'checking…', ...t.options });
    line.update('1/10');
    line.stop();
    t.fire();
    expect(t.written()).toBe('');
  });

  it('after the delay: the line, updated in place at most every interval, erased at the end', () => {
    const t = fakeTerminal(true);
    const line = startProgressLine(t.io, { enabled: true, text: 'checking…', intervalMs: 100, ...t.options });
    t.fire();
    expect(t.written()).toBe('\rchecking…\u001b[K');
    line.update('1/10');
    t.advance(150);
    line.update('2/10');
    line.stop();
    line.update('3/10');
    expect(t.written()).toBe('\rchecking…\u001b[K\r2/10\u001b[K\r\u001b[K');
  });

  it('never writes when stderr is not a TTY or when disabled (--format json, --quiet)', () => {
    for (const [tty, enabled] of [
      [false, true],
      [true, false],
    ] as const) {
      const t = fakeTerminal(tty);
      const line = startProgressLine(t.io, { enabled, text: 'checking…', ...t.options });
      t.fire();
      line.update('1/10');
      line.stop();
      expect(t.written()).toBe('');
    }
  });
});
