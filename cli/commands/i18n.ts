import { translationCoverage, type LocaleCoverage } from '../../manifest/plan/coverage.ts';
import type { CliIO, ExitCode } from '../io.ts';
import type { Project } from '../project.ts';
import { loadMessages } from '../build/inputs/messages.ts';
import { messageKeys } from '../build/views/check-messages.ts';
import { formatTable } from '../report/table.ts';

const I18N_FORMATS = ['table', 'json', 'md'] as const;

export interface I18nOptions {
  format: (typeof I18N_FORMATS)[number];
  /** Fail when a locale's messages and structured copy are less translated than this (percent). */
  minCoverage?: number;
  /** Fail when anything at all falls back to the source language. */
  strict?: boolean;
}

/**
 * `site i18n`: which languages are real. Per locale, messages, each item kind's structured copy and
 * bodies, and each collection's articles: translated / falling back / total, and the coverage of
 * what must be translated (messages and structured copy).
 */
export async function runI18n(project: Project, options: I18nOptions, io: CliIO): Promise<ExitCode> {
  const plan = project.plan;
  if (!plan) return 1;
  const { messages } = await loadMessages(project.root);
  const keys = new Map(Object.entries(messages).map(([code, tree]) => [code, messageKeys(tree)]));
  const rows = translationCoverage(plan, project.entries, keys);
  const areas = [...new Set(rows.flatMap((row) => Object.keys(row.areas)))];
  if (options.format === 'json') io.stdout.write(`${JSON.stringify({ locales: rows }, null, 2)}\n`);
  else {
    const cell = (row: LocaleCoverage, area: string) => {
      const value = row.areas[area];
      return value ? `${value.translated}/${value.total}` : '–';
    };
    io.stdout.write(formatTable(['locale', 'coverage', ...areas], rows.map((row) => [row.locale, `${row.coverage}%`, ...areas.map((area) => cell(row, area))]), options.format));
  }
  const low = options.minCoverage === undefined ? [] : rows.filter((row) => row.coverage < (options.minCoverage ?? 0));
  const falling = options.strict ? rows.filter((row) => Object.values(row.areas).some((area) => area.fallback > 0)) : [];
  for (const row of low) io.stderr.write(`site i18n: ${row.locale} is ${row.coverage}% translated, below --min-coverage ${options.minCoverage}.\n`);
  for (const row of falling) io.stderr.write(`site i18n: ${row.locale} falls back to the source language in ${Object.entries(row.areas).filter(([, area]) => area.fallback > 0).map(([name]) => name).join(', ')} (--strict).\n`);
  return low.length || falling.length ? 1 : 0;
}
