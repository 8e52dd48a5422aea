import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { capTimerDelay, onIdle, setCappedTimeout, throttleTrailing } from './timers.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('capTimerDelay', () => {
  it('caps at 2147483647 ms and floors at 0', () => {
    expect(capTimerDelay(365 * 86_400_000)).toBe(2147483647);
    expect(capTimerDelay(2147483647)).toBe(2147483647);
    expect(capTimerDelay(-5)).toBe(0);
    expect(capTimerDelay(Number.NaN)).toBe(0);
    expect(capTimerDelay(1500)).toBe(1500);
  });
});

describe('setCappedTimeout', () => {
  it('does not fire a huge delay at once (browsers overflow above 2^31-1)', () => {
    const callback = vi.fn();
    setCappedTimeout(callback, 365 * 86_400_000);
    vi.advanceTimersByTime(1000);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2147483647);
    expect(callback).toHaveBeenCalledTimes(1);
  });
  it('can be cancelled', () => {
    const callback = vi.fn();
    const cancel = setCappedTimeout(callback, 100);
    cancel();
    vi.advanceTimersByTime(200);
    expect(callback).not.toHaveBeenCalled();
  });
});

describe('throttleTrailing', () => {
  it('runs once at the end of the window, never on the leading edge', () => {
    const callback = vi.fn();
    const throttled = throttleTrailing(callback, 200);
    throttled();
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    throttled();
    throttled();
    vi.advanceTimersByTime(99);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
  });
  it('opens a new window after the trailing call', () => {
    const callback = vi.fn();
    const throttled = throttleTrailing(callback, 200);
    throttled();
    vi.advanceTimersByTime(200);
    throttled();
    vi.advanceTimersByTime(200);
    expect(callback).toHaveBeenCalledTimes(2);
  });
  it('cancel drops the pending call', () => {
    const callback = vi.fn();
    const throttled = throttleTrailing(callback, 200);
    throttled();
    throttled.cancel();
    vi.advanceTimersByTime(500);
    expect(callback).not.toHaveBeenCalled();
  });
});

describe('onIdle', () => {
  it('uses requestIdleCallback with the timeout when available', () => {
    const ric = vi.fn((cb: () => void) => {
      cb();
      return 7;
    });
    const cic = vi.fn();
    vi.stubGlobal('requestIdleCallback', ric);
    vi.stubGlobal('cancelIdleCallback', cic);
    const callback = vi.fn();
    const cancel = onIdle(callback, 2000);
    expect(ric).toHaveBeenCalledWith(callback, { timeout: 2000 });
    expect(callback).toHaveBeenCalledTimes(1);
    cancel();
    expect(cic).toHaveBeenCalledWith(7);
  });
  it('falls back to a short timeout', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const callback = vi.fn();
    onIdle(callback, 2000);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(callback).toHaveBeenCalledTimes(1);
  });
});
