/**
 * Global error reporting (spec 8): resource load errors → 100101 'resource reload error', script
 * errors → 100102, unhandled rejections → 100103. Capped per page so a failure loop cannot flood
 * the queue.
 */
import type { Cancel } from '../shared/timers.ts';
import { ERROR_TYPES, RESOURCE_ERROR_MESSAGE, type AnalyticsEventInput } from './events.ts';

/** Most error events reported by one page. */
export const MAX_ERROR_REPORTS_PER_PAGE = 50;

/** Longest error message kept. */
export const MAX_ERROR_MESSAGE_LENGTH = 500;

/** Builds an error event. */
export function errorEvent(type: string, message: string, trigger = '', addition: Record<string, unknown> = {}): AnalyticsEventInput {
  return {
    kind: 'error',
    type,
    fields: {
      error_type: type,
      error_msg: message.slice(0, MAX_ERROR_MESSAGE_LENGTH),
      url: globalThis.location?.href ?? '',
      title: globalThis.document?.title ?? '',
      trigger_button: trigger,
    },
    addition,
  };
}

/** Text of any thrown value. */
export function describeError(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  try {
    return typeof error === 'string' ? error : JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}

/** Listens for errors on `win` and passes them to `track`. Returns the uninstaller. */
export function installErrorReporting(win: Window, track: (event: AnalyticsEventInput) => void): Cancel {
  let reported = 0;
  const report = (event: AnalyticsEventInput): void => {
    if (reported >= MAX_ERROR_REPORTS_PER_PAGE) return;
    reported += 1;
    track(event);
  };
  const onError = (event: Event): void => {
    const target = event.target as (Element & { src?: string; href?: string; currentSrc?: string }) | null;
    if (target && target !== (win as unknown) && typeof target.tagName === 'string') {
      const src = target.currentSrc || target.src || target.href || '';
      report(errorEvent(ERROR_TYPES.resource, RESOURCE_ERROR_MESSAGE, target.tagName.toLowerCase(), { src: String(src) }));
      return;
    }
    const e = event as ErrorEvent;
    const where = e.filename ? ` at ${e.filename}:${e.lineno}:${e.colno}` : '';
    report(errorEvent(ERROR_TYPES.script, `${e.message || describeError(e.error)}${where}`, 'script'));
  };
  const onRejection = (event: PromiseRejectionEvent): void => {
    report(errorEvent(ERROR_TYPES.rejection, describeError(event.reason), 'promise'));
  };
  win.addEventListener('error', onError, true);
  win.addEventListener('unhandledrejection', onRejection);
  return () => {
    win.removeEventListener('error', onError, true);
    win.removeEventListener('unhandledrejection', onRejection);
  };
}
