/**
 * Which language's image a widget shows (spec 2.7): zh and tc → zh, pt → pt, vn → vn, ru → ru,
 * every other locale → en. Used by the activity popup and the mobile banner.
 */
import type { ImageLanguage } from '../../runtime/config.ts';

/** Image language per locale code; codes not listed use `en`. */
const IMAGE_LANGUAGE_BY_CODE: Readonly<Record<string, ImageLanguage>> = {
  zh: 'zh',
  tc: 'zh',
  pt: 'pt',
  vn: 'vn',
  ru: 'ru',
};

/** The image language for a locale code. */
export function imageLanguage(localeCode: string): ImageLanguage {
  return IMAGE_LANGUAGE_BY_CODE[localeCode] ?? 'en';
}
