import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { expandHome } from './output-safety.ts';

/** Where a command writes; tests pass buffers, `main.ts` passes the process streams. */
export interface CliIO {
  stdout: { write(chunk: string): unknown; isTTY?: boolean };
  stderr: { write(chunk: string): unknown; isTTY?: boolean };
  /** Project root (where manifest/ and content/ are). */
  cwd: string;
  env: Record<string, string | undefined>;
}

/** ANSI styling, off unless the stream is a TTY and NO_COLOR is unset. */
export function styler(io: CliIO, stream: 'stdout' | 'stderr' = 'stdout') {
  const on = Boolean(io[stream].isTTY) && !io.env.NO_COLOR && io.env.TERM !== 'dumb';
  const wrap = (open: number, close: number) => (text: string) => (on ? `\u001b[${open}m${text}\u001b[${close}m` : text);
  return { red: wrap(31, 39), yellow: wrap(33, 39), green: wrap(32, 39), dim: wrap(2, 22), bold: wrap(1, 22), cyan: wrap(36, 39) };
}

/** A command's result: what it printed and its exit code. */
export type ExitCode = 0 | 1 | 2;

/** The build cache folder: `SITE_CACHE_DIR` (relative to the project root, `~` for home) or `node_modules/.cache/site/build`. */
export function cacheDirOf(io: CliIO): string {
  return io.env.SITE_CACHE_DIR ? resolve(io.cwd, expandHome(io.env.SITE_CACHE_DIR, io.env.HOME || homedir())) : join(io.cwd, 'node_modules', '.cache', 'site', 'build');
}

/**
 * What every command that renders pages (build, check, serve) gives the build: its cache, the
 * compiled render worker, and with `SITE_TIMINGS=1` a line on stderr per phase.
 */
export function buildSettingsOf(io: CliIO): { cacheDir: string; workerFile?: string; timing?: (phase: string, seconds: number) => void; warnOnly?: string[] } {
  return {
    // npm run bench: the peers' corpus is English under 20 locales (see BuildOptions.warnOnly).
    ...(io.env.SITE_BENCH ? { warnOnly: ['TEXT_LANGUAGE_MISMATCH'] } : {}),
    cacheDir: cacheDirOf(io),
    ...(io.env.SITE_CLI_OUTDIR ? { workerFile: join(io.env.SITE_CLI_OUTDIR, 'cli', 'build', 'render', 'render-worker.js') } : {}),
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
