/** The catalog of diagnostic codes: complete entries, working messages, and no code without a call site. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { diagnostic } from '../diagnostics.ts';
import { CATALOG, CATALOG_AREAS, type CatalogEntry, DIAGNOSTIC_CODES } from './index.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const entries = Object.entries(CATALOG) as [string, CatalogEntry][];

/** An entry's message and hint for its own example data. */
function exampleText(entry: CatalogEntry): { message: string; hint: string | undefined } {
  const { data } = entry.explanation.example;
  return { message: (entry.message as (data: unknown) => string)(data), hint: (entry.hint as (data: unknown) => string | undefined)(data) };
}

describe('the catalog', () => {
  it('lists every code once, in exactly one area', () => {
    const byArea = CATALOG_AREAS.flatMap((area) => Object.keys(area.codes));
    expect(byArea.length).toBe(new Set(byArea).size);
    expect(byArea).toEqual(DIAGNOSTIC_CODES);
    expect(DIAGNOSTIC_CODES.length).toBeGreaterThanOrEqual(60);
  });

  it('has permanent upper-case codes, each with a severity, a short title and an explanation page', () => {
    for (const [code, entry] of entries) {
      expect(code).toMatch(/^[A-Z]+(?:_[A-Z]+)*$/);
      expect(['error', 'warning'], code).toContain(entry.severity);
      expect(entry.title, code).toMatch(/^\S.*[^.]$/);
      expect(entry.title.split(' ').length, `${code}: a title is a few words`).toBeLessThanOrEqual(6);
      const { meaning, example, fix } = entry.explanation;
      expect(meaning.length, `${code} meaning`).toBeGreaterThan(60);
      expect(fix.length, `${code} fix`).toBeGreaterThan(20);
      expect(example.file, `${code} example file`).toMatch(/^(?:manifest|content|templates)\//);
      expect(example.input.trim(), `${code} example input`).not.toBe('');
    }
  });

  it('words each example as a plain sentence with a hint', () => {
    for (const [code, entry] of entries) {
      const { message, hint } = exampleText(entry);
      expect(message, code).toMatch(/^\S.*\.$/s);
      expect(hint, code).toMatch(/^\S.+/);
      expect(`${message} ${hint}`, code).not.toMatch(/undefined|NaN|\[object Object\]/);
    }
  });

  it('words each case of a code that several situations share', () => {
    const path = 'routes[9].layout';
    expect(diagnostic('SCHEMA_INVALID', { case: 'not-object' }).message).toBe('The manifest must be an object: `export default defineSite({ … })`.');
    expect(diagnostic('SCHEMA_INVALID', { case: 'languages', path, value: 'ru only' }).hint).toBe(`Write 'all', a list of URL codes like ['de', 'fr'], or { except: ['zh', 'tc'] }.`);
    expect(diagnostic('SCHEMA_INVALID', { case: 'value', path, value: 'custum', allowed: ['default', 'custom'] })).toMatchObject({
      message: 'routes[9].layout is "custum", which is not allowed here.',
      hint: 'Did you mean "custom"? Known values: default, custom.',
    });
    expect(diagnostic('SCHEMA_INVALID', { case: 'discriminator', path, value: 'locale', discriminator: 'type', options: ['locales', 'content'] }).hint).toBe('Did you mean "locales"? Known type values: locales, content.');
    expect(diagnostic('SCHEMA_INVALID', { case: 'issue', path: 'locales[3].bare', problem: 'expected boolean, received string', got: 'yes', expected: 'a boolean' })).toMatchObject({
      message: 'locales[3].bare: expected boolean, received string (got "yes").',
      hint: 'Expected a boolean.',
    });
    expect(diagnostic('SCHEMA_INVALID', { case: 'issue', path: 'routes', problem: 'expected array, received object', got: {}, expected: 'a list [ … ]' }).message).toBe('routes: expected array, received object.');
    // Regression: a rule of the schema gave the hint "Expected must be lowercase letters, …".
    expect(diagnostic('SCHEMA_INVALID', { case: 'rule', path: 'solutions[10].slug', rule: 'must be lowercase letters, digits and single hyphens, e.g. "octo-browser"', got: 'Tik Tok' })).toMatchObject({
      message: 'solutions[10].slug: must be lowercase letters, digits and single hyphens, e.g. "octo-browser" (got "Tik Tok").',
      hint: 'Change solutions[10].slug: it must be lowercase letters, digits and single hyphens, e.g. "octo-browser".',
    });

    expect(diagnostic('DUPLICATE_URL', { case: 'routes', first: 25, index: 36, path: '/pricing' }).message).toBe('routes[25] and routes[36] both claim the path /pricing.');
    expect(diagnostic('DUPLICATE_URL', { case: 'prefix', route: 'german-offer', prefix: 'de' }).hint).toBe('Locale codes own their first path segment; rename the route path.');
    expect(diagnostic('CATCH_ALL', { case: 'count', locales: [] }).message).toBe('There are 0 catch-all locales (none); there must be exactly one.');
    expect(diagnostic('CATCH_ALL', { case: 'prefixed', locale: 'de' }).hint).toBe('Set bare: true on it.');
    expect(diagnostic('HREFLANG_NOT_RECIPROCAL', { case: 'missing', url: 'https://a.example/x', href: 'https://a.example/de/x', hreflang: 'de-DE' }).message).toBe(
      'https://a.example/x does not list its alternate https://a.example/de/x (de-DE).',
    );
    expect(diagnostic('REDIRECT_CHAIN', { rule: 'redirects.paths[4]', target: '/a', next: 'redirects.paths[2]', locale: 'en' }).hint).toBe('Point it at the final URL so visitors take one hop.');
    expect(diagnostic('MESSAGE_MISSING', { case: 'keys', locale: 'de', keys: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'] }).message).toBe('Locale "de" lacks 9 message keys: a, b, c, d, e, f, g, h, ….');
    expect(diagnostic('MANIFEST_LOAD', { case: 'compile', error: 'boom' }).hint, 'no hint says nothing').toBeUndefined();
  });

  it('has a call site for every code in manifest/ or cli/', () => {
    const sources = ['manifest', 'cli'].flatMap((dir) => listSources(join(ROOT, dir))).map((file) => readFileSync(file, 'utf8')).join('\n');
    for (const code of DIAGNOSTIC_CODES) expect(sources.includes(`'${code}'`), `${code} is in the catalog but nothing reports it`).toBe(true);
  });
});

/** `.ts` files under `dir`, without tests and without the catalog itself. */
function listSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path.endsWith(join('manifest', 'catalog')) ? [] : listSources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}
