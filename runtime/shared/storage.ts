/**
 * Storage access that never throws: `localStorage` can be missing or throw (sandboxed iframes,
 * disabled storage, quota), and the runtime must keep the page working.
 */

/** Which Web Storage to use. */
export type StorageKind = 'localStorage' | 'sessionStorage';

/** The storage, or `null` when the browser refuses it. */
export function getStorage(kind: StorageKind): Storage | null {
  try {
    return (globalThis as unknown as Record<StorageKind, Storage | undefined>)[kind] ?? null;
  } catch {
    return null;
  }
}

/** Reads a key; `null` when absent or when storage is unavailable. */
export function readItem(kind: StorageKind, key: string): string | null {
  try {
    return getStorage(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Writes (or, with `null`, removes) a key; returns false when storage refused it. */
export function writeItem(kind: StorageKind, key: string, value: string | null): boolean {
  try {
    const storage = getStorage(kind);
    if (!storage) return false;
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}
