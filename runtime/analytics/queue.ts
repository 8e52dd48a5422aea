/**
 * The analytics queue (spec 4): events accumulate and are sent when the queue reaches the batch
 * size, when an event is flagged sync, or a delay after the last event.
 *
 * Storage is the queue: `track` appends to the persisted list, and a flush reads a batch, hands it
 * to the browser and removes it, all in one synchronous step. So a reload resends exactly what
 * was pending, and two tabs (or a page and its reload) never send the same entry twice. The only
 * asynchronous part, loading the crypto chunk, happens before that step.
 */
import { setCappedTimeout, type Cancel } from '../shared/timers.ts';
import { toQueueEntry, type AnalyticsEventInput, type QueueEntry } from './events.ts';

/**
 * Batches the store keeps at most: when beacons cannot leave (a refused key, an endpoint the
 * browser will not queue for), the oldest entries go first instead of filling localStorage.
 */
export const MAX_STORED_BATCHES = 10;

/** What the queue needs from its surroundings; all injectable for tests. */
export interface QueueDeps {
  /** Events per beacon; reaching it flushes (20). */
  batchSize: number;
  /** Flush this long after the last event (10 s). */
  flushDelayMs: number;
  /** The persisted entries (oldest first). */
  load(): QueueEntry[];
  /** Replace the persisted entries. */
  save(entries: QueueEntry[]): void;
  /** Gets the sender ready (loads the crypto chunk); resolves at once when ready. */
  prepare(): void | Promise<void>;
  /** True once `prepare` has completed, so a flush can run synchronously (pagehide). */
  isPrepared(): boolean;
  /** Send one batch synchronously; `true` once the browser accepted it. */
  send(batch: QueueEntry[]): boolean;
  /** Clock. */
  now(): number;
}

/** The queue's API. */
export interface AnalyticsQueue {
  /** Queues an event; `false` when its kind is refused. */
  track(input: AnalyticsEventInput): boolean;
  /** Sends everything pending, in batches. Never rejects. */
  flush(): Promise<void>;
  /** Pending entries. */
  pending(): QueueEntry[];
  /** Cancels the delayed flush (entries stay persisted). */
  stop(): void;
}

/** Sends batches until the store is empty or the browser refuses one. Synchronous. */
function drain(deps: QueueDeps): void {
  for (;;) {
    const entries = deps.load();
    const batch = entries.slice(0, deps.batchSize);
    if (batch.length === 0 || !deps.send(batch)) return;
    deps.save(entries.slice(batch.length));
  }
}

/** Persists `entry` after the stored ones, the oldest dropped beyond {@link MAX_STORED_BATCHES}; returns what is stored. */
function append(deps: QueueDeps, entry: QueueEntry): QueueEntry[] {
  const entries = deps.load();
  entries.push(entry);
  const over = entries.length - deps.batchSize * MAX_STORED_BATCHES;
  if (over > 0) entries.splice(0, over);
  deps.save(entries);
  return entries;
}

/** Creates a queue and schedules the resend of entries persisted by an earlier page. */
export function createAnalyticsQueue(deps: QueueDeps): AnalyticsQueue {
  let cancelTimer: Cancel | null = null;
  let preparing: Promise<void> | null = null;
  /** The last flush left a full batch it could not send: until one gets through, only the delay retries. */
  let stuck = false;

  /** (Re)starts the delayed flush. */
  const schedule = (): void => {
    cancelTimer?.();
    cancelTimer = setCappedTimeout(() => void flush(), deps.flushDelayMs);
  };

  const flush = async (): Promise<void> => {
    cancelTimer?.();
    cancelTimer = null;
    try {
      if (!deps.isPrepared()) {
        preparing ??= Promise.resolve(deps.prepare()).finally(() => (preparing = null));
        await preparing;
      }
      drain(deps);
    } catch {
      // Reporting is fire-and-forget (spec 8): entries stay persisted for the next attempt.
    }
    const left = deps.load().length;
    stuck = left >= deps.batchSize;
    // What could not be sent is tried again after the delay (and on the next page, from storage).
    if (left > 0 && !cancelTimer) schedule();
  };

  const track = (input: AnalyticsEventInput): boolean => {
    const entry = toQueueEntry(input, deps.now());
    if (!entry) return false;
    const entries = append(deps, entry);
    // A full batch goes at once, unless the last one could not be sent: then the delayed flush
    // retries it, not every click.
    if (input.sync === true || (entries.length >= deps.batchSize && !stuck)) {
      void flush();
    } else {
      schedule();
    }
    return true;
  };

  if (deps.load().length > 0) void flush();
  return {
    track,
    flush,
    pending: () => deps.load(),
    stop: () => {
      cancelTimer?.();
      cancelTimer = null;
    },
  };
}
