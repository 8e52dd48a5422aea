/**
 * Starts every runtime feature for one page. Each feature is isolated: if one throws, it is
 * reported and the others still start; nothing is thrown at the page.
 */
import { ensureDeviceId } from './analytics/device-id.ts';
import { describeError, errorEvent, installErrorReporting } from './analytics/error-listeners.ts';
import { ERROR_TYPES, RESOURCE_ERROR_MESSAGE, type AnalyticsEventInput } from './analytics/events.ts';
import { installPageTracking, pageViewEvent } from './analytics/page-tracking.ts';
import { createAnalyticsQueue, type AnalyticsQueue } from './analytics/queue.ts';
import { createQueueStore } from './analytics/queue-storage.ts';
import { fetchLatestBuildId, startBuildPolling } from './build/build-poll.ts';
import { installOutdatedNavigation } from './build/outdated-navigation.ts';
import { buildMetaPath, buildServesPage } from './build/page-build.ts';
import { installReloadGuard } from './build/reload-guard.ts';
import type { RuntimeConfig } from './config.ts';
import type { RuntimeContext } from './context.ts';
import { createRuntimeContext } from './create-context.ts';
import { installImageFallback } from './images/image-fallback.ts';
import { updateHandOffLinks } from './links/hand-off-from.ts';
import { installLinkGuard } from './links/link-guard.ts';
import { isBot } from './locale/is-bot.ts';
import { runLocaleRedirect } from './locale/locale-redirect.ts';
import { installLocaleSwitch } from './locale/locale-switch.ts';
import { installPrefetch } from './prefetch/install-prefetch.ts';
import { onIdle, setCappedTimeout, type Cancel } from './shared/timers.ts';
import { scheduleWidgets, type WidgetLoader } from './widgets/widget-loader.ts';
import { createToastBus } from './widgets/toast-bus.ts';

/** The handle `startRuntime` returns (also exposed as `window.siteRuntime`). */
export interface RuntimeHandle {
  readonly context: RuntimeContext;
  readonly queue: AnalyticsQueue;
  /** True once `builds/latest.json` named another build. */
  isOutdated(): boolean;
  /** The build this page belongs to: `config.buildId`, else the first build read that serves it ('' until then). */
  buildId(): string;
  /** Removes listeners and timers (tests). */
  stop(): void;
}

declare global {
  interface Window {
    /** The running site runtime, for templates' data attributes and end-to-end tests. */
    siteRuntime?: RuntimeHandle;
  }
}

/** Starts the runtime on `win` with `config`. */
export function startRuntime(config: RuntimeConfig, win: Window = window): RuntimeHandle {
  const doc = win.document;
  const c = config.constants;
  const cleanups: Cancel[] = [];
  const queue = createRuntimeQueue(config);
  const track = (event: AnalyticsEventInput): boolean => queue.track(event);
  let widgets: WidgetLoader | null = null;
  const context = createRuntimeContext({ config, win, toasts: createToastBus(), track, ensureWidgets: () => void widgets?.ensure() });
  const run = (name: string, start: () => Cancel | void): void => {
    try {
      const cleanup = start();
      if (cleanup) cleanups.push(cleanup);
    } catch (error) {
      track(errorEvent(ERROR_TYPES.runtime, describeError(error), name));
    }
  };
  const later = (name: string, ms: number, start: () => Promise<unknown>): void =>
    run(name, () => setCappedTimeout(() => void start().catch((error: unknown) => context.report(error, name)), ms));

  let outdated = false;
  let pageBuild = config.buildId;
  let stopPrefetch: Cancel = () => undefined;
  run('errors', () => installErrorReporting(win, track));
  run('device id', () => void ensureDeviceId(config.cookies.deviceId, c.deviceIdCookieDays));
  run('locale redirect', () => void runLocaleRedirect(config, (url) => win.location.replace(url)));
  run('locale switch', () => installLocaleSwitch(doc, config));
  run('reload guard', () => installReloadGuard(win, { storageKey: config.storageKeys.reloadGuard, windowMs: c.reloadGuardWindowMs }));
  run('link guard', () => installLinkGuard(doc));
  run('hand-off links', () => updateHandOffLinks(doc, config, win.location.href));
  run('image fallback', () => installImageFallback(doc, config.images.emptyPicture, (src) => track(errorEvent(ERROR_TYPES.resource, RESOURCE_ERROR_MESSAGE, 'img', { src }))));
  run('prefetch', () => void (stopPrefetch = installPrefetch(win, { concurrency: c.prefetchConcurrency, idleTimeoutMs: c.widgetsIdleTimeoutMs })));
  run('outdated navigation', () => installOutdatedNavigation(doc, { isOutdated: () => outdated }));
  run('build polling', () =>
    onIdle(() => {
      cleanups.push(
        watchBuilds(
          config,
          () => {
            outdated = true;
            stopPrefetch();
          },
          (id) => (pageBuild = id),
        ),
      );
    }, c.widgetsIdleTimeoutMs),
  );
  run('page tracking', () => installPageTracking(doc, track));
  run('page view', () => (config.analytics.trackPageView ? trackPageView(win, track) : undefined));
  run('flush on hide', () => flushOnHide(win, queue));
  run('widgets', () => {
    widgets = scheduleWidgets(doc, {
      idleTimeoutMs: c.widgetsIdleTimeoutMs,
      load: () => context.loadChunk(() => import('./widgets/hydrate-islands.tsx')).then((module) => void module.hydrateIslands(doc, context)),
    });
    return widgets.cancel;
  });
  if (!isBot(win.navigator.userAgent)) startThirdParties(config, context, run, later);

  const handle: RuntimeHandle = {
    context,
    queue,
    isOutdated: () => outdated,
    buildId: () => pageBuild,
    stop: () => {
      queue.stop();
      cleanups.splice(0).forEach((cleanup) => cleanup());
    },
  };
  win.siteRuntime = handle;
  return handle;
}

