import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_CONSTANTS } from '../example-config.ts';
import { pollUntil } from './chat-ready.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('pollUntil', () => {
  it('polls every 500 ms until ready', async () => {
    let ready = false;
    const isReady = vi.fn(() => ready);
    const result = pollUntil({ intervalMs: DEFAULT_CONSTANTS.chatReadyPollMs, maxPolls: DEFAULT_CONSTANTS.chatReadyMaxPolls, isReady });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(isReady).toHaveBeenCalledTimes(2);
    ready = true;
    await vi.advanceTimersByTimeAsync(500);
    await expect(result).resolves.toBe(true);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(isReady).toHaveBeenCalledTimes(3);
  });
  it('stops after 1200 polls', async () => {
    const isReady = vi.fn(() => false);
    const result = pollUntil({ intervalMs: 500, maxPolls: 1_200, isReady });
    await vi.advanceTimersByTimeAsync(500 * 1_200);
    await expect(result).resolves.toBe(false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(isReady).toHaveBeenCalledTimes(1_200);
  });
});
