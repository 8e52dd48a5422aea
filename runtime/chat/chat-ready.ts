/** Chat-ready polling (spec 9): every 500 ms, giving up after 1200 polls. */
import { setCappedInterval } from '../shared/timers.ts';

/** Options of {@link pollUntil}. */
export interface PollOptions {
  intervalMs: number;
  maxPolls: number;
  /** Checked on every poll. */
  isReady(): boolean;
}

/** Resolves `true` when `isReady` holds on a poll, `false` once `maxPolls` polls failed. */
export function pollUntil(options: PollOptions): Promise<boolean> {
  return new Promise((resolve) => {
    let polls = 0;
    const stop = setCappedInterval(() => {
      polls += 1;
      if (options.isReady()) {
        stop();
        resolve(true);
      } else if (polls >= options.maxPolls) {
        stop();
        resolve(false);
      }
    }, options.intervalMs);
  });
}
