/**
 * Browser-language redirect (spec 4): acts only on `/` of the catch-all locale, never for bots,
 * never twice in one browsing session (a sessionStorage marker), and only towards another
 * supported locale. If the marker cannot be stored, it does not redirect: no loop is possible.
 */
import type { RuntimeConfig } from '../config.ts';
import { getCookie } from '../shared/cookies.ts';
import { readItem, writeItem } from '../shared/storage.ts';
import { detectLocale } from './detect-locale.ts';
import { isBot } from './is-bot.ts';

/** What the decision depends on. */
export interface LocaleRedirectInput {
  config: Pick<RuntimeConfig, 'page' | 'locale' | 'locales' | 'fallbackLocale'>;
  cookie: string | null;
  languages: readonly string[];
  userAgent: string;
  /** The session already redirected once. */
  alreadyRedirected: boolean;
  /** The current URL, to refuse a redirect to itself. */
  currentUrl: string;
}

/** The URL to redirect to (query kept), or `null` to stay. */
export function decideLocaleRedirect(input: LocaleRedirectInput): string | null {
  if (!input.config.page.isCatchAllRoot || input.alreadyRedirected || isBot(input.userAgent)) return null;
  const detected = detectLocale({
    cookie: input.cookie,
    languages: input.languages,
    locales: input.config.locales,
    fallback: input.config.fallbackLocale,
  });
  if (detected.code === input.config.locale.code) return null;
  const target = input.config.locales.find((locale) => locale.code === detected.code)?.homeUrl;
  if (!target) return null;
  const targetUrl = new URL(target, input.currentUrl);
  const current = new URL(input.currentUrl);
  if (targetUrl.origin === current.origin && targetUrl.pathname === current.pathname) return null;
  if (current.search) {
    // Keep the query (ref/code/utm_*); a prefixed home with a query is `/de/?…` (spec 2.6, D3).
    if (!targetUrl.pathname.endsWith('/')) targetUrl.pathname += '/';
    targetUrl.search = current.search;
  }
  return targetUrl.href;
}

/** Applies the decision in the browser. Returns the target when it redirected. */
export function runLocaleRedirect(config: RuntimeConfig, replace: (url: string) => void = (url) => location.replace(url)): string | null {
  const target = decideLocaleRedirect({
    config,
    cookie: getCookie(config.cookies.locale),
    languages: navigator.languages ?? [navigator.language],
    userAgent: navigator.userAgent,
    alreadyRedirected: readItem('sessionStorage', config.storageKeys.localeRedirect) !== null,
    currentUrl: location.href,
  });
  if (!target || !writeItem('sessionStorage', config.storageKeys.localeRedirect, target)) return null;
  replace(target);
  return target;
}
