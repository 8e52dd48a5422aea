/**
 * Chooses the prefetch strategy: speculation rules where supported; elsewhere the link
 * prefetcher, loaded as a lazy chunk when the browser is idle (it is not needed to show the page).
 */
import { onIdle, type Cancel } from '../shared/timers.ts';
import { canPrefetch, currentConnection } from './can-prefetch.ts';
import { insertSpeculationRules, supportsSpeculationRules } from './speculation-rules.ts';

/** Options of {@link installPrefetch}. */
export interface InstallPrefetchOptions {
  /** Most pending prefetches (5). */
  concurrency: number;
  /** Latest moment the fallback prefetcher loads. */
  idleTimeoutMs: number;
}

/** Installs prefetching unless the connection forbids it; the returned function stops it. */
export function installPrefetch(win: Window, options: InstallPrefetchOptions): Cancel {
  if (!canPrefetch(currentConnection())) return () => undefined;
  if (supportsSpeculationRules(win as unknown as Parameters<typeof supportsSpeculationRules>[0])) {
    const script = insertSpeculationRules(win.document);
    return () => script.remove();
  }
  let stopped = false;
  let stop: Cancel = () => undefined;
  const cancelIdle = onIdle(() => {
    import('./link-prefetcher.ts').then(
      (module) => {
        if (stopped) return;
        stop = module.installLinkPrefetcher(win.document, {
          concurrency: options.concurrency,
          allowed: () => !stopped && canPrefetch(currentConnection()),
        });
      },
      () => undefined,
    );
  }, options.idleTimeoutMs);
  return () => {
    stopped = true;
    cancelIdle();
    stop();
  };
}
