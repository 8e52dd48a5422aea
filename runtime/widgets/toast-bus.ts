/**
 * Hands toast and tip messages from anywhere in the runtime (e.g. a failed one-tap login) to the
 * ToastHost island. Messages shown before the widgets chunk has mounted are buffered and
 * delivered to the first subscriber.
 */

/** Toast colour: failed (red) or success (green) (spec 4). */
export type ToastType = 'success' | 'failed';

/** A message for the ToastHost. */
export type ToastMessage =
  | { kind: 'toast'; type: ToastType; text: string }
  | { kind: 'tip'; text: string; /** Default: `constants.tipDelayMs`. */ delayMs?: number };

/** Publish/subscribe for toast messages. */
export interface ToastBus {
  show(message: ToastMessage): void;
  /** Receives buffered messages at once, then new ones; returns the unsubscriber. */
  subscribe(listener: (message: ToastMessage) => void): () => void;
}

/** Creates a bus. */
export function createToastBus(): ToastBus {
  const buffered: ToastMessage[] = [];
  const listeners = new Set<(message: ToastMessage) => void>();
  return {
    show(message) {
      if (listeners.size === 0) buffered.push(message);
      for (const listener of listeners) listener(message);
    },
    subscribe(listener) {
      listeners.add(listener);
      for (const message of buffered.splice(0)) listener(message);
      return () => listeners.delete(listener);
    },
  };
}
