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

  it('names the allowed values of a union of literals (regression: status 307 got the hint "Expected Invalid input.")', () => {
    const input = manifestInput();
    loose(input.redirects?.paths?.[0]).status = 307;
    const [d] = validateManifest(input).diagnostics;
    expect(d).toMatchObject({ code: 'SCHEMA_INVALID', path: 'redirects.paths[0].status', message: 'redirects.paths[0].status is 307, which is not allowed here.' });
    expect(d?.hint).toMatch(/Known values: 301, 302\.$/);
  });
});
