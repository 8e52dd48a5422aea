import { z } from 'zod';
import { HttpsUrl, Origin, Slug } from './common.ts';

/** A statistics snippet (spec 3 `statistical_body` / `statistical_title`), injected into every page of the locale. */
export const StatisticsSnippet = z.strictObject({
  /** Stable id (`baidu-tongji`). */
  id: Slug,
  /** Where it goes: the end of `<head>` or of `<body>`. */
  position: z.enum(['head', 'body']),
  /** External script URL (loaded with `async`); its host must be declared in `externalHosts`. */
  src: HttpsUrl,
});
export type StatisticsSnippet = z.output<typeof StatisticsSnippet>;

/** Site config of one locale (spec 3 'home base info', D10). */
export const LocaleConfig = z.strictObject({
  /** Home page `<title>`, also the suffix of other titles. */
  title: z.string().min(1).max(70),
  /** `<meta name="keywords">`, comma separated. */
  keywords: z.string().min(1),
  /** Home page `<meta name="description">`. */
  description: z.string().min(1).max(170),
  /** Registration URL in the web app; the build adds `from`, `rel=official_website` and `lang` (D10). */
  registerUrl: HttpsUrl,
  /** Login URL in the web app; the build adds the same parameters. */
  loginUrl: HttpsUrl,
  /** Statistics snippets for this locale. Default none. */
  statistics: z.array(StatisticsSnippet).default([]),
});
export type LocaleConfig = z.output<typeof LocaleConfig>;

/** An API origin and the web-app origin that goes with it. */
export const ApiPair = z.strictObject({
  /** API origin (`https://api.polyprofile.example`). */
  api: Origin,
  /** Web-app origin for sign-up and login hand-off (`https://app.polyprofile.example`). */
  app: Origin,
});

/** PEM-encoded RSA public key (`-----BEGIN PUBLIC KEY-----`). */
export const PublicKeyPem = z
  .string()
  .regex(/^-----BEGIN PUBLIC KEY-----\n[A-Za-z0-9+/=\n]+\n-----END PUBLIC KEY-----\n?$/, 'must be a PEM "BEGIN PUBLIC KEY" block');

/** Third parties the browser runtime talks to (D11). Tests replace them with stand-ins on 127.0.0.1. */
export const ThirdParties = z.strictObject({
  /** API/app pairs (spec 7): `primary` for the main domain, `secondary` for the other known domains, `test` for any other host. */
  api: z.strictObject({ primary: ApiPair, secondary: ApiPair, test: ApiPair }),
  /** Analytics beacon endpoints (production is used on the sites' own domains) and the RSA key that wraps each payload's AES key. */
  analytics: z.strictObject({ production: HttpsUrl, test: HttpsUrl, publicKey: PublicKeyPem }),
  /** Google one-tap: OAuth client id, script URL, and the RSA-OAEP key that wraps the credential's AES key. */
  oneTap: z.strictObject({ clientId: z.string().min(1), scriptUrl: HttpsUrl, publicKey: PublicKeyPem }),
  /** Live-chat provider scripts by chat type (`easemob`, `ss`). */
  chat: z.strictObject({ scripts: z.record(z.string(), HttpsUrl) }),
});
export type ThirdParties = z.output<typeof ThirdParties>;

/** A price currency (spec 5). */
export const Currency = z.strictObject({
  /** ISO code: `USD`, `BRL`, `PLN`, `VND`. */
  code: z.string().regex(/^[A-Z]{3}$/),
  /** Symbol shown with amounts (`$`, `R$`, `zł`, `₫`). */
  symbol: z.string().min(1),
  /** Symbol before (`$9.0`) or after (`9.0 zł`) the amount. */
  position: z.enum(['prefix', 'suffix']),
  /** Decimal digits shown; padded with zeros or truncated. Default 1. */
  decimals: z.number().int().min(0).max(4).default(1),
  /** VND style: no decimals, and from 1,000 the last group is dropped and K added (`250K₫`). Default `false`. */
  thousandsAsK: z.boolean().default(false),
});
export type Currency = z.output<typeof Currency>;

/**
 * Business constants of spec 9, each named once with the spec's value as its default. The browser
 * runtime receives them under the same names (all but the build-time ones, `BUILD_TIME_CONSTANTS`).
 */
