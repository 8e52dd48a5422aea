/** Builds the {@link RuntimeContext} the core hands to lazy chunks and widgets. */
import { describeError, errorEvent } from './analytics/error-listeners.ts';
import { ERROR_TYPES, type AnalyticsEventInput } from './analytics/events.ts';
import { ApiError, createApiClient } from './api/api-client.ts';
import { selectApiHosts } from './api/api-hosts.ts';
import { loadChunk } from './build/reload-guard.ts';
import type { RuntimeConfig } from './config.ts';
import type { RuntimeContext } from './context.ts';
import { navigateTo } from './url-safety.ts';
import type { ToastBus } from './widgets/toast-bus.ts';

/** What the context is made of. */
export interface ContextParts {
  config: RuntimeConfig;
  win: Window;
  toasts: ToastBus;
  track(event: AnalyticsEventInput): boolean;
  /** Makes sure the widgets chunk (ToastHost) is loading. */
  ensureWidgets(): void;
}

/** The analytics error event for a swallowed failure: API errors carry their 'req/res error' trigger. */
export function failureEvent(error: unknown, trigger: string, type?: string): AnalyticsEventInput {
  if (error instanceof ApiError) {
    return errorEvent(type ?? ERROR_TYPES.api, describeError(error), error.trigger, { step: trigger, status: error.status, code: error.code });
  }
  return errorEvent(type ?? ERROR_TYPES.runtime, describeError(error), trigger);
}

/** Creates the context. */
export function createRuntimeContext(parts: ContextParts): RuntimeContext {
  const { config, win } = parts;
  const hosts = selectApiHosts(win.location.hostname, config.api);
  const report = (error: unknown, trigger: string, type?: string): void => {
    try {
      parts.track(failureEvent(error, trigger, type));
    } catch {
      // Reporting fails silently (spec 8).
    }
  };
  return {
    config,
    hosts,
    api: createApiClient(hosts.api),
    toasts: parts.toasts,
    track: (event) => {
      try {
        return parts.track(event);
      } catch {
        return false;
      }
    },
    report,
    showToast: (message) => {
      parts.toasts.show(message);
      parts.ensureWidgets();
    },
    navigate: (url, options = {}) => {
      try {
        navigateTo(url, { ...options, location: win.location });
        return true;
      } catch (error) {
        report(error, 'navigate');
        return false;
      }
    },
    loadChunk: (load) => loadChunk(load, win),
  };
}
