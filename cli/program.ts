import { join } from 'node:path';
import { Command, CommanderError } from 'commander';
import { registerBuild } from './commands/build-command.ts';
import { registerCheck } from './commands/check-command.ts';
import { registerDev } from './commands/dev-command.ts';
import type { CommandContext } from './commands/context.ts';
import { registerExplain } from './commands/explain-command.ts';
import { registerI18n } from './commands/i18n-command.ts';
import { registerNew } from './commands/new-command.ts';
import { registerRoutes } from './commands/routes-command.ts';
import { registerServe } from './commands/serve-command.ts';
import { cacheDirOf, type CliIO, type ExitCode } from './io.ts';
import { refuseUnsafeFolders } from './output-folders.ts';
import { applyRoot } from './project-root.ts';
import type { LoadOptions, Project } from './project.ts';

/** Every command: each file registers its flags and loads its implementation on demand. */
const COMMANDS = [registerCheck, registerRoutes, registerExplain, registerI18n, registerBuild, registerServe, registerDev, registerNew];

export interface ProgramOptions {
  /** Overrides for loading the project (tests pass a manifest value or content entries). */
  load?: LoadOptions;
}

/**
 * Builds the `site` program. Commands load their heavy modules on demand so that `site --help`
 * stays fast; each action stores its exit code instead of exiting.
 */
export function createProgram(callerIO: CliIO, options: ProgramOptions = {}): { program: Command; exitCode: () => ExitCode } {
  // A copy: `--root` replaces its cwd before any action runs (every command reads this object).
  const io: CliIO = { ...callerIO };
  let code: ExitCode = 0;
  const load = async (knownHashes?: ReadonlyMap<string, string>): Promise<Project> => {
    const { loadProject } = await import('./project.ts');
    return loadProject(io.cwd, { contentCache: join(cacheDirOf(io), 'content.jsonl'), ...(knownHashes ? { knownHashes } : {}), ...options.load });
  };
  /** Loads the project; if it cannot be planned, prints the diagnostics and returns undefined. */
  const plannedProject = async (command: string) => {
    const project = await load();
    if (project.plan && !project.diagnostics.some((d) => d.severity === 'error')) return project;
    const { formatDiagnosticsText } = await import('./report/diagnostics.ts');
    io.stderr.write(`site ${command}: the manifest has errors; fix them first (site check lists them all).\n\n`);
    io.stderr.write(formatDiagnosticsText(project.diagnostics.filter((d) => d.severity === 'error'), { ...io, stdout: io.stderr }));
    code = 1;
    return undefined;
  };

  const program = new Command('site')
    .description('Compile the multilingual marketing site: check the manifest, list and explain every URL, build every page, serve it as a host would.')
    .version('0.1.0', '-v, --version')
    .showHelpAfterError('(run site --help for usage)')
    .option('--root <dir>', 'project folder holding manifest/ and content/; every path resolves from it (path; default: the nearest such folder at or above the current one)')
    .exitOverride()
    .configureOutput({ writeOut: (text) => io.stdout.write(text), writeErr: (text) => io.stderr.write(text) });

  // Every command may write the cache (parsed content, rendered pages): check its folder first.
  program.hook('preAction', (_program, action) => {
    const needsManifest = options.load?.manifestInput === undefined && !(action.name() === 'check' && action.opts().explain !== undefined);
    const rootError = applyRoot(io, program.opts<{ root?: string }>().root, needsManifest);
    if (rootError) {
      io.stderr.write(`${rootError}\n`);
      throw new CommanderError(2, 'site.noManifest', rootError);
    }
    if (refuseUnsafeFolders(action.name(), [{ use: 'cache', what: io.env.SITE_CACHE_DIR ? 'SITE_CACHE_DIR' : 'the cache folder', path: cacheDirOf(io) }], io)) {
      throw new CommanderError(2, 'site.unsafeFolder', 'an unsafe folder was refused');
    }
  });

  const planned = async (command: string) => (await plannedProject(command))?.plan;
  const fromDisk = options.load?.manifestInput === undefined && !options.load?.entries && !options.load?.content;
  const context: CommandContext = { io, load, fromDisk, planned, plannedProject, setExitCode: (value) => (code = value) };
  for (const register of COMMANDS) register(program, context);
  program.addHelpText('after', () => commandFlagsHelp(program));

  return { program, exitCode: () => code };
}

/** `site --help` also lists every command's flags with their types and defaults, on one screen. */
function commandFlagsHelp(program: Command): string {
  const help = program.createHelp();
  const sections = program.commands.flatMap((command) => {
    const options = help.visibleOptions(command).filter((option) => option.long !== '--help');
    if (options.length === 0) return [];
    const width = Math.max(...options.map((option) => help.optionTerm(option).length));
    const lines = options.map((option) => `  ${help.optionTerm(option).padEnd(width)}  ${help.optionDescription(option)}`);
    return [[`site ${command.name()}:`, ...lines].join('\n')];
  });
  return `\nCommand flags:\n${sections.join('\n\n')}\n\nRun site <command> --help for one command's usage.\n`;
}

/** Runs the CLI in process: returns the exit code, never exits; unexpected errors print one line. */
export async function runCli(argv: readonly string[], io: CliIO, options: ProgramOptions = {}): Promise<ExitCode> {
  const { program, exitCode } = createProgram(io, options);
  // `site help nope` is `site nope`: an unknown command named as such, with the closest one
  // (commander would print the whole help with exit 2 and no word about the name).
  const [first, named] = argv;
  const args = first === 'help' && named !== undefined && !named.startsWith('-') && !program.commands.some((command) => command.name() === named || command.aliases().includes(named)) ? argv.slice(1) : argv;
  try {
    await program.parseAsync([...args], { from: 'user' });
    return exitCode();
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode === 0 ? 0 : 2;
    // A file edited while the build read it: not a bug, and the next run sees it whole.
    if (error instanceof Error && error.name === 'ContentChangedError') {
      io.stderr.write(`site: ${error.message}\n`);
      return 1;
    }
    io.stderr.write(`site: internal error: ${(error as Error).message}\n`);
    if (io.env.SITE_DEBUG) io.stderr.write(`${(error as Error).stack ?? ''}\n`);
    else io.stderr.write('(set SITE_DEBUG=1 to see where it happened, and please report it)\n');
    return 2;
  }
}
