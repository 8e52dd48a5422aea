/** The manifest checks of issue 10 beyond the broken-manifest corpus: the edges of each rule. */
import { describe, expect, it } from 'vitest';
import { find, loose } from '../../test/manifest/fixtures/broken-manifest.ts';
import { manifestInput } from '../../test/manifest/fixtures/shipped.ts';
import type { Route } from '../schema/index.ts';
import { checkRoutePaths } from './check-route-paths.ts';
import { validateManifest } from './index.ts';

const errors = (input: unknown) => validateManifest(input).diagnostics.filter((d) => d.severity === 'error');

describe('route paths are canonical', () => {
  const route = (path: string): Route => ({ id: 'x', path, template: 'faq', params: {}, guards: [], layout: 'default', sitemap: true });
  it.each([
    ['/', undefined],
    ['/blog/{id}', undefined],
    ['/_icons', undefined],
    ['/pricing/', "Write path: '/pricing' (no trailing slash)"],
    ['/a//b', "Write path: '/a/b' with single slashes."],
    ['/blog/{id}.html', "e.g. path: '/blog/{id}'"],
    ['/v1.2/notes', "e.g. path: '/v1-2/notes'"],
  ])('%s', (path, hint) => {
    const [only, ...rest] = checkRoutePaths({ routes: [route(path)] });
    expect(rest).toEqual([]);
    if (hint === undefined) expect(only).toBeUndefined();
    else expect(only?.hint).toContain(hint);
  });
});

describe('numbers written as strings', () => {
  it('says "must be a number" wherever the schema takes that number', () => {
    const input = manifestInput();
    loose(input).constants = { localeCookieDays: '365' };
    const [only, ...rest] = errors(input);
    expect(rest).toEqual([]);
    expect(only).toMatchObject({ code: 'SCHEMA_INVALID', path: 'constants.localeCookieDays', message: 'constants.localeCookieDays is the string "365"; it must be a number.', hint: 'Write localeCookieDays: 365 (a number, without quotes).' });
  });

  it('keeps the list of allowed values for a quoted number that is not allowed either', () => {
    const input = manifestInput();
    loose(input.redirects?.paths?.[2]).status = '307';
    expect(errors(input)[0]?.hint).toMatch(/Known values: 301, 302\.$/);
  });
});

describe('language lists that select nothing', () => {
  it('accepts { except: [] } (every locale) and reports a redirect limited to no locale', () => {
    const input = manifestInput();
    loose(find(input.features, 'slug', 'rpa')).languages = { except: [] };
    loose(input.redirects?.paths?.[2]).locales = [];
    const [only, ...rest] = errors(input);
    expect(rest).toEqual([]);
    expect(only).toMatchObject({ code: 'AVAILABLE_NOWHERE', path: 'redirects.paths[2].locales', message: 'The redirect from /Pricing is available in no locale: redirects.paths[2].locales is [].' });
    expect(only?.hint).toMatch(/^Remove the redirect, or list the locales it applies in/);
  });
});

describe('redirect targets stay on the site', () => {
  it('reports /\\host like //host: browsers read both as another host', () => {
    const input = manifestInput();
    input.redirects?.paths?.push({ from: '/old', to: '/\\evil.example/x' });
    const [only, ...rest] = errors(input);
    expect(rest).toEqual([]);
    expect(only).toMatchObject({ code: 'REDIRECT_LEAVES_SITE', path: 'redirects.paths[4].to' });
    expect(only?.message).toContain('browsers go to the host evil.example');
  });
});
