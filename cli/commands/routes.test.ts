/** `site routes`: one row per concrete URL in table, json, csv and md, with site and locale filters. */
import { describe, expect, it } from 'vitest';
import { site } from '../../test/manifest/fixtures/cli.ts';
import { formatTable } from '../report/table.ts';
import type { RouteRow } from './routes.ts';

const COLUMNS = ['site', 'locale', 'path', 'status', 'kind', 'location', 'template', 'rule', 'translation'];

async function json(argv: string[]): Promise<RouteRow[]> {
  const result = await site(['routes', '--format', 'json', ...argv]);
  expect(result.code).toBe(0);
  expect(result.err).toBe('');
  return JSON.parse(result.out) as RouteRow[];
}

describe('site routes --format json', () => {
  it('gives every row the required fields', async () => {
    const rows = await json([]);
    expect(rows.length).toBeGreaterThan(1000);
    for (const row of rows) expect(Object.keys(row)).toEqual(COLUMNS);
  });

  it('has a page row with status 200, its template and its route, and no location', async () => {
    const rows = await json(['--locale', 'de']);
    expect(rows.find((row) => row.path === '/de/pricing')).toEqual({ site: 'main', locale: 'de', path: '/de/pricing', status: 200, kind: 'page', location: '', template: 'pricing', rule: 'routes[25]', translation: '' });
  });

  it('has redirect rows with status, location and the manifest path of the deciding rule', async () => {
    const de = await json(['--locale', 'de']);
    expect(de.find((row) => row.path === '/de/solutions/whatsapp')).toEqual({ site: 'main', locale: 'de', path: '/de/solutions/whatsapp', status: 302, kind: 'fallback', location: '/de', template: '', rule: 'solutions[27].languages', translation: '' });
    expect(de.find((row) => row.path === '/de/Pricing')).toMatchObject({ status: 301, kind: 'path', location: '/de/pricing', rule: 'redirects.paths[2]' });
    expect(de.find((row) => row.path === '/de/guide/*')).toMatchObject({ status: 302, kind: 'fallback', location: '/de/blog', rule: 'guards["guide-route"]' });
    const ru = await json(['--site', 'ru']);
    expect(ru.find((row) => row.path === '/blog-e-commerce')).toMatchObject({ status: 301, kind: 'external-blog', location: 'https://blog.polyprofile-ru.example/?category=e-commerce (query dropped)' });
    expect(ru.find((row) => row.path === '/en(/*)')).toMatchObject({ status: 301, kind: 'locale-site', location: 'https://www.polyprofile.example*', rule: 'locales[0].site' });
    const zh = await json(['--locale', 'zh']);
    expect(zh.find((row) => row.path === '/use-cases/betting')).toMatchObject({ status: 301, kind: 'swap', location: '/use-cases/media-market', rule: 'useCaseSwap.replace.betting' });
  });

  it('filters by site and by locale, and by both', async () => {
    const ru = await json(['--site', 'ru']);
    expect(new Set(ru.map((row) => row.site))).toEqual(new Set(['ru']));
    const de = await json(['--locale', 'de']);
    expect(new Set(de.map((row) => row.locale))).toEqual(new Set(['de']));
    // The de rows of the zh and ru sites send /de/… to the main site.
    expect(new Set(de.map((row) => row.site))).toEqual(new Set(['main', 'zh', 'ru']));
    const both = await json(['--site', 'main', '--locale', 'de']);
    expect(both.length).toBe(de.filter((row) => row.site === 'main').length);
  });

  it('sorts rows by site, locale (manifest order) and path', async () => {
    const rows = await json(['--site', 'main']);
    const locales = [...new Set(rows.map((row) => row.locale))];
    expect(locales.slice(0, 4)).toEqual(['en', 'zh', 'ru', 'vn']);
    const en = rows.filter((row) => row.locale === 'en').map((row) => row.path);
    expect(en).toEqual([...en].sort((a, b) => a.localeCompare(b)));
  });
});

