import { describe, expect, it, vi } from 'vitest';
import {
  checkLink,
  normalizeHref,
  EXTERNAL_NAVIGATION_ERROR,
  isHostInDomains,
  isSafeLinkUrl,
  navigateTo,
  sameOriginUrl,
  sanitizeLink,
  UNSAFE_NAVIGATION_ERROR,
  withLeadingSlash,
  type NavigationTarget,
} from './url-safety.ts';

const trusted = { origin: 'https://www.example.com', trustedDomains: ['example.com', 'example.net'] };

function fakeLocation(origin = 'https://www.example.com') {
  const location = { origin, assign: vi.fn((_url: string) => undefined), replace: vi.fn((_url: string) => undefined) };
  return location satisfies NavigationTarget;
}

describe('withLeadingSlash', () => {
  it('adds a slash to bare paths only', () => {
    expect(withLeadingSlash('pricing')).toBe('/pricing');
    expect(withLeadingSlash('blog/x?y=1')).toBe('/blog/x?y=1');
    expect(withLeadingSlash('/pricing')).toBe('/pricing');
    expect(withLeadingSlash('#top')).toBe('#top');
    expect(withLeadingSlash('?q=1')).toBe('?q=1');
    expect(withLeadingSlash('../x')).toBe('../x');
    expect(withLeadingSlash('https://a.com/x')).toBe('https://a.com/x');
    expect(withLeadingSlash('//a.com/x')).toBe('//a.com/x');
  });
});

describe('isSafeLinkUrl', () => {
  it('accepts http, https and relative links', () => {
    expect(isSafeLinkUrl('https://example.com/a')).toBe(true);
    expect(isSafeLinkUrl('http://example.com/a')).toBe(true);
    expect(isSafeLinkUrl('/pricing')).toBe(true);
    expect(isSafeLinkUrl('pricing')).toBe(true);
  });
  it.each(['javascript:alert(1)', 'JavaScript:alert(1)', ' javascript:alert(1)', 'java\tscript:alert(1)', 'data:text/html,x', 'blob:https://a.com/1', 'vbscript:msgbox(1)', 'ftp://a.com/x', 'mailto:a@b.c'])(
    'refuses %j',
    (href) => expect(isSafeLinkUrl(href)).toBe(false),
  );
  it('refuses links that do not parse', () => {
    expect(isSafeLinkUrl('http://[::1')).toBe(false);
  });
});

describe('isHostInDomains', () => {
  it('matches the domain and its subdomains, not look-alikes', () => {
    expect(isHostInDomains('example.com', ['example.com'])).toBe(true);
    expect(isHostInDomains('app.EXAMPLE.com', ['example.com'])).toBe(true);
    expect(isHostInDomains('example.com.', ['example.com'])).toBe(true);
    expect(isHostInDomains('evilexample.com', ['example.com'])).toBe(false);
    expect(isHostInDomains('example.com.evil.io', ['example.com'])).toBe(false);
    expect(isHostInDomains('example.com', [''])).toBe(false);
  });
});

describe('checkLink and sanitizeLink', () => {
  it('classifies internal, external trusted, external untrusted and refused links', () => {
    expect(checkLink('pricing', trusted)).toEqual({ kind: 'internal', href: '/pricing' });
    expect(checkLink('https://www.example.com/de', trusted)).toEqual({ kind: 'internal', href: 'https://www.example.com/de' });
    expect(checkLink('https://app.example.net/login', trusted)).toMatchObject({ kind: 'external', trusted: true, host: 'app.example.net' });
    expect(checkLink('https://evil.io/', trusted)).toMatchObject({ kind: 'external', trusted: false });
    expect(checkLink('javascript:alert(1)', trusted)).toEqual({ kind: 'refused', href: 'javascript:alert(1)' });
  });
  it('drops refused and untrusted external links, keeps the rest', () => {
    expect(sanitizeLink('blog', trusted)).toBe('/blog');
    expect(sanitizeLink('https://docs.example.com/a', trusted)).toBe('https://docs.example.com/a');
    expect(sanitizeLink('https://evil.io/', trusted)).toBeNull();
    expect(sanitizeLink('//evil.io/x', trusted)).toBeNull();
    expect(sanitizeLink('data:text/html,x', trusted)).toBeNull();
  });
  it('treats relative links as internal without a known origin (build time)', () => {
    expect(sanitizeLink('/de/pricing')).toBe('/de/pricing');
    expect(sanitizeLink('https://example.com/')).toBeNull();
  });
});

describe('navigateTo', () => {
  it('navigates to internal URLs', () => {
    const location = fakeLocation();
    expect(navigateTo('blog', { location })).toBe('/blog');
    expect(location.assign).toHaveBeenCalledWith('/blog');
  });
  it('replaces the history entry when asked', () => {
    const location = fakeLocation();
    navigateTo('/blog', { location, replace: true });
    expect(location.replace).toHaveBeenCalledWith('/blog');
    expect(location.assign).not.toHaveBeenCalled();
  });
  it('throws the spec message for external URLs without permission', () => {
    const location = fakeLocation();
    expect(() => navigateTo('https://app.example.net/', { location })).toThrow(new Error(EXTERNAL_NAVIGATION_ERROR));
    expect(EXTERNAL_NAVIGATION_ERROR).toBe('Navigating to an external URL is not allowed by default');
    expect(location.assign).not.toHaveBeenCalled();
  });
  it('allows external URLs with { external: true }', () => {
    const location = fakeLocation();
    navigateTo('https://cdn.other.io/app.exe', { location, external: true });
    expect(location.assign).toHaveBeenCalledWith('https://cdn.other.io/app.exe');
  });
  it('refuses unsafe schemes even with permission', () => {
    const location = fakeLocation();
    expect(() => navigateTo('javascript:alert(1)', { location, external: true })).toThrow(UNSAFE_NAVIGATION_ERROR);
    expect(location.assign).not.toHaveBeenCalled();
  });
});

describe('normalizeHref', () => {
  it('removes what the URL parser ignores', () => {
    expect(withLeadingSlash('java\tscript:alert(1)')).toBe('javascript:alert(1)');
    expect(withLeadingSlash('\u0000 /x \n')).toBe('/x');
    expect(normalizeHref(' a\tb\nc ')).toBe('abc');
  });
});

describe('sameOriginUrl', () => {
  it('resolves http(s) links of the page origin and refuses the rest without throwing', () => {
    const page = 'https://www.polyprofile.example/de/blog?x=1';
    expect(sameOriginUrl('pricing', page)?.href).toBe('https://www.polyprofile.example/de/pricing');
    expect(sameOriginUrl('/pricing#top', page)?.href).toBe('https://www.polyprofile.example/pricing#top');
    expect(sameOriginUrl('https://other.example/', page)).toBeNull();
    expect(sameOriginUrl('//other.example/x', page)).toBeNull();
    expect(sameOriginUrl('javascript:alert(1)', page)).toBeNull();
    expect(sameOriginUrl('http://[', page)).toBeNull();
  });
});
