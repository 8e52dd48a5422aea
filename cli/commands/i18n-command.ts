import { Option } from 'commander';
import type { RegisterCommand } from './context.ts';
import { helpExample, parsePercent } from './options.ts';

export const registerI18n: RegisterCommand = (program, { io, plannedProject, setExitCode }) => {
  program
    .command('i18n')
    .description('Translation coverage: per locale, messages, structured copy and bodies of each item kind, and each collection: translated / total. Exit 1 below --min-coverage, or on any fallback with --strict.')
    .addOption(new Option('--format <format>', 'output: table, json or md').choices(['table', 'json', 'md']).default('table'))
    .option('--min-coverage <percent>', 'fail when a locale has less of its messages and structured copy translated (number 0–100; default: no gate)', parsePercent)
    .option('--strict', 'fail when anything falls back to the source language, bodies and articles included (default: off)')
    .addHelpText('after', helpExample('site i18n --format md --min-coverage 100'))
    .action(async (opts: { format: 'table' | 'json' | 'md'; minCoverage?: number; strict?: boolean }) => {
      const [{ runI18n }, project] = await Promise.all([import('./i18n.ts'), plannedProject('i18n')]);
      if (project) setExitCode(await runI18n(project, opts, io));
    });
};
