import { Option } from 'commander';
import { HOST_TARGETS, type HostTarget } from '../hosts/types.ts';
import type { RegisterCommand } from './context.ts';
import { helpExample, parseLimit } from './options.ts';

export const registerCheck: RegisterCommand = (program, { io, load, setExitCode }) => {
  program
    .command('check')
    .description('Validate the manifest and content, render every page in memory and check its links, hreflang, canonical and title; print every problem with its file, manifest path and a hint. Exit 1 on any error.')
    .addOption(new Option('--format <format>', 'output: text (people), json (machines), github (Actions annotations)').choices(['text', 'json', 'github']).default('text'))
    .option('--skip-render', 'only the manifest and content checks, without rendering pages (default: render)')
    .option('--max-warnings <n>', 'fail (exit 1) when there are more warnings than this (number; default: no limit)', parseLimit)
    .addOption(new Option('--target <target>', 'also report what this host target cannot express and its budgets; exit 1 on a host file it would refuse (default: none)').choices([...HOST_TARGETS]))
    .option('--since <build>', 'also fail when a URL a previous build published now answers 404: its builds/meta/<id>.json, its site folder, a sitemap.xml or a URL list file; repeatable, one per site (path; default: none)', (value: string, previous: string[] = []) => [...previous, value])
    .option('--explain [code]', 'print what a diagnostic code means, an example and the fix, without checking anything; with no code, list every code (default: check)')
    .option('-q, --quiet', 'print errors only: no progress, warnings; JSON stays whole (default: off)')
    .addHelpText('after', helpExample('site check --target cloudflare --format github'))
    .action(async (opts: { format: 'text' | 'json' | 'github'; skipRender?: boolean; target?: HostTarget; maxWarnings?: number; explain?: string | true; quiet?: boolean; since?: string[] }) => {
      if (opts.explain !== undefined) {
        const { runExplainCode } = await import('./check-explain.ts');
        setExitCode(runExplainCode(opts.explain, io));
        return;
      }
      const [{ runCheck }, project] = await Promise.all([import('./check.ts'), load()]);
      setExitCode(await runCheck(project, opts, io));
    });
};
