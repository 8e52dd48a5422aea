/**
 * The runtime's whole view of the site: one JSON object that the build writes into every page as
 * `<script type="application/json" id="site-config">` (data, not executable script, so a strict
 * CSP needs no `unsafe-inline`). The lead's build fills it from the manifest (D10, D11); nothing
 * in `runtime/` hard-codes a host, key, string or timer.
 */
import type { RuntimeConstantValues } from '../manifest/schema/config.ts';

/** Id of the `<script>` element that carries the config. */
export const RUNTIME_CONFIG_ELEMENT_ID = 'site-config';

/** Everything the browser runtime and the island widgets need. JSON-serialisable. */
export interface RuntimeConfig {
  /** Site id from the manifest (`main`, `zh`, `ru`, D2). */
  siteId: string;
  /**
   * Id of the build that produced this page; compared with `builds/latest.json`. The build leaves
   * it '' (unknown) so unchanged pages stay byte-identical: the page then checks `page.id` against
   * the meta of the first build it reads (`build/page-build.ts`).
   */
  buildId: string;
  /** The page's locale. */
  locale: RuntimeLocale;
  /** The page itself. */
  page: RuntimePage;
  /** Site-relative paths the runtime navigates to. */
  paths: RuntimePaths;
  /** Absolute register and login URLs, already decorated with from/rel/lang at build time (D10). */
  links: { register: string; login: string };
  /** Every supported locale, in manifest order, for detection and switching (spec 2.1, 4). */
  locales: RuntimeLocaleEntry[];
  /** URL code of the fallback locale when nothing matches (English). */
  fallbackLocale: string;
  /** Cookie names. */
  cookies: RuntimeCookieNames;
  /** localStorage / sessionStorage keys. */
  storageKeys: RuntimeStorageKeys;
  /** API and web-app origins chosen by the page's host (spec 7). */
  api: RuntimeApiHosts;
  /** API paths (spec 7), relative to the chosen API origin. */
  endpoints: RuntimeEndpoints;
  /** Analytics queue settings (spec 3, 4, 7). */
  analytics: RuntimeAnalytics;
  /** Google one-tap; `null` disables it. */
  oneTap: RuntimeOneTap | null;
  /** Live chat; `null` disables it. */
  chat: RuntimeChat | null;
  /** Product domains: external URLs on these (or their subdomains) are trusted (spec 5). */
  trustedDomains: string[];
  /** Business constants of spec section 9. Defaults: `DEFAULT_CONSTANTS` in `defaults.ts`. */
  constants: RuntimeConstants;
  /** UI strings for this locale. */
  strings: RuntimeStrings;
  /** Widget image URLs, per language where the spec maps languages. */
  images: RuntimeImages;
  /** Seasonal activity icon; `null` hides it. */
  activity: RuntimeActivity | null;
}

/** The page's locale. */
export interface RuntimeLocale {
  /** URL code (`en`, `vn`, `tc`, …). */
  code: string;
  /** BCP-47 tag (`en-US`, `vi-VN`, `zh-TW`, …); used for `lang` API parameters. */
  tag: string;
}

/** The page being shown. */
export interface RuntimePage {
  /** Canonical path of the page (`/de/pricing`); no origin, no query. */
  path: string;
  /** True only on `/` of the catch-all locale: the one page where browser-language detection acts. */
  isCatchAllRoot: boolean;
  /**
   * Id of the page's content: 10 hex characters of the hash of everything it is rendered from
   * (code, messages, its locale's chrome, its view). Equal content, equal id; a build's
   * `builds/meta/{id}.json` lists it beside the path. Absent when unknown.
   */
  id?: string;
}

/** Site-relative paths. */
export interface RuntimePaths {
  /** Home of this locale (`/`, `/de`). */
  home: string;
  /** Where the 502 page goes after its countdown: the blog path, home on ru (spec 2.7, D9). */
  errorTarget: string;
}

/** One supported locale. */
export interface RuntimeLocaleEntry {
  /** URL code. */
  code: string;
  /** BCP-47 tag matched against `navigator.languages`. */
  tag: string;
  /** Absolute URL of that locale's home page (other sites for zh and ru, D2). */
  homeUrl: string;
}

