import type { CliIO, ExitCode } from '../io.ts';
import { findCode, formatCodeList, formatCodePage, formatUnknownCode } from '../report/code-page.ts';

/**
 * `site check --explain [CODE]`: the page of one diagnostic code (exit 0), or with no code the
 * list of every code (exit 0); an unknown code is bad usage (exit 2) with a guess and the codes.
 */
export function runExplainCode(value: string | true, io: CliIO): ExitCode {
  if (value === true) {
    io.stdout.write(formatCodeList(io));
    return 0;
  }
  const code = findCode(value);
  if (!code) {
    io.stderr.write(formatUnknownCode(value));
    return 2;
  }
  io.stdout.write(formatCodePage(code, io));
  return 0;
}
