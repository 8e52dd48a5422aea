/** Chat-ready polling (spec 9): every 500 ms, giving up after 1200 polls. */

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
    const id = setInterval(() => {
      polls += 1;
      if (options.isReady()) {
        clearInterval(id);
        resolve(true);
      } else if (polls >= options.maxPolls) {
        clearInterval(id);
        resolve(false);
      }
    }, options.intervalMs);
  });
}
