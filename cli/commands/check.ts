import { join } from 'node:path';
import { type Diagnostic, hasErrors } from '../../manifest/diagnostics.ts';
import { formatHostReportsGithub, formatHostReportsText } from '../hosts/format-report.ts';
import { blocksRender } from '../build/render-gate.ts';
import { workerCodeFor } from '../hosts/bundle-worker.ts';
import { printHost } from '../hosts/index.ts';
import type { HostReport, HostTarget } from '../hosts/types.ts';
import { buildSettingsOf, type CliIO, type ExitCode, reportBuildError } from '../io.ts';
import type { Project } from '../project.ts';
import { progressDelayOf, startProgressLine } from '../report/progress-line.ts';
import { sinceDiagnostics } from '../since/since-diagnostics.ts';
import { collapseLocales, githubData, formatDiagnosticsGithub, formatDiagnosticsJson, formatDiagnosticsText, warningLimitExceeded } from '../report/diagnostics.ts';

const CHECK_FORMATS = ['text', 'json', 'github'] as const;
export type CheckFormat = (typeof CHECK_FORMATS)[number];

/**
 * Every diagnostic of the project: manifest and content, then (only when the manifest plans without
 * errors; content-file errors do not stop it, see `blocksRender`) the message files and, unless
 * skipped, the checks of the rendered pages, from an in-memory build that writes nothing. `site new`
 * runs it too (`skipRender`), so what it reports is what `site check --skip-render` reports.
 */
export async function checkProject(project: Project, options: { skipRender?: boolean; progress?: (done: number, total: number) => void }, io: CliIO): Promise<Diagnostic[]> {
  if (!project.plan || blocksRender(project.diagnostics)) return project.diagnostics;
  if (options.skipRender) return [...project.diagnostics, ...(await (await import('../build/message-check.ts')).checkMessageFiles(project.root, project.plan))];
  const { buildSite } = await import('../build/build.ts');
  const outcome = await buildSite(project, {
    write: false,
    ...buildSettingsOf(io),
    ...(options.progress ? { progress: options.progress } : {}),
  });
  reportBuildError(outcome, io);
  return outcome.diagnostics;
}

/** The host reports of every site for `--target` (none without it, or when the manifest has errors). */
async function hostReports(project: Project, target: HostTarget | undefined): Promise<HostReport[]> {
  const { plan } = project;
  if (!target || !plan || hasErrors(project.diagnostics)) return [];
  const workerCode = await workerCodeFor(target, project.root);
  return plan.sites.map((site) => printHost(target, plan, site.id, { workerCode }).report);
}

/**
 * `site check`: every diagnostic at once; exit 1 on any error. With `--target`, also each site's
 * host report (what the target cannot express, budgets); exit 1 when it refuses a host file.
 */
export async function runCheck(project: Project, options: { format: CheckFormat; skipRender?: boolean; target?: HostTarget; maxWarnings?: number; quiet?: boolean; since?: string[] }, io: CliIO): Promise<ExitCode> {
  // SITE_PROGRESS_DELAY_MS: how long a check runs before the line appears (default 1 s; 0 = at once).
  const line = startProgressLine(io, { enabled: options.format !== 'json' && !options.quiet, text: 'site check: checking pages…', delayMs: progressDelayOf(io.env) });
  const progress = (done: number, total: number) => line.update(`site check: rendering pages in memory ${done}/${total}`);
  const checked = await checkProject(project, { ...options, progress }, io).finally(() => line.stop());
  const all = [...checked, ...sinceDiagnostics(project, options.since ?? [], io.cwd)];
  const collapsed = options.format === 'json' ? all : collapseLocales(all);
  // --quiet: errors only (JSON stays whole: it is the result, not progress).
  const diagnostics = options.quiet && options.format !== 'json' ? collapsed.filter((d) => d.severity === 'error') : collapsed;
  const hosts = (await hostReports(project, options.target)).filter((report) => !options.quiet || options.format === 'json' || report.refused.length > 0);
  if (options.quiet && options.format === 'text' && diagnostics.length === 0 && hosts.length === 0) return finishCheck(all, collapsed, hosts, options, io);
  const pending = pendingChecks(project, all, options);
  const output =
    options.format === 'json'
      ? options.target || pending.length
        ? `${JSON.stringify({ ...(JSON.parse(formatDiagnosticsJson(diagnostics)) as object), ...(pending.length ? { pending } : {}), ...(options.target ? { hosts } : {}) }, null, 2)}\n`
        : formatDiagnosticsJson(diagnostics)
      : options.format === 'github'
        ? formatDiagnosticsGithub(diagnostics) + formatPendingGithub(pending) + formatHostReportsGithub(hosts)
        : formatDiagnosticsText(diagnostics, io, pendingSentence(pending)) + (hosts.length ? `\n${formatHostReportsText(hosts, io)}` : '');
  io.stdout.write(output);
  return finishCheck(all, collapsed, hosts, options, io);
}

/**
 * The checks this run could not do because of the errors it found: those the project skipped (the
 * plan, on a manifest with errors outside its list entries), then the message files and the
 * rendered pages, which need a plan without errors. Nothing when there is no error.
 */
function pendingChecks(project: Project, all: readonly Diagnostic[], options: { skipRender?: boolean }): string[] {
  if (!hasErrors(all)) return [];
  const pending = [...(project.pending ?? [])];
  if (!project.plan || blocksRender(project.diagnostics)) pending.push(options.skipRender ? 'the message files' : 'the message files and the rendered pages (links, hreflang, canonical, titles)');
  return pending;
}

/** The sentence naming the checks that wait for these errors (text: just before the summary line). */
function pendingSentence(pending: readonly string[]): string | undefined {
  return pending.length ? `More checks run once these errors are fixed: ${pending.join('; ')}.` : undefined;
}

/** The same as a GitHub notice (not an annotation of a file: it is about the run). */
function formatPendingGithub(pending: readonly string[]): string {
  const sentence = pendingSentence(pending);
  return sentence ? `::notice title=site check::${githubData(sentence)}\n` : '';
}

/** The exit code of `site check` (and the line saying there are too many warnings). */
function finishCheck(all: readonly Diagnostic[], diagnostics: readonly Diagnostic[], hosts: readonly HostReport[], options: { maxWarnings?: number }, io: CliIO): ExitCode {
  const tooMany = warningLimitExceeded(all, options.maxWarnings);
  if (tooMany) io.stderr.write(`site check: ${tooMany}\n`);
  return hasErrors(diagnostics) || hosts.some((report) => report.refused.length > 0) || tooMany ? 1 : 0;
}
