/**
 * Loads the widgets chunk (React + the island registry) lazily: when the browser is idle, when a
 * `[data-island]` mount point becomes visible, or at once when something needs it (a toast).
 * The core never imports React.
 */
import { onIdle, type Cancel } from '../shared/timers.ts';

/** Selector of island mount points. */
export const ISLAND_SELECTOR = '[data-island]';

/** Options of {@link scheduleWidgets}. */
export interface WidgetScheduleOptions {
  /** Latest moment to load when the browser is never idle. */
  idleTimeoutMs: number;
  /** Loads and mounts the chunk (called at most once). */
  load(): Promise<void>;
}

/** The loader's handle. */
export interface WidgetLoader {
  /** Loads now (idempotent); resolves once mounted, never rejects. */
  ensure(): Promise<void>;
  /** Stops the idle and visibility triggers. */
  cancel: Cancel;
}

/** Schedules the widgets chunk for this document. Without mount points it waits for `ensure()`. */
export function scheduleWidgets(doc: Document, options: WidgetScheduleOptions): WidgetLoader {
  let loading: Promise<void> | null = null;
  let cancelIdle: Cancel = () => undefined;
  let observer: IntersectionObserver | null = null;
  const cancel = (): void => {
    cancelIdle();
    observer?.disconnect();
  };
  const ensure = (): Promise<void> => {
    if (!loading) {
      cancel();
      loading = options.load().catch(() => undefined);
    }
    return loading;
  };
  const mounts = doc.querySelectorAll(ISLAND_SELECTOR);
  if (mounts.length > 0) {
    cancelIdle = onIdle(() => void ensure(), options.idleTimeoutMs);
    if (typeof IntersectionObserver === 'function') {
      observer = new IntersectionObserver((entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void ensure();
      });
      mounts.forEach((mount) => observer?.observe(mount));
    }
  }
  return { ensure, cancel };
}
