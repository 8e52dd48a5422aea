// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { exampleRuntimeConfig } from '../example-config.ts';
import { decideLocaleRedirect, runLocaleRedirect, type LocaleRedirectInput } from './locale-redirect.ts';

const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';

function input(overrides: Partial<LocaleRedirectInput> = {}): LocaleRedirectInput {
  return {
    config: exampleRuntimeConfig(),
    cookie: null,
    languages: ['de-DE', 'en'],
    userAgent: BROWSER,
    alreadyRedirected: false,
    currentUrl: 'http://127.0.0.1:3000/',
    ...overrides,
  };
}

describe('decideLocaleRedirect', () => {
  it('redirects the catch-all root by browser language', () => {
    expect(decideLocaleRedirect(input())).toBe('http://127.0.0.1:3000/de');
  });
  it('redirects by cookie, also to another site', () => {
    expect(decideLocaleRedirect(input({ cookie: 'zh' }))).toBe('http://127.0.0.1:3001/');
  });
  it('keeps the query, with the /de/?… form of a prefixed home', () => {
    expect(decideLocaleRedirect(input({ currentUrl: 'http://127.0.0.1:3000/?ref=abc' }))).toBe('http://127.0.0.1:3000/de/?ref=abc');
  });
  it('stays when the detected locale is the current one', () => {
    expect(decideLocaleRedirect(input({ languages: ['en-GB'] }))).toBeNull();
    expect(decideLocaleRedirect(input({ cookie: 'en' }))).toBeNull();
    expect(decideLocaleRedirect(input({ languages: ['sw'] }))).toBeNull();
  });
  it('acts only on the catch-all root', () => {
    const config = exampleRuntimeConfig();
    config.page = { path: '/pricing', isCatchAllRoot: false };
    expect(decideLocaleRedirect(input({ config }))).toBeNull();
  });
  it('never acts for bots', () => {
    expect(decideLocaleRedirect(input({ userAgent: 'Googlebot/2.1' }))).toBeNull();
  });
  it('never acts twice in a session (no loop)', () => {
    expect(decideLocaleRedirect(input({ alreadyRedirected: true }))).toBeNull();
  });
  it('never redirects to the page itself', () => {
    const config = exampleRuntimeConfig();
    config.locales = config.locales.map((l) => (l.code === 'de' ? { ...l, homeUrl: 'http://127.0.0.1:3000/' } : l));
    expect(decideLocaleRedirect(input({ config }))).toBeNull();
  });
});

describe('runLocaleRedirect', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
    vi.restoreAllMocks();
  });
  it('redirects once per session and records it', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['pt-BR']);
    const config = exampleRuntimeConfig();
    const replace = vi.fn();
    expect(runLocaleRedirect(config, replace)).toBe('http://127.0.0.1:3000/pt');
    expect(replace).toHaveBeenCalledWith('http://127.0.0.1:3000/pt');
    expect(sessionStorage.getItem(config.storageKeys.localeRedirect)).toBe('http://127.0.0.1:3000/pt');
    expect(runLocaleRedirect(config, replace)).toBeNull();
    expect(replace).toHaveBeenCalledTimes(1);
  });
  it('does not redirect when the session marker cannot be stored', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['pt-BR']);
    vi.stubGlobal('sessionStorage', {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    });
    const replace = vi.fn();
    expect(runLocaleRedirect(exampleRuntimeConfig(), replace)).toBeNull();
    expect(replace).not.toHaveBeenCalled();
  });
});