/** Cookie names (spec 4, 9). */
export interface RuntimeCookieNames {
  /** Chosen locale code; 365 days, path /, SameSite=Lax. */
  locale: string;
  /** Device id; spec: `__SYS_ID`, 360 days. */
  deviceId: string;
  /** Referral `{code, ref}` JSON; 7 days. */
  referral: string;
  /** External referrer list JSON; 365 days; read by analytics and the visitor-source record. */
  referrer: string;
}

/** Storage keys. */
export interface RuntimeStorageKeys {
  /** localStorage: the pending analytics queue (base64 of JSON). */
  analyticsQueue: string;
  /** localStorage: a registration code saved by the web app; seeds the referral cookie. */
  registrationCode: string;
  /** localStorage: the last fingerprint bundle sent. */
  fingerprint: string;
  /** sessionStorage: set once the visitor-source record was posted in this visit. */
  visitorSourceSent: string;
  /** sessionStorage: reload-guard timestamps per path. */
  reloadGuard: string;
  /** sessionStorage: set once the catch-all root redirected by browser language. */
  localeRedirect: string;
  /** sessionStorage: the visit's `login_ip`, `webrtc_ip`, `proxy_ip` (JSON), read by the beacon. */
  addresses: string;
}

/** One API origin and the web-app origin that goes with it. */
export interface RuntimeApiPair {
  /** API origin, e.g. `https://api.example.com`. */
  api: string;
  /** Web-app origin (login hand-off target), e.g. `https://app.example.com`. */
  app: string;
}

/** API host selection (spec 7: primary domain, other known domains, unknown hosts). */
export interface RuntimeApiHosts {
  /** Used when the page host is (a subdomain of) one of `domains`. */
  primary: RuntimeApiPair & { domains: string[] };
  /** Used for the other known domains. */
  secondary: RuntimeApiPair & { domains: string[] };
  /** Used on any other host (previews, localhost). */
  test: RuntimeApiPair;
}

/** API paths (spec 7). */
export interface RuntimeEndpoints {
  /** Site-relative build id file, polled with `?t=`. */
  buildsLatest: string;
  /** Site-relative meta of a build, `{id}` for its id: its route rules, prerendered paths and their page ids. */
  buildsMeta: string;
  /** GET, query `system`. */
  latestVersion: string;
  /** POST form: Google one-tap login. */
  authorizedLogin: string;
  /** GET `?c_v=`, with credentials. */
  referralSet: string;
  /** POST form `source_data`, `referer`. */
  recordSource: string;
  /** GET visitor IP. */
  visitorIp: string;
  /** POST form fingerprint log. */
  recordLog: string;
  /** GET `?lang=&type=www`. */
  chatTypeConfig: string;
  /** GET `?ip=&lang=`. */
  chatChoose: string;
}

/** Analytics settings. */
export interface RuntimeAnalytics {
  /** Production beacon endpoint (absolute URL). */
  endpoint: string;
  /** Test beacon endpoint (absolute URL), used on every host not in `productionHosts`. */
  testEndpoint: string;
  /** Hosts (or parent domains) that use the production endpoint. */
  productionHosts: string[];
  /** RSA public key (PEM, SPKI) that wraps the per-beacon AES key. */
  publicKey: string;
  /** RSA padding for the key: `oaep-sha256` (default) or `pkcs1` (PKCS#1 v1.5, jsencrypt `encrypt`). */
  keyPadding: 'oaep-sha256' | 'pkcs1';
  /** Product token in the desktop app's user agent (`Token/1.2.3`) read as `app_version`. */
  appVersionToken: string;
  /** Version reported as `js_version`. */
  jsVersion: string;
  /** Queue a `view` event when the page has loaded. Default true. */
  trackPageView: boolean;
}

/** Google one-tap (spec 3, 7). */
export interface RuntimeOneTap {
  /** OAuth client id. */
  clientId: string;
  /** URL of the Google Identity Services script. */
  scriptUrl: string;
  /** RSA-OAEP (SHA-256) public key, SPKI PEM, that wraps the credential's AES key. */
  publicKey: string;
}

/** Live chat (spec 3, 4, 7). */
export interface RuntimeChat {
  /** CSS selector of the provider's iframe; finding it means the chat is ready. */
  iframeSelector: string;
  /** CSS selector of the floating quick-action stack whose `bottom` follows the chat. */
  quickActionsSelector: string;
}

