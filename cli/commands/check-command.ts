import { Option } from 'commander';
import type { RegisterCommand } from './context.ts';

export const registerCheck: RegisterCommand = (program, { io, load, setExitCode }) => {
  program
    .command('check')
    .description('Validate the manifest and content, render every page in memory and check its links, hreflang, canonical and title; print every problem with its file, manifest path and a hint. Exit 1 on any error.')
    .addOption(new Option('--format <format>', 'output: text (people), json (machines), github (Actions annotations)').choices(['text', 'json', 'github']).default('text'))
    .option('--skip-render', 'only the manifest and content checks, without rendering pages (default: render)')
    .action(async (opts: { format: 'text' | 'json' | 'github'; skipRender?: boolean }) => {
      const [{ runCheck }, project] = await Promise.all([import('./check.ts'), load()]);
      setExitCode(await runCheck(project, opts, io));
    });
};
