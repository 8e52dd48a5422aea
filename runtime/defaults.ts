/**
 * Default values for the parts of {@link RuntimeConfig} that do not come from the manifest: the API
 * paths of spec section 7, cookie names and storage keys. (The constants of spec section 9 are the
 * manifest's `constants`.)
 *
 * Pure data: importable from Node (build time) and from the browser.
 */
import type { RuntimeCookieNames, RuntimeEndpoints, RuntimeStorageKeys } from './config.ts';

/** Largest delay `setTimeout` accepts (2^31 - 1 ms); longer delays fire at once in browsers. */
export const MAX_TIMER_DELAY_MS = 2_147_483_647;


/** Spec section 7 paths, relative to the selected API origin (or the site origin for builds). */
export const DEFAULT_ENDPOINTS: RuntimeEndpoints = {
  buildsLatest: '/builds/latest.json',
  buildsMeta: '/builds/meta/{id}.json',
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
  addresses: 'site:addresses',
};
