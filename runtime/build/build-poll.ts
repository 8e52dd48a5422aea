/**
 * Build polling (spec 1, 4, 7): `GET builds/latest.json?t={now}` with `cache: 'no-store'`,
 * expecting `{"id": "<buildId>", "timestamp": <ms>}`. When the id differs from the page's build
 * id, `onOutdated` runs once and polling stops. A page built without an id (`buildId: ''`, so
 * unchanged pages stay byte-identical across builds) takes the first id it reads as its own.
 */
import { setCappedTimeout, type Cancel } from '../shared/timers.ts';

/** The build id in a `latest.json` body, or `null`. */
export function parseLatestBuildId(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const id = (body as { id?: unknown }).id;
  return typeof id === 'string' && id !== '' ? id : null;
}

/** Fetches the latest build id; `null` on any failure (polling is best-effort). */
export async function fetchLatestBuildId(path: string, fetchImpl: typeof fetch = (...a) => fetch(...a), now: number = Date.now()): Promise<string | null> {
  try {
    const separator = path.includes('?') ? '&' : '?';
    const response = await fetchImpl(`${path}${separator}t=${now}`, { cache: 'no-store' });
    return response.ok ? parseLatestBuildId(await response.json()) : null;
  } catch {
    return null;
  }
}

/** Options of {@link startBuildPolling}. */
export interface BuildPollOptions {
  /** This page's build id; '' = the first id read is this page's build. */
  buildId: string;
  /** Time between checks. */
  intervalMs: number;
  /** Returns the latest id, or `null` when unknown. */
  fetchLatest(): Promise<string | null>;
  /** Called once when a different id is seen. */
  onOutdated(latestId: string): void;
  /** Whether build `id` serves this page as it is (`null`: unknown). Default: unknown. */
  servesPage?(id: string): Promise<boolean | null>;
  /** Called when a page without a build id has taken `id` as its own (in the step that schedules the next check). */
  onBaseline?(id: string): void;
}

/** Checks now, then every `intervalMs`, until outdated. Returns a stop function. */
export function startBuildPolling(options: BuildPollOptions): Cancel {
  let stopped = false;
  let cancelTimer: Cancel = () => undefined;
  let baseline = options.buildId === '' ? null : options.buildId;
  const check = async (): Promise<void> => {
    const latest = await options.fetchLatest();
    if (stopped) return;
    if (latest !== null && baseline === null) {
      const serves = (await options.servesPage?.(latest)) ?? null;
      if (stopped) return;
      if (serves !== false) {
        baseline = latest;
        options.onBaseline?.(latest);
      }
    }
    if (latest !== null && latest !== baseline) {
      stopped = true;
      options.onOutdated(latest);
      return;
    }
    cancelTimer = setCappedTimeout(() => void check(), options.intervalMs);
  };
  void check();
  return () => {
    stopped = true;
    cancelTimer();
  };
}
