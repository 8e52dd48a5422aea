import { Command, CommanderError, Option } from 'commander';
import type { CliIO, ExitCode } from './io.ts';
import type { LoadOptions, Project } from './project.ts';

export interface ProgramOptions {
  /** Overrides for loading the project (tests pass a manifest value or content entries). */
  load?: LoadOptions;
}

/**
 * Builds the `site` program. Commands load their heavy modules on demand so that `site --help`
 * stays fast; each action stores its exit code instead of exiting.
 */
export function createProgram(io: CliIO, options: ProgramOptions = {}): { program: Command; exitCode: () => ExitCode } {
  let code: ExitCode = 0;
  const load = async (): Promise<Project> => {
    const { loadProject } = await import('./project.ts');
    return loadProject(io.cwd, options.load);
  };
  /** Loads the project; if it cannot be planned, prints the diagnostics and returns undefined. */
  const planned = async (command: string) => {
    const project = await load();
    if (project.plan && !project.diagnostics.some((d) => d.severity === 'error' && d.code !== 'COPY_MISSING')) return project.plan;
    const { formatDiagnosticsText } = await import('./report/diagnostics.ts');
    io.stderr.write(`site ${command}: the manifest has errors; fix them first (site check lists them all).\n\n`);
    io.stderr.write(formatDiagnosticsText(project.diagnostics.filter((d) => d.severity === 'error'), { ...io, stdout: io.stderr }));
    code = 1;
    return undefined;
  };

  const program = new Command('site')
    .description('Compile the multilingual marketing site: check the manifest, list and explain every URL.')
    .version('0.1.0', '-v, --version')
    .showHelpAfterError('(run site --help for usage)')
    .exitOverride()
    .configureOutput({ writeOut: (text) => io.stdout.write(text), writeErr: (text) => io.stderr.write(text) });

  program
    .command('check')
    .description('Validate the manifest and content; print every problem with its file, manifest path and a hint. Exit 1 on any error.')
    .addOption(new Option('--format <format>', 'output: text (people), json (machines), github (Actions annotations)').choices(['text', 'json', 'github']).default('text'))
    .action(async (opts: { format: 'text' | 'json' | 'github' }) => {
      const [{ runCheck }, project] = await Promise.all([import('./commands/check.ts'), load()]);
      code = runCheck(project, opts, io);
    });

  program
    .command('routes')
    .description('List every URL of every site and locale with its status, redirect target, template and deciding rule.')
    .option('--site <site>', 'only this site (string; default: all sites)')
    .option('--locale <code>', 'only this locale URL code (string; default: all locales)')
    .addOption(new Option('--format <format>', 'output: table, json, csv or md').choices(['table', 'json', 'csv', 'md']).default('table'))
    .action(async (opts: { site?: string; locale?: string; format: 'table' | 'json' | 'csv' | 'md' }) => {
      const [{ runRoutes }, plan] = await Promise.all([import('./commands/routes.ts'), planned('routes')]);
      if (plan) code = runRoutes(plan, opts, io);
    });

  program
    .command('explain')
    .description('Show how a request is answered: each rule that fires with its manifest path, then the status, Location or page.')
    .argument('<url>', 'a path with optional query (/Pricing/?ref=x) or a full URL on one of the sites')
    .option('--site <site>', 'site the path is requested on (string)', 'main')
    .option('--follow', 'follow redirects across the sites until a page, a 404 or another host (default: off)')
    .addOption(new Option('--format <format>', 'output: text or json').choices(['text', 'json']).default('text'))
    .action(async (url: string, opts: { site: string; follow?: boolean; format: 'text' | 'json' }) => {
      const [{ runExplain }, plan] = await Promise.all([import('./commands/explain.ts'), planned('explain')]);
      if (plan) code = runExplain(plan, url, opts, io);
    });

  return { program, exitCode: () => code };
}

/** Runs the CLI in process: returns the exit code, never exits; unexpected errors print one line. */
export async function runCli(argv: readonly string[], io: CliIO, options: ProgramOptions = {}): Promise<ExitCode> {
  const { program, exitCode } = createProgram(io, options);
  try {
    await program.parseAsync([...argv], { from: 'user' });
    return exitCode();
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode === 0 ? 0 : 2;
    io.stderr.write(`site: internal error: ${(error as Error).message}\n`);
    if (io.env.SITE_DEBUG) io.stderr.write(`${(error as Error).stack ?? ''}\n`);
    else io.stderr.write('(set SITE_DEBUG=1 to see where it happened, and please report it)\n');
    return 2;
  }
}
