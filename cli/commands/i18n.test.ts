/** `site i18n`: translation coverage per locale, its formats and its CI gates. */
import { describe, expect, it } from 'vitest';
import { site } from '../../test/manifest/fixtures/cli.ts';
import { loadShipped, manifestInput } from '../../test/manifest/fixtures/shipped.ts';
import type { LocaleCoverage } from '../../manifest/plan/coverage.ts';

async function coverage(argv: string[] = [], entries?: Awaited<ReturnType<typeof loadShipped>>['entries']) {
  const result = await site(['i18n', '--format', 'json', ...argv], entries ? { load: { manifestInput: manifestInput(), entries } } : {});
  return { ...result, rows: JSON.parse(result.out) as { locales: LocaleCoverage[] } };
}

describe('site i18n on the shipped site', () => {
  it('has every message and the structured copy of every available item translated in all 20 locales', async () => {
    const { code, rows } = await coverage(['--min-coverage', '100']);
    expect(code).toBe(0);
    expect(rows.locales).toHaveLength(20);
    for (const row of rows.locales) {
      expect(row.coverage, row.locale).toBe(100);
      for (const area of ['messages', 'solutions', 'features', 'alternatives', 'useCases']) expect(row.areas[area]?.fallback, `${row.locale} ${area}`).toBe(0);
    }
  });

  it('counts each item kind where the item is available: whatsapp only in ru, the swap in zh and tc', async () => {
    const { rows } = await coverage();
    const of = (code: string) => rows.locales.find((row) => row.locale === code);
    expect(of('ru')?.areas.solutions?.total).toBe(28);
    expect(of('de')?.areas.solutions?.total).toBe(27);
    expect(of('zh')?.areas.useCases?.total).toBe(8);
    expect(of('de')?.areas.useCases?.total).toBe(0);
  });

  it('reports bodies and articles that fall back, and fails with --strict', async () => {
    const { rows } = await coverage();
    const fr = rows.locales.find((row) => row.locale === 'fr');
    expect(fr?.areas['solutions.bodies']).toMatchObject({ translated: 0, total: 27 });
    expect(fr?.areas.blog).toMatchObject({ translated: 0, fallback: 14 });
    const strict = await site(['i18n', '--strict']);
    expect(strict.code).toBe(1);
    expect(strict.err).toMatch(/^site i18n: zh falls back to the source language in .*solutions\.bodies/m);
  });

  it('prints a table and a Markdown table with one row per locale', async () => {
    const table = await site(['i18n']);
    expect(table.out.split('\n')[0]).toMatch(/^locale +coverage +messages +solutions /);
    const md = await site(['i18n', '--format', 'md']);
    expect(md.out.trimEnd().split('\n')).toHaveLength(22);
    expect(md.out).toContain('| fil | 100% |');
  });
});

describe('site i18n as a CI gate', () => {
  it('fails --min-coverage when a locale lacks the copy of an item, naming the locale and its coverage', async () => {
    const shipped = await loadShipped();
    const withoutGerman = shipped.entries.filter((entry) => !(entry.collection === 'solutions' && entry.locale === 'de'));
    const { code, rows, err } = await coverage(['--min-coverage', '100'], withoutGerman);
    expect(code).toBe(1);
    const de = rows.locales.find((row) => row.locale === 'de');
    expect(de?.areas.solutions).toEqual({ translated: 0, fallback: 27, total: 27 });
    expect(de?.coverage).toBeLessThan(100);
    expect(err).toMatch(/^site i18n: de is \d+(\.\d)?% translated, below --min-coverage 100\.$/m);
  });
});
