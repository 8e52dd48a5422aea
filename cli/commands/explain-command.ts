import { Option } from 'commander';
import type { RegisterCommand } from './context.ts';
import { helpExample } from './options.ts';

export const registerExplain: RegisterCommand = (program, { io, planned, setExitCode }) => {
  program
    .command('explain')
    .description('Show how a request is answered: each rule that fires with its manifest path, then the status, Location or page.')
    .argument('<url>', 'a path with optional query (/Pricing/?ref=x) or a full URL on one of the sites')
    .option('--site <site>', 'site the path is requested on (string)', 'main')
    .option('--follow', 'follow redirects across the sites until a page, a 404 or another host (default: off)')
    .addOption(new Option('--format <format>', 'output: text or json').choices(['text', 'json']).default('text'))
    .addHelpText('after', helpExample("site explain '/de/solutions/whatsapp?x=1' --follow"))
    .action(async (url: string, opts: { site: string; follow?: boolean; format: 'text' | 'json' }) => {
      const [{ runExplain }, plan] = await Promise.all([import('./explain.ts'), planned('explain')]);
      if (plan) setExitCode(runExplain(plan, url, opts, io));
    });
};
