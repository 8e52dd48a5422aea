/**
 * A complete {@link RuntimeConfig} for tests and examples: English page on the catch-all site,
 * every third party on 127.0.0.1 stand-ins. The RSA key is a throwaway test key whose private half
 * was never kept; tests that decrypt generate their own pair and override `publicKey`.
 */
import { Constants, runtimeConstantsOf } from '../manifest/schema/config.ts';
import type { RuntimeConfig, RuntimeConstants } from './config.ts';
import { DEFAULT_COOKIE_NAMES, DEFAULT_ENDPOINTS, DEFAULT_STORAGE_KEYS } from './defaults.ts';

/** The constants of spec section 9 with the manifest's defaults, as the runtime receives them. */
export const DEFAULT_CONSTANTS: RuntimeConstants = runtimeConstantsOf(Constants.parse({}));

/** Throwaway 2048-bit RSA public key (SPKI PEM). */
export const EXAMPLE_PUBLIC_KEY = `-----BEGIN PUBLIC KEY-----
MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAvW+kJM5HAbZnHivRL8kG
OCH/Yr2At8w5yabxsUsZY90SPw/gjyLEy1ttFrKa4jd3+z/avEdDRY35oOjGdiz/
ooiunR1Hk4sQi5SbGr59nUkk2r5U+E7HsSWRVTC42Qmkp0kgkheMEv6I57aFFHqs
Erf2SSs+xcs5sy/kO14fGTNcjhhz4rW4R4Paq0qSoV+v9rrxmQnCDnkHb4FjptQM
wIKxg6Pb1UNvFRiAsURDLbrkW5QNGHWod7a7FSBQWOAR1F9j6NMUX2EDOzAJvC7C
ozjtJdc5KbIpZpqn+YW4qHHg3VGq7Rv/qQuRzz67xPolQL3rf15btTMHaVT1ZDRs
NwIDAQAB
-----END PUBLIC KEY-----`;

/** The site itself in tests (happy-dom URL and the e2e server). */
const SITE = 'http://127.0.0.1:3000';

/** The stand-in API, analytics and third-party server. */
const STAND_IN = 'http://127.0.0.1:4010';

/** Returns a fresh example config (a new object each call, safe to mutate in a test). */
export function exampleRuntimeConfig(): RuntimeConfig {
  const entry = (c: string, tag: string): { code: string; tag: string; homeUrl: string } => ({
    code: c,
    tag,
    homeUrl: c === 'en' ? `${SITE}/` : `${SITE}/${c}`,
  });
  return {
    siteId: 'main',
    buildId: 'build-1',
    locale: { code: 'en', tag: 'en-US' },
    page: { path: '/', isCatchAllRoot: true },
    paths: { home: '/', errorTarget: '/blog' },
    links: {
      register: `${STAND_IN}/app/register?from=http%3A%2F%2F127.0.0.1%3A3000%2F&rel=official_website&lang=en`,
      login: `${STAND_IN}/app/login?from=http%3A%2F%2F127.0.0.1%3A3000%2F&rel=official_website&lang=en`,
    },
    locales: [
      entry('en', 'en-US'),
      { code: 'zh', tag: 'zh-CN', homeUrl: 'http://127.0.0.1:3001/' },
      { code: 'ru', tag: 'ru-RU', homeUrl: 'http://127.0.0.1:3002/' },
      entry('vn', 'vi-VN'),
      entry('pt', 'pt-PT'),
      entry('de', 'de-DE'),
      entry('jp', 'ja-JP'),
      entry('tc', 'zh-TW'),
      entry('fil', 'tl-PH'),
    ],
    fallbackLocale: 'en',
    cookies: { ...DEFAULT_COOKIE_NAMES },
    storageKeys: { ...DEFAULT_STORAGE_KEYS },
    api: {
      primary: { api: `${STAND_IN}/api`, app: `${STAND_IN}/app`, domains: ['example.com'] },
      secondary: { api: `${STAND_IN}/api2`, app: `${STAND_IN}/app2`, domains: ['example.net'] },
      test: { api: `${STAND_IN}/test-api`, app: `${STAND_IN}/test-app` },
    },
    endpoints: { ...DEFAULT_ENDPOINTS },
    analytics: {
      endpoint: `${STAND_IN}/collect`,
      testEndpoint: `${STAND_IN}/collect-test`,
      productionHosts: ['example.com'],
      publicKey: EXAMPLE_PUBLIC_KEY,
      keyPadding: 'oaep-sha256',
      appVersionToken: 'SiteBrowser',
      jsVersion: 'build-1',
      trackPageView: true,
    },
    oneTap: { clientId: 'test-client-id', scriptUrl: `${STAND_IN}/gsi/client.js`, publicKey: EXAMPLE_PUBLIC_KEY },
    chat: { iframeSelector: 'iframe[data-chat-frame]', quickActionsSelector: '[data-quick-actions]' },
    trustedDomains: ['example.com', 'example.net'],
    constants: { ...DEFAULT_CONSTANTS },
    strings: {
      registrationFailed: 'Registration failed!',
      notFound: 'Page not found: {path}',
      error502Message1: 'The server is taking a break.',
      error502Message2: 'Please try again in a moment.',
      error502AutoRefresh: 'Redirecting in {seconds}s',
      error502Back: 'Back',
      bannerAlt: 'Get 2 free profiles',
      bannerClose: 'Close',
      scrollTop: 'Back to top',
      activityAlt: 'Super September',
      qrConsult: 'Scan to consult',
      currency: 'Currency',
      close: 'Close',
    },
    images: {
      activityIcon: '/assets/activity/icon.png',
      activityPopup: {
        en: '/assets/activity/en.png',
        zh: '/assets/activity/zh.png',
        pt: '/assets/activity/pt.png',
        vn: '/assets/activity/vn.png',
        ru: '/assets/activity/ru.png',
      },
      qrIcon: '/assets/qr/icon.png',
      qrPopup: '/assets/qr/popup.png',
      banner: {
        en: '/assets/banner/en.png',
        zh: '/assets/banner/zh.png',
        pt: '/assets/banner/pt.png',
        vn: '/assets/banner/vn.png',
        ru: '/assets/banner/ru.png',
      },
      bannerSize: { width: 750, height: 120 },
      emptyPicture: '/assets/widgets/empty-picture.svg',
      error502: '/assets/error/502.png',
    },
    activity: { months: [9], href: '/referral-program/superSeptember' },
  };
}
