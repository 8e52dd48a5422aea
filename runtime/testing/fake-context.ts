/**
 * A recording {@link RuntimeContext} for unit tests of chunks and widgets (not bundled: nothing in
 * the runtime imports it). API answers are scripted per path.
 */
import type { AnalyticsEventInput } from '../analytics/events.ts';
import type { ApiCallOptions, ApiClient } from '../api/api-client.ts';
import { type RuntimeConfig } from '../config.ts';
import { exampleRuntimeConfig } from '../example-config.ts';
import type { RuntimeContext } from '../context.ts';
import type { NavigateOptions } from '../url-safety.ts';
import { createToastBus, type ToastMessage } from '../widgets/toast-bus.ts';

/** One recorded API call. */
export interface RecordedCall {
  method: 'GET' | 'POST';
  path: string;
  params: Record<string, string>;
  options: ApiCallOptions | undefined;
}

/** A scripted answer: the `data` to resolve with, or an Error to reject with. */
export type ScriptedAnswer = unknown | Error | ((params: Record<string, string>) => unknown);

/** The fake, with what it recorded. */
export interface FakeContext extends RuntimeContext {
  tracked: AnalyticsEventInput[];
  reported: { error: unknown; trigger: string; type: string | undefined }[];
  toastsShown: ToastMessage[];
  navigations: { url: string; options: Omit<NavigateOptions, 'location'> | undefined }[];
  calls: RecordedCall[];
}

/** Options of {@link createFakeContext}. */
export interface FakeContextOptions {
  config?: RuntimeConfig;
  /** Answers by API path; a path without an answer rejects. */
  answers?: Record<string, ScriptedAnswer>;
  /** What `navigate` returns (default true). */
  navigateResult?: boolean;
}

/** Creates the fake. */
export function createFakeContext(options: FakeContextOptions = {}): FakeContext {
  const config = options.config ?? exampleRuntimeConfig();
  const answers = options.answers ?? {};
  const calls: RecordedCall[] = [];
  const answer = async <T>(method: 'GET' | 'POST', path: string, params: Record<string, string>, callOptions?: ApiCallOptions): Promise<T> => {
    calls.push({ method, path, params, options: callOptions });
    if (!(path in answers)) throw new Error(`No scripted answer for ${path}`);
    const scripted = answers[path];
    const value = typeof scripted === 'function' ? (scripted as (p: Record<string, string>) => unknown)(params) : scripted;
    if (value instanceof Error) throw value;
    return value as T;
  };
  const api: ApiClient = {
    base: config.api.test.api,
    get: (path, query = {}, callOptions) => answer('GET', path, query, callOptions),
    postForm: (path, fields, callOptions) => answer('POST', path, fields, callOptions),
  };
  const fake: FakeContext = {
    config,
    hosts: { tier: 'test', api: config.api.test.api, app: config.api.test.app },
    api,
    toasts: createToastBus(),
    tracked: [],
    reported: [],
    toastsShown: [],
    navigations: [],
    calls,
    track: (event) => {
      fake.tracked.push(event);
      return true;
    },
    report: (error, trigger, type) => void fake.reported.push({ error, trigger, type }),
    showToast: (message) => {
      fake.toastsShown.push(message);
      fake.toasts.show(message);
    },
    navigate: (url, navigateOptions) => {
      fake.navigations.push({ url, options: navigateOptions });
      return options.navigateResult ?? true;
    },
    loadChunk: (load) => load(),
  };
  return fake;
}
