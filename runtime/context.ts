/**
 * The services the runtime hands to its lazy chunks and to the island widgets. Passing them in
 * (instead of each chunk importing the core's modules) keeps the chunks independent and lets
 * tests give widgets a fake.
 */
import type { AnalyticsEventInput } from './analytics/events.ts';
import type { SelectedApiHosts } from './api/api-hosts.ts';
import type { ApiClient } from './api/api-client.ts';
import type { RuntimeConfig } from './config.ts';
import type { NavigateOptions } from './url-safety.ts';
import type { ToastBus, ToastMessage } from './widgets/toast-bus.ts';

/** Runtime services. Every method is safe to call: none throws at the caller. */
export interface RuntimeContext {
  /** The page's config. */
  readonly config: RuntimeConfig;
  /** API and app origins for this host. */
  readonly hosts: SelectedApiHosts;
  /** Client API wrapper on `hosts.api`. */
  readonly api: ApiClient;
  /** Toast messages for the ToastHost island. */
  readonly toasts: ToastBus;
  /** Queues an analytics event; false when refused. */
  track(event: AnalyticsEventInput): boolean;
  /** Reports a swallowed failure as an analytics error event. */
  report(error: unknown, trigger: string, type?: string): void;
  /** Shows a toast (loads the widgets chunk if needed). */
  showToast(message: ToastMessage): void;
  /** Navigates (url-safety rules); a refused navigation is reported, not thrown. Returns success. */
  navigate(url: string, options?: Omit<NavigateOptions, 'location'>): boolean;
  /** Runs a dynamic import under the reload guard. */
  loadChunk<T>(load: () => Promise<T>): Promise<T>;
}
