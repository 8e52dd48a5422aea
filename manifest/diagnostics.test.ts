/** The diagnostics catalog and its helpers. */
import { describe, expect, it } from 'vitest';
import { DIAGNOSTIC_CODES, diagnostic, formatPath, hasErrors } from './diagnostics.ts';

describe('formatPath', () => {
  it('writes keys with dots, indexes in brackets and odd keys quoted', () => {
    expect(formatPath(['alternatives', 3, 'languages', 1])).toBe('alternatives[3].languages[1]');
    expect(formatPath(['guards', 'help-route', 'locales'])).toBe('guards["help-route"].locales');
    expect(formatPath([])).toBe('');
  });
});

describe('diagnostic', () => {
  it('takes its severity from the catalog unless told', () => {
    expect(diagnostic('UNKNOWN_GUARD', 'm')).toEqual({ severity: 'error', code: 'UNKNOWN_GUARD', message: 'm' });
    expect(diagnostic('DUPLICATE_TITLE', 'm').severity).toBe('warning');
    expect(diagnostic('UNKNOWN_GUARD', 'm', { severity: 'warning', path: 'p', hint: 'h' })).toEqual({ severity: 'warning', code: 'UNKNOWN_GUARD', message: 'm', path: 'p', hint: 'h' });
  });

  it('fails only on errors', () => {
    expect(hasErrors([diagnostic('DUPLICATE_TITLE', 'm')])).toBe(false);
    expect(hasErrors([diagnostic('DUPLICATE_TITLE', 'm'), diagnostic('UNKNOWN_SITE', 'm')])).toBe(true);
  });

  it('has permanent upper-case codes, each with a summary', () => {
    for (const [code, [severity, summary]] of Object.entries(DIAGNOSTIC_CODES)) {
      expect(code).toMatch(/^[A-Z]+(?:_[A-Z]+)*$/);
      expect(['error', 'warning']).toContain(severity);
      expect(summary.length, code).toBeGreaterThan(10);
    }
  });
});
