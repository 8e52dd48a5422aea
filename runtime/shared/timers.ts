/**
 * Timer helpers. Every runtime timer goes through {@link setCappedTimeout}: browsers fire a
 * timeout longer than 2^31 - 1 ms at once, so delays are capped at that (spec 9).
 */
import { MAX_TIMER_DELAY_MS } from '../defaults.ts';

/** A function that cancels what it was returned for. */
export type Cancel = () => void;

/** Clamps a delay to `[0, max]`; `NaN` becomes 0. */
export function capTimerDelay(ms: number, max: number = MAX_TIMER_DELAY_MS): number {
  if (!(ms > 0)) return 0;
  return Math.min(ms, max);
}

/** `setTimeout` with the delay capped by {@link capTimerDelay}. Returns a cancel function. */
export function setCappedTimeout(callback: () => void, ms: number): Cancel {
  const id = setTimeout(callback, capTimerDelay(ms));
  return () => clearTimeout(id);
}

/** `setInterval` with the period capped by {@link capTimerDelay}. Returns a cancel function. */
export function setCappedInterval(callback: () => void, ms: number): Cancel {
  const id = setInterval(callback, capTimerDelay(ms));
  return () => clearInterval(id);
}

/** A throttled function with a `cancel` to drop the pending call. */
export interface Throttled {
  (): void;
  cancel(): void;
}

/**
 * Trailing-only throttle (spec 9: scroll handler, 200 ms): the first call starts a window of
 * `waitMs`; `callback` runs once at its end, however many calls came in; never on the leading edge.
 */
export function throttleTrailing(callback: () => void, waitMs: number): Throttled {
  let cancelPending: Cancel | null = null;
  const throttled = (): void => {
    if (cancelPending) return;
    cancelPending = setCappedTimeout(() => {
      cancelPending = null;
      callback();
    }, waitMs);
  };
  throttled.cancel = (): void => {
    cancelPending?.();
    cancelPending = null;
  };
  return throttled;
}

/** Delay standing in for "idle" where `requestIdleCallback` is missing (Safari). */
export const IDLE_FALLBACK_DELAY_MS = 200;

/** Runs `callback` when the browser is idle, or after `timeoutMs` at the latest. */
export function onIdle(callback: () => void, timeoutMs: number): Cancel {
  const w = globalThis as { requestIdleCallback?: (cb: () => void, o: { timeout: number }) => number; cancelIdleCallback?: (id: number) => void };
  if (typeof w.requestIdleCallback === 'function') {
    const id = w.requestIdleCallback(callback, { timeout: capTimerDelay(timeoutMs) });
    return () => w.cancelIdleCallback?.(id);
  }
  return setCappedTimeout(callback, Math.min(timeoutMs, IDLE_FALLBACK_DELAY_MS));
}
