/**
 * Language switching (spec 4): a click on a switcher link `a[data-locale-switch="de"]` stores the
 * chosen code in the locale cookie (365 days, path /, SameSite=Lax) before the browser follows
 * the link, so the catch-all root never sends the visitor back.
 */
import type { RuntimeConfig } from '../config.ts';
import { setCookie } from '../shared/cookies.ts';
import type { Cancel } from '../shared/timers.ts';
import { supportedLocaleCode } from './detect-locale.ts';

/** Attribute of switcher links; its value is the target locale code. */
export const LOCALE_SWITCH_ATTRIBUTE = 'data-locale-switch';

/** Writes the locale cookie; refuses (returns false) codes outside the supported list. */
export function writeLocaleCookie(config: Pick<RuntimeConfig, 'cookies' | 'locales' | 'constants'>, code: string): boolean {
  const supported = supportedLocaleCode(code, config.locales);
  if (!supported) return false;
  setCookie(config.cookies.locale, supported, { days: config.constants.localeCookieDays, path: '/', sameSite: 'Lax' });
  return true;
}

/** Installs the delegated click listener. */
export function installLocaleSwitch(doc: Document, config: RuntimeConfig): Cancel {
  const onClick = (event: Event): void => {
    const link = (event.target as Element | null)?.closest?.(`[${LOCALE_SWITCH_ATTRIBUTE}]`);
    const code = link?.getAttribute(LOCALE_SWITCH_ATTRIBUTE);
    if (code) writeLocaleCookie(config, code);
  };
  doc.addEventListener('click', onClick, true);
  return () => doc.removeEventListener('click', onClick, true);
}
