import { join } from 'node:path';
import { type Diagnostic, hasErrors } from '../../manifest/diagnostics.ts';
import type { CliIO, ExitCode } from '../io.ts';
import type { Project } from '../project.ts';
import { formatDiagnosticsGithub, formatDiagnosticsJson, formatDiagnosticsText } from '../report/diagnostics.ts';

export const CHECK_FORMATS = ['text', 'json', 'github'] as const;
export type CheckFormat = (typeof CHECK_FORMATS)[number];

/**
 * Every diagnostic of the project: manifest and content, then (unless skipped, and only when the
 * manifest plans) the checks of the rendered pages, from an in-memory build that writes nothing.
 */
export async function checkProject(project: Project, options: { skipRender?: boolean }, io: CliIO): Promise<Diagnostic[]> {
  if (options.skipRender || !project.plan || hasErrors(project.diagnostics)) return project.diagnostics;
  const { buildSite } = await import('../build/build.ts');
  const outcome = await buildSite(project, {
    write: false,
    ...(io.env.SITE_CLI_OUTDIR ? { workerFile: join(io.env.SITE_CLI_OUTDIR, 'cli', 'build', 'render-worker.js') } : {}),
  });
  return outcome.diagnostics;
}

/** `site check`: every diagnostic at once; exit 1 on any error. */
export async function runCheck(project: Project, options: { format: CheckFormat; skipRender?: boolean }, io: CliIO): Promise<ExitCode> {
  const diagnostics = await checkProject(project, options, io);
  const output =
    options.format === 'json' ? formatDiagnosticsJson(diagnostics) : options.format === 'github' ? formatDiagnosticsGithub(diagnostics) : formatDiagnosticsText(diagnostics, io);
  io.stdout.write(output);
  return hasErrors(diagnostics) ? 1 : 0;
}
