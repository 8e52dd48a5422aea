/** validateManifest: section-by-section parsing, cross-checks, and the shape of what it returns. */
import { describe, expect, it } from 'vitest';
import { loose } from '../../test/manifest/fixtures/broken-manifest.ts';
import { manifestInput } from '../../test/manifest/fixtures/shipped.ts';
import { validateManifest } from './index.ts';

describe('validateManifest', () => {
  it('accepts the shipped manifest with defaults filled in', () => {
    const { manifest, diagnostics } = validateManifest(manifestInput());
    expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(manifest?.redirects.normalize).toEqual({ backslashes: true, duplicateSlashes: true, htmlSuffix: true, trailingSlash: true, homeQuerySlash: true });
    expect(manifest?.solutions[0]?.languages).toBe('all');
    expect(manifest?.constants.localeCookieDays).toBe(365);
  });

  it('returns no manifest when a shape is wrong, but still cross-checks the sections that parsed', () => {
    const input = manifestInput();
    loose(input.locales[3]).bare = 'yes';
    const alternative = input.routes.find((route) => route.id === 'alternative');
    if (alternative) alternative.guards = ['nope'];
    input.menus.solutions[0] = 'nope';
    const { manifest, diagnostics } = validateManifest(input);
    expect(manifest).toBeUndefined();
    // The menus check needs no locales: it runs; the route checks need locales: they wait.
    expect(diagnostics.map((d) => d.code).sort()).toEqual(['MENU_TARGET_MISSING', 'SCHEMA_INVALID']);
    // locales did not parse, so the route checks (which need locales) wait; the guard is reported once locales parse.
    loose(input.locales[3]).bare = false;
    expect(validateManifest(input).diagnostics.map((d) => d.code)).toContain('UNKNOWN_GUARD');
  });

  it('returns the manifest when only cross-checks fail, so every cross-check runs', () => {
    const input = manifestInput();
    const de = input.locales.find((locale) => locale.code === 'de');
    if (de) de.site = 'mian';
    input.menus.solutions[0] = 'nope';
    const { manifest, diagnostics } = validateManifest(input);
    expect(manifest).toBeDefined();
    expect(diagnostics.map((d) => d.code).sort()).toEqual(['MENU_TARGET_MISSING', 'UNKNOWN_SITE']);
  });

  it('cross-checks the other entries of a list beside one that did not parse (regression: a missing name hid DUPLICATE_SLUG and every item check)', () => {
    const input = manifestInput();
    input.alternatives?.push({ rival: 'tinder', name: 'Tinder' }, { rival: 'kameleo', languages: ['en', 'xx'] } as never, { rival: 'tinder', name: 'Tinder' });
    input.redirects?.paths?.push({ from: '/y', to: '/pricing', status: 305 as 301 }, { from: '/x', to: '/pricing', locales: ['xx'] });
    const { manifest, partial, diagnostics } = validateManifest(input);
    expect(manifest).toBeUndefined();
    expect(diagnostics.map((d) => `${d.code} ${d.path}`).sort()).toEqual([
      'DUPLICATE_SLUG alternatives[9].rival',
      'SCHEMA_MISSING alternatives[8].name',
      'SCHEMA_INVALID redirects.paths[4].status',
      'UNKNOWN_LOCALE redirects.paths[5].locales[0]',
    ].sort());
    // The broken entries stand in as entries of no locale, keeping their place and slug; what the cross-checks would say about them (the unknown "xx" of alternatives[8]) is left out.
    expect(partial?.standIns).toEqual(['alternatives[8]', 'redirects.paths[4]']);
    expect(partial?.manifest.alternatives[8]).toMatchObject({ rival: 'kameleo', languages: [] });
    expect(partial?.manifest.redirects.paths[4]?.locales).toEqual([]);
  });

  it('does not salvage an entry whose slug is what is broken: the checks that read slugs wait', () => {
    const input = manifestInput();
    loose(input.solutions?.[10]).slug = 'Tik Tok';
    const { partial, diagnostics } = validateManifest(input);
    expect(partial).toBeUndefined();
    expect(diagnostics.map((d) => `${d.code} ${d.path}`)).toEqual(['SCHEMA_INVALID solutions[10].slug']);
  });

  it('names the allowed values of a union of literals (regression: status 307 got the hint "Expected Invalid input.")', () => {
    const input = manifestInput();
    loose(input.redirects?.paths?.[0]).status = 307;
    const [d] = validateManifest(input).diagnostics;
    expect(d).toMatchObject({ code: 'SCHEMA_INVALID', path: 'redirects.paths[0].status', message: 'redirects.paths[0].status is 307, which is not allowed here.' });
    expect(d?.hint).toMatch(/Known values: 301, 302\.$/);
  });
});
