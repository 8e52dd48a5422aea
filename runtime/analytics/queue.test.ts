import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QueueEntry } from './events.ts';
import { createAnalyticsQueue, type QueueDeps } from './queue.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A queue over a shared in-memory "localStorage" list, with a sender that is ready at once. */
function harness(overrides: Partial<QueueDeps> = {}, shared: { stored: QueueEntry[] } = { stored: [] }) {
  const sent: QueueEntry[][] = [];
  let prepared = true;
  const deps: QueueDeps = {
    batchSize: 20,
    flushDelayMs: 10_000,
    load: () => shared.stored.slice(),
    save: (entries) => void (shared.stored = entries.slice()),
    prepare: () => void (prepared = true),
    isPrepared: () => prepared,
    send: (batch) => {
      sent.push(batch);
      return true;
    },
    now: () => 1000,
    ...overrides,
  };
  return { queue: createAnalyticsQueue(deps), sent, shared };
}

const click = (n: number | string) => ({ kind: 'click', type: `k${n}` });
const entry = (type: string): QueueEntry => ({ op_obj_value: '{}', op_type: 'click', op_res: '', op_obj_type: type, user_timestamp_: 1 });

describe('analytics queue', () => {
  it('refuses other kinds without queueing', () => {
    const { queue, shared } = harness();
    expect(queue.track({ kind: 'scroll' })).toBe(false);
    expect(queue.pending()).toEqual([]);
    expect(shared.stored).toEqual([]);
  });
  it('sends exactly one beacon when 20 events arrive', async () => {
    const { queue, sent, shared } = harness();
    for (let i = 0; i < 20; i += 1) queue.track(click(i));
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.map((e) => e.op_obj_type)).toEqual(Array.from({ length: 20 }, (_, i) => `k${i}`));
    expect(shared.stored).toEqual([]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sent).toHaveLength(1);
  });
  it('sends 10 s after the last event, not before', async () => {
    const { queue, sent } = harness();
    queue.track(click(1));
    await vi.advanceTimersByTimeAsync(9_000);
    queue.track(click(2));
    await vi.advanceTimersByTimeAsync(9_999);
    expect(sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toHaveLength(2);
  });
  it('sends at once for a sync event', async () => {
    const { queue, sent } = harness();
    queue.track(click(1));
    queue.track({ kind: 'error', sync: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toHaveLength(2);
  });
  it('persists every event as it arrives', () => {
    const { queue, shared } = harness();
    queue.track(click(1));
    queue.track(click(2));
    expect(shared.stored.map((e) => e.op_obj_type)).toEqual(['k1', 'k2']);
  });
  it('resends entries persisted by an earlier page at start', async () => {
    const { sent, shared } = harness({}, { stored: [entry('a'), entry('b'), entry('c')] });
    await vi.advanceTimersByTimeAsync(0);
    expect(sent.map((b) => b.map((e) => e.op_obj_type))).toEqual([['a', 'b', 'c']]);
    expect(shared.stored).toEqual([]);
  });
  it('never sends an entry twice when a page and its reload (or two tabs) share storage', async () => {
    const shared = { stored: [] as QueueEntry[] };
    const first = harness({}, shared);
    ['a', 'b', 'c'].forEach((t) => first.queue.track({ kind: 'click', type: t }));
    const second = harness({}, shared);
    await vi.advanceTimersByTimeAsync(30_000);
    const all = [...first.sent, ...second.sent].flat().map((e) => e.op_obj_type);
    expect(all).toEqual(['a', 'b', 'c']);
  });
  it('keeps entries when the browser refuses the beacon', async () => {
    const { queue, shared } = harness({ send: () => false });
    queue.track({ kind: 'view', sync: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(shared.stored).toHaveLength(1);
  });
  it('keeps entries when sending throws or the crypto chunk fails', async () => {
    const throwing = harness({
      send: () => {
        throw new Error('encryption failed');
      },
    });
    throwing.queue.track({ kind: 'view', sync: true });
    await throwing.queue.flush();
    expect(throwing.queue.pending()).toHaveLength(1);
    const unprepared = harness({ isPrepared: () => false, prepare: () => Promise.reject(new Error('chunk')) });
    unprepared.queue.track({ kind: 'view', sync: true });
    await unprepared.queue.flush();
    expect(unprepared.queue.pending()).toHaveLength(1);
  });
  it('does not retry a failing send on every event: once per full batch, then after the delay', async () => {
    let attempts = 0;
    const { queue } = harness({
      send: () => {
        attempts += 1;
        throw new Error('bad key');
      },
    });
    for (let i = 0; i < 25; i += 1) queue.track(click(i));
    await vi.advanceTimersByTimeAsync(0);
    expect(attempts).toBe(1);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(attempts).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempts).toBe(2);
    for (let i = 25; i < 60; i += 1) queue.track(click(i));
    await vi.advanceTimersByTimeAsync(0);
    expect(attempts).toBe(2);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(attempts).toBe(3);
    expect(queue.pending()).toHaveLength(60);
  });
  it('sends full batches at once again after a retry gets through', async () => {
    let refuse = true;
    const { queue, sent } = harness({ send: (batch) => !refuse && sent.push(batch) > 0 });
    for (let i = 0; i < 20; i += 1) queue.track(click(i));
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(0);
    refuse = false;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sent).toHaveLength(1);
    for (let i = 20; i < 40; i += 1) queue.track(click(i));
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(2);
  });
  it('keeps at most 10 batches when beacons cannot leave, dropping the oldest', async () => {
    let attempts = 0;
    const { queue } = harness({ send: () => (attempts += 1) < 0 });
    for (let i = 0; i < 230; i += 1) queue.track(click(i));
    await vi.advanceTimersByTimeAsync(0);
    expect(attempts).toBe(1);
    const pending = queue.pending();
    expect(pending).toHaveLength(200);
    expect(pending[0]?.op_obj_type).toBe('k30');
    expect(pending.at(-1)?.op_obj_type).toBe('k229');
  });
  it('splits large queues into batches of 20', async () => {
    const { sent } = harness({}, { stored: Array.from({ length: 45 }, (_, i) => entry(`r${i}`)) });
    await vi.advanceTimersByTimeAsync(0);
    expect(sent.map((batch) => batch.length)).toEqual([20, 20, 5]);
  });
  it('prepares the sender once, on the first flush, and includes events that arrived meanwhile', async () => {
    let prepared = false;
    let finish: () => void = () => undefined;
    const prepare = vi.fn(() => new Promise<void>((resolve) => (finish = () => ((prepared = true), resolve()))));
    const { queue, sent } = harness({ prepare, isPrepared: () => prepared });
    queue.track({ kind: 'click', type: 'a' });
    expect(prepare).not.toHaveBeenCalled();
    queue.track({ kind: 'click', type: 'b', sync: true });
    queue.track({ kind: 'click', type: 'c', sync: true });
    expect(prepare).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent.flat().map((e) => e.op_obj_type)).toEqual(['a', 'b', 'c']);
    expect(queue.pending()).toEqual([]);
  });
  it('stop cancels the delayed flush, entries stay persisted', async () => {
    const { queue, sent, shared } = harness();
    queue.track(click(1));
    queue.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sent).toEqual([]);
    expect(shared.stored).toHaveLength(1);
  });
});
