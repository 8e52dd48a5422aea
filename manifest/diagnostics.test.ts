/** The diagnostics API: a diagnostic from a code, its data and a location. */
import { describe, expect, it } from 'vitest';
import { diagnostic, formatPath, hasErrors } from './diagnostics.ts';

describe('formatPath', () => {
  it('writes keys with dots, indexes in brackets and odd keys quoted', () => {
    expect(formatPath(['alternatives', 3, 'languages', 1])).toBe('alternatives[3].languages[1]');
    expect(formatPath(['guards', 'help-route', 'locales'])).toBe('guards["help-route"].locales');
    expect(formatPath([])).toBe('');
  });
});

describe('diagnostic', () => {
  const guard = { guard: 'alternatve-route', route: 'alternative', known: ['alternative-route', 'blog-route'] };

  it('takes its severity, message and hint from the catalog and its place from the location', () => {
    expect(diagnostic('UNKNOWN_GUARD', guard, { file: 'manifest/site/routes.ts', line: 38, path: 'routes[3].guards[0]' })).toEqual({
      severity: 'error',
      code: 'UNKNOWN_GUARD',
      message: 'Unknown route middleware "alternatve-route" on route "alternative".',
      file: 'manifest/site/routes.ts',
      line: 38,
      path: 'routes[3].guards[0]',
      hint: 'Did you mean "alternative-route"? Known guards: alternative-route, blog-route.',
    });
    expect(diagnostic('DUPLICATE_TITLE', { locale: 'de', title: 'T', paths: ['/de/a', '/de/b'] }).severity).toBe('warning');
  });

  it('leaves out what it does not know: no location keys without a location, no hint when the code has none', () => {
    const compile = diagnostic('MANIFEST_LOAD', { case: 'compile', error: 'out of memory' });
    expect(compile).toEqual({ severity: 'error', code: 'MANIFEST_LOAD', message: 'The manifest could not be compiled: out of memory.' });
    expect(Object.keys(compile)).toEqual(['severity', 'code', 'message']);
  });

  it('fails only on errors', () => {
    const warning = diagnostic('UNSAFE_URL', { href: 'javascript:alert(1)' });
    expect(hasErrors([warning])).toBe(false);
    expect(hasErrors([warning, diagnostic('UNKNOWN_GUARD', guard)])).toBe(true);
  });
});

/** Type-level checks, never run: `npm run typecheck` fails when an expected error goes away. */
export function wrongDataIsATypeError(): void {
  // @ts-expect-error UNKNOWN_GUARD takes { guard, route, known }, not prose
  diagnostic('UNKNOWN_GUARD', 'Unknown route middleware "x".');
  // @ts-expect-error SCHEMA_INVALID data needs its case
  diagnostic('SCHEMA_INVALID', { path: 'routes[9].layout', value: 'custum' });
  // @ts-expect-error ROUTE_PARAM has no "missing" case
  diagnostic('ROUTE_PARAM', { case: 'missing', route: 'blog-article', param: 'id' });
  // @ts-expect-error DUPLICATE_URL data of another code
  diagnostic('DUPLICATE_URL', { guard: 'x', route: 'y', known: [] });
}
