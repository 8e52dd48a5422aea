import { Option } from 'commander';
import type { RegisterCommand } from './context.ts';
import { helpExample } from './options.ts';

export const registerRoutes: RegisterCommand = (program, { io, planned, setExitCode }) => {
  program
    .command('routes')
    .description('List every URL of every site and locale with its status, redirect target, template and deciding rule.')
    .option('--site <site>', 'only this site (string; default: all sites)')
    .option('--locale <code>', 'only this locale URL code (string; default: all locales)')
    .addOption(new Option('--format <format>', 'output: table, json, csv or md').choices(['table', 'json', 'csv', 'md']).default('table'))
    .addHelpText('after', helpExample('site routes --site main --locale de --format csv'))
    .action(async (opts: { site?: string; locale?: string; format: 'table' | 'json' | 'csv' | 'md' }) => {
      const [{ runRoutes }, plan] = await Promise.all([import('./routes.ts'), planned('routes')]);
      if (plan) setExitCode(runRoutes(plan, opts, io));
    });
};
