import { join } from 'node:path';
import { type Diagnostic, hasErrors } from '../../manifest/diagnostics.ts';
import { formatHostReportsGithub, formatHostReportsText } from '../hosts/format-report.ts';
import { workerCodeFor } from '../hosts/bundle-worker.ts';
import { printHost } from '../hosts/index.ts';
import type { HostReport, HostTarget } from '../hosts/types.ts';
import { buildSettingsOf, type CliIO, type ExitCode, reportBuildError } from '../io.ts';
import type { Project } from '../project.ts';
import { sinceDiagnostics } from '../since/since-diagnostics.ts';
import { collapseLocales, formatDiagnosticsGithub, formatDiagnosticsJson, formatDiagnosticsText, warningLimitExceeded } from '../report/diagnostics.ts';

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
    ...buildSettingsOf(io),
  });
  reportBuildError(outcome, io);
  return outcome.diagnostics;
}

/** The host reports of every site for `--target` (none without it, or when the manifest has errors). */
export async function hostReports(project: Project, target: HostTarget | undefined): Promise<HostReport[]> {
  const { plan } = project;
  if (!target || !plan || hasErrors(project.diagnostics)) return [];
  const workerCode = await workerCodeFor(target, project.root);
  return plan.sites.map((site) => printHost(target, plan, site.id, { workerCode }).report);
}

/**
 * `site check`: every diagnostic at once; exit 1 on any error. With `--target`, also each site's
 * host report (what the target cannot express, budgets); exit 1 when it refuses a host file.
 */
export async function runCheck(project: Project, options: { format: CheckFormat; skipRender?: boolean; target?: HostTarget; maxWarnings?: number; since?: string[] }, io: CliIO): Promise<ExitCode> {
  const all = [...(await checkProject(project, options, io)), ...sinceDiagnostics(project, options.since ?? [], io.cwd)];
  const diagnostics = options.format === 'json' ? all : collapseLocales(all);
  const hosts = await hostReports(project, options.target);
  const output =
    options.format === 'json'
      ? options.target
        ? `${JSON.stringify({ ...(JSON.parse(formatDiagnosticsJson(diagnostics)) as object), hosts }, null, 2)}\n`
        : formatDiagnosticsJson(diagnostics)
      : options.format === 'github'
        ? formatDiagnosticsGithub(diagnostics) + formatHostReportsGithub(hosts)
        : formatDiagnosticsText(diagnostics, io) + (hosts.length ? `\n${formatHostReportsText(hosts, io)}` : '');
  io.stdout.write(output);
  const tooMany = warningLimitExceeded(all, options.maxWarnings);
  if (tooMany) io.stderr.write(`site check: ${tooMany}\n`);
  return hasErrors(diagnostics) || hosts.some((report) => report.refused.length > 0) || tooMany ? 1 : 0;
}