export const Constants = z.strictObject({
  /** Locale cookie lifetime, days. */
  localeCookieDays: z.number().default(365),
  /** Device-id cookie name. */
  deviceIdCookie: z.string().default('__SYS_ID'),
  /** Device-id cookie lifetime, days. */
  deviceIdCookieDays: z.number().default(360),
  /** Referrer cookie lifetime, days. */
  referrerCookieDays: z.number().default(365),
  /** Referral cookie lifetime, days. */
  referralCookieDays: z.number().default(7),
  /** Analytics events per beacon. */
  analyticsBatchSize: z.number().default(20),
  /** Analytics flush delay after the last event, ms. */
  analyticsFlushDelayMs: z.number().default(10_000),
  /** Reload-guard window, ms. */
  reloadGuardWindowMs: z.number().default(10_000),
  /** Pending prefetches at most. */
  prefetchConcurrency: z.number().default(5),
  /** Toast display time, ms. */
  toastDurationMs: z.number().default(3_600),
  /** Tip toast default delay, ms. */
  tipDelayMs: z.number().default(1_000),
  /** Extra time before a tip toast closes, ms. */
  tipCloseExtraMs: z.number().default(300),
  /** Mobile banner: delay before it first shows, ms. */
  bannerShowDelayMs: z.number().default(1_000),
  /** Mobile banner: delay before it shows again after hiding, ms. */
  bannerReshowDelayMs: z.number().default(5_000),
  /** Mobile banner: close area, percent of width from the left. */
  bannerCloseAreaPercent: z.number().default(8),
  /** Mobile banner: registration area, percent of width from the right. */
  bannerRegisterAreaPercent: z.number().default(32),
  /** Google one-tap start delay, ms. */
  oneTapDelayMs: z.number().default(3_000),
  /** Live-chat start delay, ms. */
  chatStartDelayMs: z.number().default(3_000),
  /** Chat-ready polling interval, ms. */
  chatReadyPollMs: z.number().default(500),
  /** Chat-ready polls before giving up. */
  chatReadyMaxPolls: z.number().default(1_200),
  /** Support chat config applied after load, ms. */
  supportChatDelayMs: z.number().default(500),
  /** Consent sign-in picker iframe check interval, ms. */
  consentPickerPollMs: z.number().default(500),
  /** z-index the consent picker is raised to. */
  consentPickerZIndex: z.number().default(1e9),
  /** Consent picker checks stop after, ms (20 minutes). */
  consentPickerStopMs: z.number().default(1_200_000),
  /** Quick-action stack bottom offset while the chat is hidden, px. */
  quickActionsOffsetPx: z.number().default(93),
  /** Gap between the chat iframe and the quick-action stack when the chat is open, px. */
  chatIframeGapPx: z.number().default(5),
  /** 502 page countdown, seconds. */
  errorCountdownSeconds: z.number().default(5),
  /** Scroll handler throttle (trailing only), ms. */
  scrollThrottleMs: z.number().default(200),
  /** How often an open page polls `builds/latest.json` (the spec's one-hour constant), ms. */
  buildPollIntervalMs: z.number().default(3_600_000),
  /** Widgets hydrate when the browser is idle, or after this long at the latest, ms. */
  widgetsIdleTimeoutMs: z.number().default(2_000),
  /** Image quality of the encoded formats (1–100). */
  imageQuality: z.number().int().min(1).max(100).default(100),
  /** Image densities written for each raster image. */
  imageDensities: z.array(z.number().positive()).default([1, 2]),
  /** Image formats written for each raster image, best first. */
  imageFormats: z.array(z.enum(['avif', 'webp'])).default(['avif', 'webp']),
  /** Screen breakpoints, px (`mobile`: the largest width that counts as a phone). */
  breakpoints: z
    .strictObject({ xs: z.number(), sm: z.number(), md: z.number(), xl: z.number(), xxl: z.number(), mobile: z.number(), mobile_s: z.number() })
    .default({ xs: 320, sm: 992, md: 1200, xl: 1400, xxl: 1536, mobile: 767, mobile_s: 530 }),
});
export type Constants = z.output<typeof Constants>;

/** Constants only the build reads; the runtime config carries every other one by name. */
export const BUILD_TIME_CONSTANTS = ['deviceIdCookie', 'imageQuality', 'imageDensities', 'imageFormats'] as const;

/** The constants the browser runtime receives. */
export type RuntimeConstantValues = Omit<Constants, (typeof BUILD_TIME_CONSTANTS)[number]>;

/** The manifest's constants the runtime reads, by name (all but the build-time ones). */
export function runtimeConstantsOf(constants: Constants): RuntimeConstantValues {
  const values: Record<string, unknown> = { ...constants };
  for (const name of BUILD_TIME_CONSTANTS) delete values[name];
  return values as RuntimeConstantValues;
}

/** One subscription plan of the pricing page. */
export const PricePlan = z.strictObject({
  /** Stable id; its name and text are the messages `pricing.plans.<id>.name` / `.text`. */
  id: Slug,
  /** Browser profiles included. */
  profiles: z.number().int().min(1),
  /** Team members included. */
  members: z.number().int().min(1),
  /** Monthly price per currency code; every currency of `currencies` needs one. */
  prices: z.record(z.string().regex(/^[A-Z]{3}$/), z.number().min(0)),
  /** Shown as the recommended plan. Default `false`. */
  highlight: z.boolean().default(false),
});
export type PricePlan = z.output<typeof PricePlan>;