/** The analytics queue, persisted in localStorage; the encryption chunk loads on the first flush. */
function createRuntimeQueue(config: RuntimeConfig) {
  const c = config.constants;
  let beacon: typeof import('./analytics/beacon.ts') | null = null;
  const store = createQueueStore(config.storageKeys.analyticsQueue);
  return createAnalyticsQueue({
    batchSize: c.analyticsBatchSize,
    flushDelayMs: c.analyticsFlushDelayMs,
    load: store.load,
    save: store.save,
    now: () => Date.now(),
    prepare: () => import('./analytics/beacon.ts').then((module) => void (beacon = module)),
    isPrepared: () => beacon !== null,
    send: (batch) => beacon?.sendAnalyticsBeacon(config, batch) ?? false,
  });
}

/** Polls `builds/latest.json`; a build that does not serve this page's id marks it outdated. */
function watchBuilds(config: RuntimeConfig, onOutdated: () => void, onBaseline: (id: string) => void): Cancel {
  const page = config.page;
  return startBuildPolling({
    buildId: config.buildId,
    intervalMs: config.constants.buildPollIntervalMs,
    fetchLatest: () => fetchLatestBuildId(config.endpoints.buildsLatest),
    ...(page.id ? { servesPage: (id: string) => buildServesPage(buildMetaPath(config.endpoints.buildsMeta, id), page.path, page.id ?? '') } : {}),
    onOutdated,
    onBaseline,
  });
}

/** The visitor-source tracking when idle, the chat (config at 500 ms, widget at 3 s, spec 9, 2.7) and one-tap. */
function startThirdParties(config: RuntimeConfig, context: RuntimeContext, run: (name: string, start: () => Cancel | void) => void, later: (name: string, ms: number, start: () => Promise<unknown>) => void): void {
  const c = config.constants;
  run('tracking', () => onIdle(() => void import('./referral/start-tracking.ts').then((m) => m.startTracking(context), (e: unknown) => context.report(e, 'tracking')), c.widgetsIdleTimeoutMs));
  const widgetAt = Date.now() + c.chatStartDelayMs;
  if (config.chat) later('chat', c.supportChatDelayMs, () => import('./chat/start-chat.ts').then((m) => m.startChat(context, widgetAt)));
  if (config.oneTap) later('one-tap', c.oneTapDelayMs, () => import('./one-tap/start-one-tap.ts').then((m) => m.startOneTap(context)));
}

/** A view event once the page has loaded. */
function trackPageView(win: Window, track: (event: AnalyticsEventInput) => boolean): void {
  const view = (): void => void track(pageViewEvent(win.document, win.performance?.now() ?? 0));
  if (win.document.readyState === 'complete') view();
  else win.addEventListener('load', view, { once: true });
}

/** Sends the queue when the page is hidden (it may never come back). */
function flushOnHide(win: Window, queue: AnalyticsQueue): Cancel {
  const onHide = (): void => void queue.flush();
  win.addEventListener('pagehide', onHide);
  return () => win.removeEventListener('pagehide', onHide);
}
