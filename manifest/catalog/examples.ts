/** Values of the shipped manifest that several explanation examples quote (kept short on purpose). */

/** The URL codes of `manifest/site/locales.ts`. */
export const LOCALE_CODES = ['en', 'zh', 'ru', 'vn', 'es', 'pt', 'tr', 'th', 'fr', 'uk', 'ko', 'hi', 'jp', 'tc', 'de', 'fil', 'km', 'pl', 'nl', 'ro'];

/** `trustedDomains` of `manifest/site/domains.ts`. */
export const TRUSTED_DOMAINS = ['polyprofile.example', 'polyprofile-cn.example', 'polyprofile-ru.example'];

/** The names of `externalHosts` in `manifest/site/domains.ts`. */
export const EXTERNAL_HOSTS = ['ruBlog', 'docs', 'app', 'appSecondary', 'community', 'scan', 'video', 'stats'];
