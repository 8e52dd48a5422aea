/**
 * Persistence of the analytics queue in localStorage, as base64 of its JSON (spec 4, "encoded").
 * Where localStorage is unavailable the queue lives in memory for the page's lifetime.
 */
import { decodeBase64, encodeBase64 } from '../shared/base64.ts';
import { readItem, writeItem } from '../shared/storage.ts';
import { isQueueEntry, type QueueEntry } from './events.ts';

/** Encodes entries for storage. */
export function encodeQueue(entries: QueueEntry[]): string {
  return encodeBase64(JSON.stringify(entries));
}

/** Decodes stored entries; malformed data or entries are dropped, never thrown. */
export function decodeQueue(stored: string | null): QueueEntry[] {
  if (!stored) return [];
  try {
    const value: unknown = JSON.parse(decodeBase64(stored));
    return Array.isArray(value) ? value.filter(isQueueEntry) : [];
  } catch {
    return [];
  }
}

/** Load and save of the queue under one key. */
export interface QueueStore {
  load(): QueueEntry[];
  save(entries: QueueEntry[]): void;
}

/** A store on localStorage `key`, falling back to memory when storage refuses a write. */
export function createQueueStore(key: string): QueueStore {
  let memory: QueueEntry[] | null = null;
  return {
    load: () => (memory ? memory.slice() : decodeQueue(readItem('localStorage', key))),
    save: (entries) => {
      const stored = writeItem('localStorage', key, entries.length > 0 ? encodeQueue(entries) : null);
      memory = stored ? null : entries.slice();
    },
  };
}
