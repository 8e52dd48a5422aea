import type { CliIO } from '../io.ts';

/** A status line on stderr that updates in place. */
export interface ProgressLine {
  /** The text to show now (shown once the delay has passed, then at most every `intervalMs`). */
  update(text: string): void;
  /** Clears the line if it was shown, and stops. */
  stop(): void;
}

const NONE: ProgressLine = { update: () => {}, stop: () => {} };

/** How long work runs before its progress line appears, unless `SITE_PROGRESS_DELAY_MS` says otherwise. */
export const PROGRESS_DELAY_MS = 1000;

/** The delay of the progress line: `SITE_PROGRESS_DELAY_MS` when it is a whole number ≥ 0 (0 = at once), else 1 s. */
export function progressDelayOf(env: Readonly<Record<string, string | undefined>>): number {
  const ms = Number.parseInt(env.SITE_PROGRESS_DELAY_MS ?? '', 10);
  return ms >= 0 ? ms : PROGRESS_DELAY_MS;
}

/**
 * A progress line for work that may take a while: nothing for the first `delayMs` (a quick run
 * prints nothing extra; with 0, at once), then `text` on stderr, overwritten in place (`\r` and erase-line) and
 * erased by `stop()`. Off when stderr is not a TTY or `enabled` is false (`--format json`,
 * `--quiet`), so logs and pipes never see it. `now` and `schedule` are for tests.
 */
export function startProgressLine(
  io: Pick<CliIO, 'stderr'>,
  options: { enabled: boolean; text: string; delayMs?: number; intervalMs?: number; now?: () => number; schedule?: (run: () => void, ms: number) => { cancel(): void } },
): ProgressLine {
  if (!options.enabled || !io.stderr.isTTY) return NONE;
  const now = options.now ?? Date.now;
  const schedule = options.schedule ?? ((run, ms) => {
    const timer = setTimeout(run, ms);
    timer.unref();
    return { cancel: () => clearTimeout(timer) };
  });
  let text = options.text;
  let shown = false;
  let stopped = false;
  let drawnAt = 0;
  const draw = () => {
    drawnAt = now();
    io.stderr.write(`\r${text}\u001b[K`);
  };
  const show = () => {
    if (stopped) return;
    shown = true;
    draw();
  };
  const delayMs = options.delayMs ?? PROGRESS_DELAY_MS;
  // No delay: drawn now, so work that ends before the next tick still shows (and clears) its line.
  const timer = delayMs > 0 ? schedule(show, delayMs) : (show(), { cancel: () => {} });
  return {
    update(next) {
      text = next;
      if (shown && !stopped && now() - drawnAt >= (options.intervalMs ?? 100)) draw();
    },
    stop() {
      if (stopped) return;
      stopped = true;
      timer.cancel();
      if (shown) io.stderr.write('\r\u001b[K');
    },
  };
}
