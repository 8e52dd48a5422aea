import type { PlannedPage } from '../../../manifest/plan/types.ts';
import { runtimeConstantsOf } from '../../../manifest/schema/index.ts';
import type { RuntimeConfig, RuntimeImages } from '../../../runtime/config.ts';
import { DEFAULT_COOKIE_NAMES, DEFAULT_ENDPOINTS, DEFAULT_STORAGE_KEYS } from '../../../runtime/defaults.ts';
import type { createI18n } from '../../../templates/i18n.tsx';
import type { SiteIndex } from './site-index.ts';
import { siteConfigOf, withHandOff } from './site-config.ts';

export interface RuntimeConfigInputs {
  index: SiteIndex;
  /** Version of the runtime code (the core bundle's hash); analytics reports it as js_version. */
  runtimeVersion: string;
  i18n(code: string): ReturnType<typeof createI18n>;
  /** Source asset URL (`/assets/widgets/banner-en.svg`) → hashed URL. */
  assetUrls: ReadonlyMap<string, string>;
  /** Source image URL → size (the banner's width and height). */
  images: ReadonlyMap<string, { width: number; height: number }>;
}

const IMAGE_LANGUAGES = ['en', 'zh', 'pt', 'vn', 'ru'] as const;

/** An image's width and height (0 × 0 when the image is missing; the build reports it elsewhere). */
const sizeOf = (image: { width: number; height: number } | undefined) => ({ width: image?.width ?? 0, height: image?.height ?? 0 });

/**
 * The browser runtime's config for a locale (D11): every host, key, constant and string comes from
 * the manifest and the messages. The page fields are those of the locale home; `pageRuntime`
 * gives each page its own. Pure.
 */
export function runtimeConfigFor(inputs: RuntimeConfigInputs, code: string): RuntimeConfig {
  const { index } = inputs;
  const { manifest } = index.plan;
  const locale = index.locales.get(code);
  if (!locale) throw new Error(`unknown locale ${code}`);
  const page = { site: locale.site, path: locale.home, url: `${locale.origin}${locale.home}`, locale: code } as PlannedPage;
  const { t } = inputs.i18n(locale.code);
  const config = siteConfigOf(inputs, locale.code);
  const { oneTap } = manifest.thirdParties;
  const blog = index.route(locale.code, 'blog');
  // The 502 page counts down to the blog, or home where the locale has no blog page (ru, D7).
  const errorTarget = blog?.path ?? locale.home;
  const superSeptember = index.route(locale.code, 'super-september');
  const images = runtimeImages(inputs.assetUrls, inputs.images);
  const c = manifest.constants;
  return {
    siteId: page.site,
    // Empty: the runtime takes the id of the first builds/latest.json it reads as this page's build.
    // A build id inside every page would change every page on every build and defeat the cache
    // (unchanged pages are kept byte for byte from the previous build).
    buildId: '',
    locale: { code: locale.code, tag: locale.tag },
    page: { path: page.path, isCatchAllRoot: locale.catchAll && page.path === '/' },
    paths: { home: locale.home, errorTarget },
    links: { register: withHandOff(config.registerUrl, page.url, locale.code), login: withHandOff(config.loginUrl, page.url, locale.code) },
    // Same-site homes are paths, so a preview or staging host keeps visitors on itself.
    locales: index.plan.locales.map((other) => ({ code: other.code, tag: other.tag, homeUrl: other.site === page.site ? other.home : `${other.origin}${other.home}` })),
    fallbackLocale: index.catchAll.code,
    cookies: { ...DEFAULT_COOKIE_NAMES, deviceId: c.deviceIdCookie },
    storageKeys: { ...DEFAULT_STORAGE_KEYS },
    api: runtimeApi(index),
    endpoints: { ...DEFAULT_ENDPOINTS },
    analytics: runtimeAnalytics(inputs),
    oneTap: { clientId: oneTap.clientId, scriptUrl: oneTap.scriptUrl, publicKey: oneTap.publicKey },
    chat: { iframeSelector: 'iframe[data-chat-frame]', quickActionsSelector: '[data-quick-actions]' },
    trustedDomains: [...manifest.trustedDomains],
    constants: runtimeConstantsOf(c),
    strings: runtimeStrings(t, errorTarget === locale.home),
    images,
    activity: superSeptember ? { months: [9], href: superSeptember.path } : null,
  };
}

/** The widget images (`/assets/widgets/…`) at their hashed URLs. */
function runtimeImages(assetUrls: ReadonlyMap<string, string>, images: RuntimeConfigInputs['images']): RuntimeImages {
  const asset = (name: string) => assetUrls.get(`/assets/widgets/${name}`) ?? `/assets/widgets/${name}`;
  return {
    activityIcon: asset('activity-icon.svg'),
    activityPopup: Object.fromEntries(IMAGE_LANGUAGES.map((code) => [code, asset(`activity-popup-${code}.svg`)])) as RuntimeImages['activityPopup'],
    qrIcon: asset('qr-icon.svg'),
    qrPopup: asset('qr-popup.svg'),
    banner: Object.fromEntries(IMAGE_LANGUAGES.map((code) => [code, asset(`banner-${code}.svg`)])) as RuntimeImages['banner'],
    bannerSize: sizeOf(images.get('/assets/widgets/banner-en.svg')),
    error502: asset('error-502.svg'),
    emptyPicture: asset('empty-picture.svg'),
  };
}

/** The API and app hosts of each environment; primary and secondary with the domains of the sites that use them. */
function runtimeApi(index: SiteIndex): RuntimeConfig['api'] {
  const { api } = index.plan.manifest.thirdParties;
  const hosts = (which: 'primary' | 'secondary') => index.plan.sites.filter((site) => site.api === which).map((site) => new URL(site.origin).hostname);
  const pair = (value: { api: string; app: string }) => ({ ...value });
  return {
    primary: { ...pair(api.primary), domains: hosts('primary') },
    secondary: { ...pair(api.secondary), domains: hosts('secondary') },
    test: pair(api.test),
  };
}

/** Where analytics reports and with which key; production on every site's host. */
function runtimeAnalytics(inputs: RuntimeConfigInputs): RuntimeConfig['analytics'] {
  const { manifest, sites } = inputs.index.plan;
  const { analytics } = manifest.thirdParties;
  return {
    endpoint: analytics.production,
    testEndpoint: analytics.test,
    productionHosts: sites.map((site) => new URL(site.origin).hostname),
    publicKey: analytics.publicKey,
    keyPadding: 'oaep-sha256',
    appVersionToken: manifest.brand.name,
    jsVersion: inputs.runtimeVersion,
    trackPageView: true,
  };
}

/** The runtime's own strings, in the locale of `t`. */
/** The runtime's UI strings; the 502 page promises the home page where its countdown goes there (no blog). */
function runtimeStrings(t: ReturnType<typeof createI18n>['t'], errorGoesHome: boolean): RuntimeConfig['strings'] {
  return {
    registrationFailed: t('runtime.registrationFailed'),
    notFound: t('errors.notFound', { path: '{path}' }),
    error502Message1: t('502msg1'),
    error502Message2: t(errorGoesHome ? '502msg2Home' : '502msg2'),
    error502AutoRefresh: t('autoRefresh', { seconds: '{seconds}' }),
    error502Back: t('back'),
    bannerAlt: t('banner'),
    bannerClose: t('runtime.bannerClose'),
    scrollTop: t('runtime.scrollTop'),
    activityAlt: t('runtime.activityAlt'),
    qrConsult: t('runtime.qrConsult'),
    currency: t('runtime.currency'),
    close: t('runtime.close'),
  };
}
