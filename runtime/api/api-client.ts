/**
 * The client API wrapper (spec 7): JSON responses `{code, data}`, rejected unless `code` is 0;
 * GET requests are retried once on 408, 409, 425, 429, 500, 502, 503 and 504; requests with a
 * body are never retried. Failures reject with an {@link ApiError} whose `trigger` is the spec's
 * 'req error' (no response) or 'res error' (bad status, bad JSON, non-zero code).
 */

/** Statuses on which a GET is retried once. */
export const RETRY_STATUSES: readonly number[] = [408, 409, 425, 429, 500, 502, 503, 504];

/** The envelope every API answer uses. */
export interface ApiEnvelope<T> {
  code: number;
  data: T;
  msg?: string;
}

/** Where an API call failed. */
export type ApiTrigger = 'req error' | 'res error';

/** Rejection of the API wrapper. */
export class ApiError extends Error {
  /** 'req error' (no response) or 'res error'. */
  declare readonly trigger: ApiTrigger;
  /** HTTP status, when a response came. */
  declare readonly status: number | null;
  /** The envelope's non-zero code, when there was one. */
  declare readonly code: number | null;
  constructor(message: string, trigger: ApiTrigger, status: number | null = null, code: number | null = null) {
    super(message);
    this.name = 'ApiError';
    this.trigger = trigger;
    this.status = status;
    this.code = code;
  }
}

/** Options of one call. */
export interface ApiCallOptions {
  /** Send cookies to the API origin (the referral call). */
  credentials?: boolean;
}

/** Calls against one API origin. */
export interface ApiClient {
  /** The API origin. */
  readonly base: string;
  /** GET `path` with `query`; resolves to `data`. */
  get<T>(path: string, query?: Record<string, string>, options?: ApiCallOptions): Promise<T>;
  /** POST `fields` as multipart form data; resolves to `data`. */
  postForm<T>(path: string, fields: Record<string, string>, options?: ApiCallOptions): Promise<T>;
}

/** Joins an origin, a path and a query. */
export function buildApiUrl(base: string, path: string, query: Record<string, string> = {}): string {
  const url = new URL(base.replace(/\/+$/, '') + (path.startsWith('/') ? path : `/${path}`));
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.href;
}

/** Creates a client for `base`; `fetchImpl` is injectable for tests. */
export function createApiClient(base: string, fetchImpl: typeof fetch = (...args) => fetch(...args)): ApiClient {
  async function call<T>(url: string, init: RequestInit, retries: number): Promise<T> {
    let response: Response;
    try {
      response = await fetchImpl(url, init);
    } catch (error) {
      throw new ApiError(`Request to ${url} failed: ${String(error)}`, 'req error');
    }
    if (!response.ok) {
      if (retries > 0 && RETRY_STATUSES.includes(response.status)) return call<T>(url, init, retries - 1);
      throw new ApiError(`Request to ${url} answered ${response.status}`, 'res error', response.status);
    }
    let body: Partial<ApiEnvelope<T>>;
    try {
      body = (await response.json()) as Partial<ApiEnvelope<T>>;
    } catch {
      throw new ApiError(`Response of ${url} is not JSON`, 'res error', response.status);
    }
    if (body.code !== 0) {
      const code = typeof body.code === 'number' ? body.code : null;
      throw new ApiError(`Response of ${url} has code ${String(body.code)}`, 'res error', response.status, code);
    }
    return body.data as T;
  }
  const credentials = (options?: ApiCallOptions): RequestCredentials => (options?.credentials ? 'include' : 'same-origin');
  return {
    base,
    get: (path, query, options) => call(buildApiUrl(base, path, query), { method: 'GET', credentials: credentials(options) }, 1),
    postForm: (path, fields, options) => {
      const form = new FormData();
      for (const [key, value] of Object.entries(fields)) form.append(key, value);
      return call(buildApiUrl(base, path), { method: 'POST', body: form, credentials: credentials(options) }, 0);
    },
  };
}
