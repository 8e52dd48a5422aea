import { InvalidArgumentError } from 'commander';
import type { CliIO } from '../io.ts';

/**
 * Option parsers every command shares: a value that is not what the flag takes is a usage error
 * (commander prints `error: option '--port <port>' argument 'abc' is invalid. …` and the CLI
 * exits 2), never a NaN that fails later.
 */

/** `--port`: an integer from 0 (any free port) to 65535. */
export function parsePort(value: string): number {
  const parsed = parseInteger(value);
  if (parsed === undefined || parsed < 0 || parsed > 65535) throw new InvalidArgumentError('Expected a port number from 0 to 65535.');
  return parsed;
}

/** A count such as `--workers`: an integer from 0 to 64. */
export function parseCount(value: string): number {
  const parsed = parseInteger(value);
  if (parsed === undefined || parsed < 0 || parsed > 64) throw new InvalidArgumentError('Expected a whole number from 0 to 64.');
  return parsed;
}

/** `--min-coverage`: a percentage, an integer from 0 to 100. */
export function parsePercent(value: string): number {
  const parsed = parseInteger(value);
  if (parsed === undefined || parsed > 100) throw new InvalidArgumentError('Expected a percentage from 0 to 100.');
  return parsed;
}

/** `--max-warnings`: any whole number of warnings. */
export function parseLimit(value: string): number {
  const parsed = parseInteger(value);
  if (parsed === undefined) throw new InvalidArgumentError('Expected a whole number (0, 1, 2, …).');
  return parsed;
}

/** The integer a decimal string spells, or undefined (`'4abc'`, `'1.5'`, `''` are not integers). */
function parseInteger(value: string): number | undefined {
  return /^\s*\d+\s*$/.test(value) ? Number(value) : undefined;
}

/** The `Example:` block of a command's `--help`. */
export function helpExample(...lines: string[]): string {
  return `\nExample:\n${lines.map((line) => `  $ ${line}`).join('\n')}\n`;
}

/**
 * `--locales en,de`: a comma-separated list of locale URL codes (checked against the manifest
 * later). An empty item (`en,,de`, `en,de,`) is refused rather than dropped: it is a typo, maybe a
 * code left out.
 */
export function parseLocaleList(value: string): string[] {
  const codes = value.split(',').map((code) => code.trim());
  if (codes.every((code) => code === '')) throw new InvalidArgumentError('Expected locale URL codes separated by commas, e.g. en,de.');
  const empty = codes.findIndex((code) => code === '');
  if (empty >= 0) throw new InvalidArgumentError(`Item ${empty + 1} of the list is empty. Expected locale URL codes separated by single commas, e.g. en,de.`);
  return codes;
}

/**
 * `--quiet` for commands whose stdout is only progress and status (serve, dev): the same io with
 * stdout dropped; errors still go to stderr. The cwd and env stay those of `io` as `--root` set them.
 */
export function quietIO(io: CliIO, quiet: boolean | undefined): CliIO {
  if (!quiet) return io;
  return { get cwd() { return io.cwd; }, get workingDir() { return io.workingDir; }, env: io.env, stderr: io.stderr, stdout: { write: () => true } };
}
