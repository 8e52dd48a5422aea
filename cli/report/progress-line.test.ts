/** The progress line (issue 12.5): only on a TTY, only after the delay, overwritten in place, cleared at the end. */
import { describe, expect, it } from 'vitest';
import { PROGRESS_DELAY_MS, progressDelayOf, startProgressLine } from './progress-line.ts';

function fakeTerminal(isTTY: boolean) {
  let written = '';
  let clock = 0;
  let pending: (() => void) | undefined;
  /** The `ms` of every schedule call: the delay the line waits. */
  const delays: number[] = [];
  return {
    delays,
    io: { stderr: { write: (chunk: string) => (written += chunk), isTTY } },
    written: () => written,
    advance(ms: number) {
      clock += ms;
    },
    fire() {
      pending?.();
      pending = undefined;
    },
    options: { now: () => clock, schedule: (run: () => void, ms: number) => (delays.push(ms), (pending = run), { cancel: () => (pending = undefined) }) },
  };
}

describe('startProgressLine', () => {
  it('waits 1000 ms by default, and the delay it is given otherwise', () => {
    const t = fakeTerminal(true);
    startProgressLine(t.io, { enabled: true, text: 'checking…', ...t.options }).stop();
    startProgressLine(t.io, { enabled: true, text: 'checking…', delayMs: 250, ...t.options }).stop();
    expect(t.delays).toEqual([1000, 250]);
    expect(t.written()).toBe('');
    expect(PROGRESS_DELAY_MS).toBe(1000);
  });

  it('with no delay, draws at once (nothing scheduled), so work that ends within the tick still shows and clears its line', () => {
    const t = fakeTerminal(true);
    const line = startProgressLine(t.io, { enabled: true, text: 'building static…', delayMs: 0, ...t.options });
    expect(t.delays).toEqual([]);
    expect(t.written()).toBe('\rbuilding static…\u001b[K');
    line.stop();
    expect(t.written()).toBe('\rbuilding static…\u001b[K\r\u001b[K');
  });

  it('takes the delay site check gives it from SITE_PROGRESS_DELAY_MS, 1000 ms when unset or not a whole number ≥ 0', () => {
    const delayFor = (env: Record<string, string | undefined>) => {
      const t = fakeTerminal(true);
      startProgressLine(t.io, { enabled: true, text: 'checking…', delayMs: progressDelayOf(env), ...t.options }).stop();
      return t.delays;
    };
    expect(delayFor({})).toEqual([1000]);
    expect(delayFor({ SITE_PROGRESS_DELAY_MS: '250' })).toEqual([250]);
    expect(progressDelayOf({ SITE_PROGRESS_DELAY_MS: '0' })).toBe(0);
    expect(delayFor({ SITE_PROGRESS_DELAY_MS: '0' })).toEqual([]); // drawn at once, nothing scheduled
    for (const value of ['', 'soon', '-5']) expect(delayFor({ SITE_PROGRESS_DELAY_MS: value }), value).toEqual([1000]);
  });

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
