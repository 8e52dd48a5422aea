import { hasErrors } from '../../manifest/diagnostics.ts';
import type { CliIO, ExitCode } from '../io.ts';
import type { Project } from '../project.ts';
import { formatDiagnosticsGithub, formatDiagnosticsJson, formatDiagnosticsText } from '../report/diagnostics.ts';

export const CHECK_FORMATS = ['text', 'json', 'github'] as const;
export type CheckFormat = (typeof CHECK_FORMATS)[number];

/** `site check`: every diagnostic of the project at once; exit 1 on any error. */
export function runCheck(project: Project, options: { format: CheckFormat }, io: CliIO): ExitCode {
  const { diagnostics } = project;
  const output =
    options.format === 'json' ? formatDiagnosticsJson(diagnostics) : options.format === 'github' ? formatDiagnosticsGithub(diagnostics) : formatDiagnosticsText(diagnostics, io);
  io.stdout.write(output);
  return hasErrors(diagnostics) ? 1 : 0;
}
