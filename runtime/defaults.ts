/**
 * Default values for the parts of {@link RuntimeConfig} that do not come from the manifest:
 * the business constants of spec section 9, the API paths of spec section 7, cookie names and
 * storage keys. The build may override any of them per site; tests shorten the timers.
 *
 * Pure data: importable from Node (build time) and from the browser.
 */
import type { RuntimeConstants, RuntimeCookieNames, RuntimeEndpoints, RuntimeStorageKeys } from './config.ts';

/** Largest delay `setTimeout` accepts (2^31 - 1 ms); longer delays fire at once in browsers. */
export const MAX_TIMER_DELAY_MS = 2_147_483_647;

/** Spec section 9 (and 2.7, 4) constants. */
export const DEFAULT_CONSTANTS: RuntimeConstants = {
  localeCookieDays: 365,
  deviceIdCookieDays: 360,
  referrerCookieDays: 365,
  referralCookieDays: 7,
  analyticsBatchSize: 20,
  analyticsFlushDelayMs: 10_000,
  reloadGuardWindowMs: 10_000,
  prefetchConcurrency: 5,
  toastDurationMs: 3_600,
  tipDelayMs: 1_000,
  tipCloseExtraMs: 300,
  bannerShowDelayMs: 1_000,
  bannerReshowDelayMs: 5_000,
  bannerCloseAreaPercent: 8,
  bannerRegisterAreaPercent: 32,
  oneTapDelayMs: 3_000,
  chatStartDelayMs: 3_000,
  chatReadyPollMs: 500,
  chatReadyMaxPolls: 1_200,
  consentPickerPollMs: 500,
  consentPickerZIndex: 1e9,
  consentPickerStopMs: 1_200_000,
  quickActionsOffsetPx: 93,
  chatIframeGapPx: 5,
  errorCountdownSeconds: 5,
  scrollThrottleMs: 200,
  mobileMaxWidthPx: 767,
  buildPollIntervalMs: 3_600_000,
  widgetsIdleTimeoutMs: 2_000,
};

/** Spec section 7 paths, relative to the selected API origin (or the site origin for builds). */
export const DEFAULT_ENDPOINTS: RuntimeEndpoints = {
  buildsLatest: '/builds/latest.json',
  latestVersion: '/client/sys-client-version/get-latest-version',
  authorizedLogin: '/sys/user/passport/authorized-login',
  referralSet: '/sys/config/ref/set',
  recordSource: '/sys/user/passport/record-source',
  visitorIp: '/sys/config/ip/get-visitor-ip',
  recordLog: '/client/record-data/log',
  chatTypeConfig: '/sys/config/register-chat/get-chat-type-config',
  chatChoose: '/third/chat/choose',
};

/** Cookie names read and written by the runtime (spec 4, 9). */
export const DEFAULT_COOKIE_NAMES: RuntimeCookieNames = {
  locale: 'i18n_redirected',
  deviceId: '__SYS_ID',
  referral: 'ref_info',
  referrer: 'referer_list',
};

/** localStorage / sessionStorage keys used by the runtime. */
export const DEFAULT_STORAGE_KEYS: RuntimeStorageKeys = {
  analyticsQueue: 'site:analytics-queue',
  registrationCode: 'site:register-code',
  fingerprint: 'site:fingerprint',
  visitorSourceSent: 'site:source-recorded',
  reloadGuard: 'site:reload-guard',
  localeRedirect: 'site:locale-redirected',
};
