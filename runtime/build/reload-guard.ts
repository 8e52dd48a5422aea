/**
 * Reload guard (spec 4, 8): a failed chunk load raises a preload-error event; unless a listener
 * cancels it, the page reloads, at most once per path within the window (10 s), recorded in
 * sessionStorage. Without sessionStorage it never reloads, so it can never loop.
 */
import { readItem, writeItem } from '../shared/storage.ts';
import type { Cancel } from '../shared/timers.ts';

/** The event a failed chunk load raises on `window` (cancelable; `detail` is the error). */
export const PRELOAD_ERROR_EVENT = 'site:preload-error';

/** Timestamps of the last guarded reload per path. */
export type ReloadLog = Record<string, number>;

/** Pure decision: reload unless this path reloaded less than `windowMs` ago. */
export function decideReload(log: ReloadLog, path: string, now: number, windowMs: number): { reload: boolean; log: ReloadLog } {
  const last = log[path];
  if (last !== undefined && now - last >= 0 && now - last < windowMs) return { reload: false, log };
  const next: ReloadLog = {};
  for (const [p, at] of Object.entries(log)) if (now - at < windowMs) next[p] = at;
  next[path] = now;
  return { reload: true, log: next };
}

/** Reads the log, decides, stores the new log; true when the caller may reload now. */
export function shouldReload(storageKey: string, path: string, windowMs: number, now: number = Date.now()): boolean {
  let log: ReloadLog = {};
  try {
    const parsed: unknown = JSON.parse(readItem('sessionStorage', storageKey) ?? '{}');
    if (parsed && typeof parsed === 'object') log = parsed as ReloadLog;
  } catch {
    log = {};
  }
  const decision = decideReload(log, path, now, windowMs);
  return decision.reload && writeItem('sessionStorage', storageKey, JSON.stringify(decision.log));
}

/** Options of {@link installReloadGuard}. */
export interface ReloadGuardOptions {
  storageKey: string;
  windowMs: number;
  /** Default `location.reload()`. */
  reload?: () => void;
}

/**
 * Reloads on uncancelled preload errors, guarded per path. The decision waits for a microtask so
 * every listener, including ones added later, had the chance to cancel. Returns the uninstaller.
 */
export function installReloadGuard(win: Window, options: ReloadGuardOptions): Cancel {
  const onPreloadError = (event: Event): void => {
    queueMicrotask(() => {
      if (event.defaultPrevented) return;
      if (shouldReload(options.storageKey, win.location.pathname, options.windowMs)) (options.reload ?? (() => win.location.reload()))();
    });
  };
  win.addEventListener(PRELOAD_ERROR_EVENT, onPreloadError);
  return () => win.removeEventListener(PRELOAD_ERROR_EVENT, onPreloadError);
}

/**
 * Runs a dynamic import; when it rejects, dispatches {@link PRELOAD_ERROR_EVENT} (which triggers
 * the guard) and rejects with the original error.
 */
export async function loadChunk<T>(load: () => Promise<T>, win: Window = window): Promise<T> {
  try {
    return await load();
  } catch (error) {
    win.dispatchEvent(new CustomEvent(PRELOAD_ERROR_EVENT, { detail: error, cancelable: true }));
    throw error;
  }
}