describe('site routes in table, csv and md', () => {
  it('prints an aligned table with a header and a rule line', async () => {
    const result = await site(['routes', '--site', 'zh']);
    expect(result.code).toBe(0);
    const [header, rule, ...rows] = result.out.trimEnd().split('\n');
    expect(header?.split(/\s+/)).toEqual(COLUMNS);
    expect(rule).toMatch(/^-+(?: {2}-+){8}$/);
    expect(rows.find((line) => /^zh +zh +\/pricing +200 +page +pricing +routes\[25\] *$/.test(line))).toBeDefined();
    expect(rows.find((line) => /^zh +zh +\/solutions\/crypto +302 +fallback +\/ +solutions\[14\]\.languages *$/.test(line))).toBeDefined();
  });

  it('prints RFC 4180 csv with a header and CRLF lines', async () => {
    const result = await site(['routes', '--site', 'ru', '--format', 'csv']);
    expect(result.code).toBe(0);
    const lines = result.out.split('\r\n');
    expect(lines[0]).toBe(COLUMNS.join(','));
    expect(lines).toContain('ru,ru,/pricing,200,page,,pricing,routes[25],');
    expect(lines).toContain('ru,ru,/Pricing,301,path,/pricing,,redirects.paths[2],');
    // A manifest path with quotes is quoted, its quotes doubled.
    expect(lines).toContain('ru,ru,/solutions,301,other-form,/use-cases,,"guards[""soultions-route""]",');
    expect(result.out.endsWith('\r\n')).toBe(true);
  });

  it('prints a Markdown table', async () => {
    const result = await site(['routes', '--site', 'zh', '--format', 'md']);
    expect(result.code).toBe(0);
    const lines = result.out.trimEnd().split('\n');
    expect(lines[0]).toBe(`| ${COLUMNS.join(' | ')} |`);
    expect(lines[1]).toBe('|---|---|---|---|---|---|---|---|---|');
    expect(lines).toContain('| zh | zh | /pricing | 200 | page |   | pricing | routes[25] |   |');
  });

  it('lists the same rows in every format', async () => {
    const rows = await json(['--site', 'zh']);
    for (const format of ['table', 'md']) {
      const result = await site(['routes', '--site', 'zh', '--format', format]);
      expect(result.out.trimEnd().split('\n'), format).toHaveLength(rows.length + 2);
    }
    const csv = await site(['routes', '--site', 'zh', '--format', 'csv']);
    expect(csv.out.trimEnd().split('\r\n')).toHaveLength(rows.length + 1);
  });
});

describe('formatTable', () => {
  it('quotes csv cells with commas, quotes or line breaks, and escapes pipes in md', () => {
    expect(formatTable(['a', 'b'], [['x,y', 'say "hi"'], ['line\nbreak', 'plain']], 'csv')).toBe('a,b\r\n"x,y","say ""hi"""\r\n"line\nbreak",plain\r\n');
    expect(formatTable(['a'], [['x|y'], ['']], 'md')).toBe('| a |\n|---|\n| x\\|y |\n|   |\n');
    expect(formatTable(['col', 'b'], [['longer', 'x']], 'table')).toBe('col     b\n------  -\nlonger  x\n');
  });
});

describe('site routes with an unknown site or locale', () => {
  it('exits 2 and names the valid sites', async () => {
    const result = await site(['routes', '--site', 'cn']);
    expect(result.code).toBe(2);
    expect(result.out).toBe('');
    expect(result.err).toBe('site routes: unknown site "cn". Sites: main, zh, ru.\n');
  });

  it('exits 2 and names the valid locales', async () => {
    const result = await site(['routes', '--locale', 'ja']);
    expect(result.code).toBe(2);
    expect(result.out).toBe('');
    expect(result.err).toBe('site routes: unknown locale "ja". Did you mean "jp"? Known locales: en, zh, ru, vn, es, pt, tr, th, fr, uk, ko, hi, jp, tc, de, fil, km, pl, nl, ro.\n');
  });
});
