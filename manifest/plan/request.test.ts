/** The request helpers behind resolve(): splitting, normalising, decoding, and safe Locations. */
import { describe, expect, it } from 'vitest';
import { Normalize } from '../schema/index.ts';
import { decodePath, encodeForLocation, lookupRequest, normalizePath, safeLocationPath, splitRequest } from './request.ts';

const ALL = Normalize.parse({});

describe('splitRequest', () => {
  it('splits path and query and drops the fragment', () => {
    expect(splitRequest('/a?b=1#c')).toEqual({ path: '/a', query: 'b=1' });
    expect(splitRequest('/a#c?d')).toEqual({ path: '/a', query: '' });
    expect(splitRequest('/a?')).toEqual({ path: '/a', query: '' });
    expect(splitRequest('/a?x?y')).toEqual({ path: '/a', query: 'x?y' });
  });

  it('adds a leading slash unless the path starts with a slash or backslash', () => {
    expect(splitRequest('pricing')).toEqual({ path: '/pricing', query: '' });
    expect(splitRequest('\\x')).toEqual({ path: '\\x', query: '' });
    expect(splitRequest('')).toEqual({ path: '/', query: '' });
  });
});

describe('normalizePath', () => {
  const normal = (path: string, hasQuery = false, homes = ['/de']) => normalizePath(path, hasQuery, ALL, homes);

  it('applies each rule and names it', () => {
    expect(normal('/a\\b')).toEqual({ path: '/a/b', steps: ['backslashes'] });
    expect(normal('//a///b')).toEqual({ path: '/a/b', steps: ['duplicateSlashes'] });
    expect(normal('/a.html')).toEqual({ path: '/a', steps: ['htmlSuffix'] });
    expect(normal('/a/')).toEqual({ path: '/a', steps: ['trailingSlash'] });
    expect(normal('/pricing')).toEqual({ path: '/pricing', steps: [] });
  });

  it('repeats .html and slash stripping until the path is stable', () => {
    expect(normal('/a/index.html/').path).toBe('/a');
    expect(normal('/a.html.html').path).toBe('/a');
    expect(normal('/index.html').path).toBe('/');
    expect(normal('/de/index.html').path).toBe('/de');
  });

  it('keeps the /de/ form of a prefixed home only when a query follows', () => {
    expect(normal('/de/', true).path).toBe('/de/');
    expect(normal('/de/index.html', true).path).toBe('/de/');
    expect(normal('/de/', false).path).toBe('/de');
    expect(normal('/fr/', true).path).toBe('/fr');
  });

  it('does nothing a disabled rule would do', () => {
    const none = Normalize.parse({ backslashes: false, duplicateSlashes: false, htmlSuffix: false, trailingSlash: false, homeQuerySlash: false });
    expect(normalizePath('//a\\b.html/', false, none, [])).toEqual({ path: '//a\\b.html/', steps: [] });
  });

  it('leaves the bare .html and the root alone', () => {
    expect(normal('/.html').path).toBe('/.html');
    expect(normal('/').path).toBe('/');
  });
});

describe('decodePath', () => {
  it('decodes escapes for matching, in either case', () => {
    expect(decodePath('/blog/a%3Ab%3ac')).toBe('/blog/a:b:c');
    expect(decodePath('/%C3%BCber')).toBe('/über');
  });

  it('keeps escapes that would change the path\'s structure encoded', () => {
    expect(decodePath('/a%2Fb%5Cc%3Fd%23e%25f')).toBe('/a%2Fb%5Cc%3Fd%23e%25f');
    expect(decodePath('/a%2fb')).toBe('/a%2Fb');
  });

  it('keeps invalid UTF-8 as it is, and is stable when applied twice', () => {
    expect(decodePath('/a%C3')).toBe('/a%C3');
    expect(decodePath('/a%zz')).toBe('/a%zz');
    for (const path of ['/a%2541', '/%E4%B8%AD%2F', '/x%25%32%46']) expect(decodePath(decodePath(path))).toBe(decodePath(path));
  });
});

describe('encodeForLocation', () => {
  it('encodes spaces, controls, non-ASCII, backslashes and stray percent signs', () => {
    expect(encodeForLocation('/a b\r\n\\ü%zz')).toBe('/a%20b%0D%0A%5C%C3%BC%25zz');
  });

  it('keeps valid escapes and the characters a URL allows', () => {
    expect(encodeForLocation("/a%3Ab?c=d&e=f;g:h@i!$'()*+,=~")).toBe("/a%3Ab?c=d&e=f;g:h@i!$'()*+,=~");
  });
});

describe('safeLocationPath', () => {
  it('always gives exactly one leading slash', () => {
    expect(safeLocationPath('//evil.example/x')).toBe('/evil.example/x');
    expect(safeLocationPath('/\\evil.example')).toBe('/%5Cevil.example');
    expect(safeLocationPath('pricing')).toBe('/pricing');
    expect(safeLocationPath('/')).toBe('/');
  });

  it('keeps an encoded backslash as part of the path (regression: stripping %5C sent /%5Cguide/x to /guide/x, a second hop)', () => {
    expect(safeLocationPath('/%5Cguide/about-us')).toBe('/%5Cguide/about-us');
    expect(safeLocationPath('/%5C%5Cevil.example')).toBe('/%5C%5Cevil.example');
    expect(new URL(safeLocationPath('/%5C%5Cevil.example'), 'https://www.polyprofile.example').origin).toBe('https://www.polyprofile.example');
  });
});

describe('lookupRequest', () => {
  const lookup = (path: string, query = '') => lookupRequest({ path, query }, ALL, ['/de']);

  it('normalises, then decodes for matching; the steps come from the raw path', () => {
    expect(lookup('/blog/a%3Ab.html')).toEqual({ normal: { path: '/blog/a%3Ab', steps: ['htmlSuffix'] }, homeForm: false, lookup: '/blog/a:b' });
    expect(lookup('/x%2Ehtml')).toEqual({ normal: { path: '/x%2Ehtml', steps: [] }, homeForm: false, lookup: '/x.html' });
  });

  it('reads the /de/ form of a prefixed home with a query as the home', () => {
    expect(lookup('/de/', 'x=1')).toEqual({ normal: { path: '/de/', steps: [] }, homeForm: true, lookup: '/de' });
    expect(lookup('/de/', '')).toEqual({ normal: { path: '/de', steps: ['trailingSlash'] }, homeForm: false, lookup: '/de' });
    expect(lookup('/fr/', 'x=1').homeForm).toBe(false);
  });
});
