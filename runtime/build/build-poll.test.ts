import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchLatestBuildId, parseLatestBuildId, startBuildPolling } from './build-poll.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('parseLatestBuildId', () => {
  it('reads the id', () => {
    expect(parseLatestBuildId({ id: 'b2', timestamp: 1 })).toBe('b2');
    expect(parseLatestBuildId({ id: '' })).toBeNull();
    expect(parseLatestBuildId({ id: 3 })).toBeNull();
    expect(parseLatestBuildId(null)).toBeNull();
  });
});

describe('fetchLatestBuildId', () => {
  it('asks with a timestamp and no cache', async () => {
    const fetchImpl = vi.fn(async () => new Response(JSON.stringify({ id: 'b9' })));
    await expect(fetchLatestBuildId('/builds/latest.json', fetchImpl, 1234)).resolves.toBe('b9');
    expect(fetchImpl).toHaveBeenCalledWith('/builds/latest.json?t=1234', { cache: 'no-store' });
  });
  it('is null on failure', async () => {
    await expect(fetchLatestBuildId('/x', async () => new Response('', { status: 404 }), 1)).resolves.toBeNull();
    await expect(fetchLatestBuildId('/x', async () => Promise.reject(new Error('offline')), 1)).resolves.toBeNull();
    await expect(fetchLatestBuildId('/x', async () => new Response('not json'), 1)).resolves.toBeNull();
  });
});

describe('startBuildPolling', () => {
  it('checks at once, then every interval, and stops once outdated', async () => {
    const answers = ['b1', null, 'b2', 'b3'];
    const fetchLatest = vi.fn(async () => answers.shift() ?? null);
    const onOutdated = vi.fn();
    startBuildPolling({ buildId: 'b1', intervalMs: 3_600_000, fetchLatest, onOutdated });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchLatest).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(fetchLatest).toHaveBeenCalledTimes(2);
    expect(onOutdated).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(onOutdated).toHaveBeenCalledWith('b2');
    await vi.advanceTimersByTimeAsync(10 * 3_600_000);
    expect(fetchLatest).toHaveBeenCalledTimes(3);
    expect(onOutdated).toHaveBeenCalledTimes(1);
  });
  it('takes the first id read as the baseline when the page has none', async () => {
    const answers = [null, 'b7', 'b7', 'b8'];
    const fetchLatest = vi.fn(async () => answers.shift() ?? null);
    const onOutdated = vi.fn();
    startBuildPolling({ buildId: '', intervalMs: 1_000, fetchLatest, onOutdated });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(onOutdated).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(onOutdated).toHaveBeenCalledWith('b8');
  });
  it('without a build id, takes the first build as its own when that build serves the page as it is', async () => {
    const answers = ['b7', 'b7', 'b8'];
    const fetchLatest = vi.fn(async () => answers.shift() ?? null);
    const servesPage = vi.fn(async () => true);
    const onOutdated = vi.fn();
    const onBaseline = vi.fn();
    startBuildPolling({ buildId: '', intervalMs: 1_000, fetchLatest, onOutdated, servesPage, onBaseline });
    await vi.advanceTimersByTimeAsync(0);
    expect(onBaseline).toHaveBeenCalledWith('b7');
    expect(vi.getTimerCount(), 'the next check is scheduled in the step that took the baseline').toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(servesPage).toHaveBeenCalledTimes(1);
    expect(servesPage).toHaveBeenCalledWith('b7');
    expect(onOutdated).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(onOutdated).toHaveBeenCalledWith('b8');
    expect(servesPage).toHaveBeenCalledTimes(1);
    expect(onBaseline).toHaveBeenCalledTimes(1);
  });
  it('is outdated at the first check when the latest build does not serve this page as it is (an old copy)', async () => {
    const onOutdated = vi.fn();
    const fetchLatest = vi.fn(async () => 'b7');
    const onBaseline = vi.fn();
    startBuildPolling({ buildId: '', intervalMs: 1_000, fetchLatest, onOutdated, servesPage: async () => false, onBaseline });
    await vi.advanceTimersByTimeAsync(0);
    expect(onOutdated).toHaveBeenCalledWith('b7');
    expect(onBaseline).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(fetchLatest).toHaveBeenCalledTimes(1);
  });
  it('takes the build as its own when it cannot tell whether it serves the page', async () => {
    const onOutdated = vi.fn();
    startBuildPolling({ buildId: '', intervalMs: 1_000, fetchLatest: async () => 'b7', onOutdated, servesPage: async () => null });
    await vi.advanceTimersByTimeAsync(3_000);
    expect(onOutdated).not.toHaveBeenCalled();
  });
  it('can be stopped', async () => {
    const fetchLatest = vi.fn(async () => 'b1');
    const stop = startBuildPolling({ buildId: 'b1', intervalMs: 1000, fetchLatest, onOutdated: vi.fn() });
    await vi.advanceTimersByTimeAsync(0);
    stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchLatest).toHaveBeenCalledTimes(1);
  });
});
