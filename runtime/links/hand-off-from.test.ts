// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { updateHandOffLinks, withCurrentFrom } from './hand-off-from.ts';

const CANONICAL = 'https://www.polyprofile.example/pricing';
const register = `https://app.polyprofile.example/register?from=${encodeURIComponent(CANONICAL)}&rel=official_website&lang=en`;
const login = `https://app.polyprofile.example/login?from=${encodeURIComponent(CANONICAL)}&rel=official_website&lang=en`;
const HREF = 'http://127.0.0.1:3000/pricing?utm_source=news&ref=p42#plans';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('withCurrentFrom', () => {
  it('puts the full current URL in from, keeping the other parameters and their order', () => {
    const url = new URL(withCurrentFrom(register, HREF, '/pricing'));
    expect(url.searchParams.get('from')).toBe(HREF);
    expect([...url.searchParams.keys()]).toEqual(['from', 'rel', 'lang']);
    expect(url.searchParams.get('rel')).toBe('official_website');
    expect(url.searchParams.get('lang')).toBe('en');
  });

  it("leaves a from that is not this page's canonical URL (fixed in the manifest), a URL without from, and bad URLs alone", () => {
    const fixed = 'https://app.polyprofile.example/register?from=https%3A%2F%2Fpartner.example%2Flanding';
    expect(withCurrentFrom(fixed, HREF, '/pricing')).toBe(fixed);
    expect(withCurrentFrom('https://app.polyprofile.example/register', HREF, '/pricing')).toBe('https://app.polyprofile.example/register');
    expect(withCurrentFrom('not a url', HREF, '/pricing')).toBe('not a url');
  });
});

describe('updateHandOffLinks', () => {
  it('rewrites every register and login link of the page and the config the widgets read', () => {
    document.body.innerHTML = `<a id="r1" href="${register.replace(/&/g, '&amp;')}">Sign up</a><a id="l" href="${login.replace(/&/g, '&amp;')}">Log in</a><a id="r2" href="${register.replace(/&/g, '&amp;')}">Banner</a><a id="o" href="/pricing">Other</a>`;
    const config = { links: { register, login }, page: { path: '/pricing', isCatchAllRoot: false } };
    updateHandOffLinks(document, config, HREF);
    const from = (id: string) => new URL(document.getElementById(id)?.getAttribute('href') ?? '').searchParams.get('from');
    expect([from('r1'), from('r2'), from('l')]).toEqual([HREF, HREF, HREF]);
    expect(document.getElementById('o')?.getAttribute('href')).toBe('/pricing');
    expect(new URL(config.links.register).searchParams.get('from')).toBe(HREF);
    expect(document.getElementById('r1')?.getAttribute('href')).toBe(config.links.register);
    expect(new URL(config.links.login).searchParams.get('from')).toBe(HREF);
  });
});
