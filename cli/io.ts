import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { expandHome } from './output-safety.ts';

/** Where a command writes; tests pass buffers, `main.ts` passes the process streams. */
export interface CliIO {
  stdout: { write(chunk: string): unknown; isTTY?: boolean };
  stderr: { write(chunk: string): unknown; isTTY?: boolean };
  /** Project root (where manifest/ and content/ are); `--root` replaces it. */
  cwd: string;
  /** The folder the command was started in, which a relative `--root` is resolved from (default: `cwd`). */
  workingDir?: string;
  env: Record<string, string | undefined>;
}

/**
 * Whether a stream gets ANSI colour: `FORCE_COLOR` (any value but `0` or `false`) turns it on and
 * `FORCE_COLOR=0` off, whatever the stream is (as Node and chalk read it); otherwise a non-empty
 * `NO_COLOR` turns it off (no-color.org); otherwise only a TTY whose `TERM` is not `dumb` gets it.
 */
export function colorOn(io: Pick<CliIO, 'env' | 'stdout' | 'stderr'>, stream: 'stdout' | 'stderr' = 'stdout'): boolean {
  const force = io.env.FORCE_COLOR;
  if (force !== undefined) return force !== '0' && force.toLowerCase() !== 'false';
  if (io.env.NO_COLOR) return false;
  return Boolean(io[stream].isTTY) && io.env.TERM !== 'dumb';
}

/** ANSI styling of one stream, as `colorOn` decides. */
export function styler(io: CliIO, stream: 'stdout' | 'stderr' = 'stdout') {
  const on = colorOn(io, stream);
  const wrap = (open: number, close: number) => (text: string) => (on ? `\u001b[${open}m${text}\u001b[${close}m` : text);
  return { red: wrap(31, 39), yellow: wrap(33, 39), green: wrap(32, 39), dim: wrap(2, 22), bold: wrap(1, 22), cyan: wrap(36, 39) };
}

/**
 * The user's home as the command sees it: `HOME` of its environment (tests pass their own), else
 * the account's (`os.homedir()`). What `~` expands to, and one of the folders no command writes to.
 */
export function homeOf(io: Pick<CliIO, 'env'>): string {
  return io.env.HOME || homedir();
}

/** A command's result: what it printed and its exit code. */
export type ExitCode = 0 | 1 | 2;

/** The build cache folder: `SITE_CACHE_DIR` (relative to the project root, `~` for home) or `node_modules/.cache/site/build`. */
export function cacheDirOf(io: CliIO): string {
  return io.env.SITE_CACHE_DIR ? resolve(io.cwd, expandHome(io.env.SITE_CACHE_DIR, homeOf(io))) : join(io.cwd, 'node_modules', '.cache', 'site', 'build');
}

/**
 * What every command that renders pages (build, check, serve) gives the build: its cache, the
 * compiled render worker and image encoder, and with `SITE_TIMINGS=1` a line on stderr per phase.
 */
export function buildSettingsOf(io: CliIO): { cacheDir: string; workerFile?: string; encoderFile?: string; timing?: (phase: string, seconds: number) => void; warnOnly?: string[] } {
  return {
    // npm run bench: the peers' corpus is English under 20 locales (see BuildOptions.warnOnly).
    ...(io.env.SITE_BENCH ? { warnOnly: ['TEXT_LANGUAGE_MISMATCH', 'TEXT_FIELD_LANGUAGE'] } : {}),
    cacheDir: cacheDirOf(io),
    ...(io.env.SITE_CLI_OUTDIR ? { workerFile: join(io.env.SITE_CLI_OUTDIR, 'cli', 'build', 'render', 'render-worker.js'), encoderFile: join(io.env.SITE_CLI_OUTDIR, 'cli', 'build', 'inputs', 'encode-child.js') } : {}),
    ...(io.env.SITE_TIMINGS ? { timing: (phase: string, seconds: number) => void io.stderr.write(`[timing] ${phase} ${seconds.toFixed(2)} s, cpu ${cpuSeconds()} s, rss ${Math.round(process.memoryUsage.rss() / 2 ** 20)} MiB, main heap ${Math.round(process.memoryUsage().heapUsed / 2 ** 20)} MiB\n`) } : {}),
  };
}

/** CPU seconds (user + system) of the process so far, every thread included. */
function cpuSeconds(): string {
  const { user, system } = process.cpuUsage();
  return ((user + system) / 1e6).toFixed(2);
}

/** With `SITE_DEBUG=1`, the stack of what stopped a build (its BUILD_FAILED diagnostic says what). */
export function reportBuildError(outcome: { error?: Error }, io: CliIO): void {
  if (outcome.error && io.env.SITE_DEBUG) io.stderr.write(`${outcome.error.stack ?? outcome.error.message}\n`);
}