/**
 * Spec section 9 constants, under the names and with the meanings of the manifest's `constants`
 * (`manifest/schema/config.ts`, which holds each one's default). Every timer of the runtime comes from here.
 */
export type RuntimeConstants = RuntimeConstantValues;

/** UI strings for the page's locale. `{name}` placeholders are filled by the runtime. */
export interface RuntimeStrings {
  /** Toast when Google one-tap fails: 'Registration failed!' (zh '注册失败！', tc '註冊失敗！'). */
  registrationFailed: string;
  /** 404 message with `{path}`: 'Page not found: {path}'. */
  notFound: string;
  /** 502 first message (key 502msg1). */
  error502Message1: string;
  /** 502 second message: key 502msg2 ("…our blog…"), or 502msg2Home where the countdown goes home. */
  error502Message2: string;
  /** 502 countdown with `{seconds}` (key autoRefresh). */
  error502AutoRefresh: string;
  /** 502 back button (key back). */
  error502Back: string;
  /** Alt text of the mobile banner. */
  bannerAlt: string;
  /** Label of the banner's close area. */
  bannerClose: string;
  /** Label of the scroll-to-top button. */
  scrollTop: string;
  /** Alt text of the activity popup. */
  activityAlt: string;
  /** Label / alt text of the QR consult button and popup. */
  qrConsult: string;
  /** Label of the currency selector. */
  currency: string;
  /** Label of the tip toast's close button. */
  close: string;
}

/** Languages the activity popup and banner images exist in (spec 2.7). */
export type ImageLanguage = 'en' | 'zh' | 'pt' | 'vn' | 'ru';

/** Widget images. */
export interface RuntimeImages {
  /** Seasonal activity icon. */
  activityIcon: string;
  /** Activity popup (234×206) per image language. */
  activityPopup: Record<ImageLanguage, string>;
  /** QR consult button icon (zh only). */
  qrIcon: string;
  /** QR consult popup (234×282). */
  qrPopup: string;
  /** Mobile banner per image language (zh covers tc). */
  banner: Record<ImageLanguage, string>;
  /** Intrinsic size of the banners (one design in every language), for the `<img>` width and height. */
  bannerSize: { width: number; height: number };
  /** 502 illustration. */
  error502: string;
  /** Shown in place of any image that fails to load (spec 8); '' leaves failed images alone. */
  emptyPicture: string;
}

/** Seasonal activity (spec 2.7: September). */
export interface RuntimeActivity {
  /** Months (1–12) in which the icon shows; empty means always. */
  months: number[];
  /** Where the icon links (site-relative or trusted absolute URL). */
  href: string;
}

/**
 * The text to put inside `<script type="application/json" id="site-config">…</script>`: JSON with
 * `<`, `>`, `&` and the U+2028/U+2029 separators escaped, so no value can close the element or
 * be read as markup. `readRuntimeConfig` parses it back unchanged.
 */
export function serializeRuntimeConfig(config: RuntimeConfig): string {
  return JSON.stringify(config).replace(/[<>&\u2028\u2029]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * Reads the config from `<script type="application/json" id="site-config">`.
 * Returns `null` when it is missing or malformed, so the runtime stays inert instead of throwing
 * at the page.
 */
export function readRuntimeConfig(doc: Pick<Document, 'getElementById'>): RuntimeConfig | null {
  const element = doc.getElementById(RUNTIME_CONFIG_ELEMENT_ID);
  if (!element || element.getAttribute('type') !== 'application/json') return null;
  try {
    const value: unknown = JSON.parse(element.textContent ?? '');
    return isRuntimeConfig(value) ? value : null;
  } catch {
    return null;
  }
}

/** Shallow shape check of the parts without which the runtime cannot start. */
function isRuntimeConfig(value: unknown): value is RuntimeConfig {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<Record<keyof RuntimeConfig, unknown>>;
  return (
    typeof v.buildId === 'string' &&
    isObject(v.locale) &&
    isObject(v.page) &&
    isObject(v.paths) &&
    Array.isArray(v.locales) &&
    isObject(v.constants) &&
    isObject(v.strings) &&
    isObject(v.api) &&
    isObject(v.analytics) &&
    isObject(v.cookies) &&
    isObject(v.storageKeys) &&
    isObject(v.endpoints) &&
    Array.isArray(v.trustedDomains)
  );
}

function isObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null;
}
