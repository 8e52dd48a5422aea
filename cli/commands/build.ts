import { join } from 'node:path';
import type { BuildOutcome } from '../build/build.ts';
import { CORE_GZIP_BUDGET_BYTES } from '../build/inputs/runtime-bundle-size.ts';
import { digestBuildInputs, recordBuild, unchangedOutcome } from '../build/unchanged-build.ts';
import type { StandIn } from '../build/views/stand-in.ts';
import { HOST_TARGETS, type HostTarget, type NginxDeploy } from '../hosts/types.ts';
import { buildSettingsOf, cacheDirOf, type CliIO, type ExitCode, homeOf, reportBuildError, styler } from '../io.ts';
import { cleanReplacedTree } from '../output-clean.ts';
import { type FolderRequest, realPath } from '../output-folders.ts';
import type { Project } from '../project.ts';
import { collapseLocales, formatDiagnosticsText, warningLimitExceeded } from '../report/diagnostics.ts';
import { formatImageSummary } from '../report/image-summary.ts';
import { startProgressLine } from '../report/progress-line.ts';

export interface BuildCommandOptions {
  target: HostTarget | 'all';
  format: 'text' | 'json';
  out?: string;
  workers?: number;
  /** Fail (exit 1) when there are more warnings than this, as eslint's --max-warnings. */
  maxWarnings?: number;
  /** Errors only: no progress bar, no summary, no warnings (JSON stays whole). */
  quiet?: boolean;
  /** nginx target: `root` of each server block (`{site}` = site id). */
  nginxRoot?: string;
  /** nginx target: the `listen` lines of each server block. */
  nginxListen?: string[];
}

/** Builds one target into `outDir` with the CLI's worker, cache and progress settings. */
export async function buildTarget(project: Project, target: HostTarget, outDir: string, io: CliIO, options: { workers?: number; progress?: (done: number, total: number) => void; standIn?: StandIn; nginx?: NginxDeploy; errorFor?: readonly string[] } = {}): Promise<BuildOutcome> {
  // Loaded here, not at the top: the no-change path of `site build` never needs the build's modules.
  const { buildSite } = await import('../build/build.ts');
  return buildSite(project, {
    write: true,
    target,
    outDir,
    ...(options.workers !== undefined && !Number.isNaN(options.workers) ? { workers: options.workers } : {}),
    ...buildSettingsOf(io),
    ...(options.progress ? { progress: options.progress } : {}),
    ...(options.standIn ? { standIn: options.standIn } : {}),
    ...(options.nginx ? { nginx: options.nginx } : {}),
    ...(options.errorFor ? { errorFor: options.errorFor } : {}),
  });
}

/** Warnings `site build` refuses to publish (`BuildOptions.errorFor`): the `site new` template's text. */
const PUBLISH_ERRORS = ['CONTENT_PLACEHOLDER'];

/**
 * Where `site build` writes: `--out` (default `dist/` of the project; `~` is home; links resolved),
 * or `<out>/<target>` for each target of `--target all`.
 */
function buildFolders(options: Pick<BuildCommandOptions, 'out' | 'target'>, io: CliIO): { base: string; targets: [HostTarget, string][] } {
  const base = realPath(options.out ?? 'dist', io.cwd, homeOf(io));
  if (options.target !== 'all') return { base, targets: [[options.target, base]] };
  return { base, targets: HOST_TARGETS.map((target) => [target, join(base, target)]) };
}

/** The folders `site build` writes, for `refuseUnsafeFolders`: each output tree, its parent for `all`, and the cache. */
export function buildFolderRequests(options: Pick<BuildCommandOptions, 'out' | 'target'>, io: CliIO): FolderRequest[] {
  const { base, targets } = buildFolders(options, io);
  return [
    ...(options.target === 'all' ? [{ use: 'output' as const, what: '--out', path: base, parentOf: HOST_TARGETS }] : []),
    ...targets.map(([, path]) => ({ use: 'output' as const, what: options.target === 'all' ? 'the output folder' : '--out', path })),
    { use: 'cache', what: io.env.SITE_CACHE_DIR ? 'SITE_CACHE_DIR' : 'the cache folder', path: cacheDirOf(io) },
  ];
}

/** `--target all`: removes what an earlier single-target build left beside the target folders; returns the removed paths. */
function cleanAllBase(options: Pick<BuildCommandOptions, 'out' | 'target'>, io: CliIO, buildId: string): string[] {
  const { base } = buildFolders(options, io);
  return cleanReplacedTree(base, HOST_TARGETS, { id: buildId }).removed.map((name) => join(base, name));
}

/** The nginx deployment lines the flags ask for (nothing when neither flag is given: the defaults). */
function nginxDeployOf(options: Pick<BuildCommandOptions, 'nginxRoot' | 'nginxListen'>): { nginx?: NginxDeploy } {
  if (!options.nginxRoot && !options.nginxListen?.length) return {};
  return { nginx: { ...(options.nginxRoot ? { root: options.nginxRoot } : {}), ...(options.nginxListen?.length ? { listen: options.nginxListen } : {}) } };
}

/** The progress bar of one target: a progress line on stderr (`startProgressLine`), redrawn at most every 80 ms and erased when the target is built. */
function progressBar(io: CliIO, target: HostTarget): { progress(done: number, total: number): void; stop(): void } {
  const label = styler(io, 'stderr').cyan(`building ${target}`);
  const width = 30;
  const line = startProgressLine(io, { enabled: true, text: `${label}…`, delayMs: 0, intervalMs: 80 });
  return {
    progress: (done, total) => {
      const filled = Math.round((done / total) * width);
      line.update(`${label} [${'#'.repeat(filled)}${' '.repeat(width - filled)}] ${done}/${total} pages`);
    },
    stop: () => line.stop(),
  };
}

/** Where `site build` gets its project: `load` (called only when some target must be built), and whether it is what the files say. */
export interface BuildSource {
  /** `knownHashes`: the input digest's hash of each file, which the load may trust instead of reading unchanged content. */
  load(knownHashes?: ReadonlyMap<string, string>): Promise<Project>;
  /**
   * True when `load` reads the project from disk: the build may then stop early when every input
   * file is the last build's (by stat, then hash). A project given by a test is not what the files
   * say, so it is always built.
   */
  fromDisk: boolean;
}

/** `site build`: a progress bar on a TTY, then a one-line summary per target (or JSON), and the diagnostics. */
export async function runBuild(source: BuildSource, options: BuildCommandOptions, io: CliIO): Promise<ExitCode> {
  const s = styler(io, 'stderr');
  const tty = Boolean(io.stderr.isTTY) && options.format === 'text' && !options.quiet;
  const outcomes: (BuildOutcome & { target: HostTarget; outDir: string })[] = [];
  // The no-change path: a digest of every input file (trusted by stat) against the last build's.
  const { cacheDir, warnOnly } = buildSettingsOf(io);
  // What else decides the output: the warning-only codes and the nginx deployment lines.
  const settings = JSON.stringify({ warnOnly: warnOnly ?? [], ...nginxDeployOf(options) });
  const inputs = source.fromDisk ? digestBuildInputs(io.cwd, cacheDir) : undefined;
  const digest = inputs?.digest;
  let loaded: Project | undefined;
  for (const [target, outDir] of buildFolders(options, io).targets) {
    const unchanged = digest ? unchangedOutcome(cacheDir, outDir, target, digest, settings) : undefined;
    if (unchanged) {
      outcomes.push({ ...unchanged, target, outDir });
      continue;
    }
    loaded ??= await source.load(inputs?.hashes);
    const bar = tty ? progressBar(io, target) : undefined;
    const outcome = await buildTarget(loaded, target, outDir, io, {
      ...(options.workers !== undefined ? { workers: options.workers } : {}),
      ...nginxDeployOf(options),
      ...(bar ? { progress: bar.progress } : {}),
      errorFor: PUBLISH_ERRORS,
    }).finally(() => bar?.stop());
    reportBuildError(outcome, io);
    if (digest) recordBuild(cacheDir, outDir, target, digest, settings, outcome);
    outcomes.push({ ...outcome, target, outDir });
    if (!outcome.ok) break;
  }
  const ok = outcomes.every((outcome) => outcome.ok);
  const cleaned = ok && options.target === 'all' ? cleanAllBase(options, io, outcomes[0]?.summary?.buildId ?? '') : [];
  if (options.format === 'json') {
    const [first] = outcomes;
    const body = options.target === 'all' ? { ok, targets: outcomes.map(({ target, outDir, ok: done, summary }) => ({ target, outDir, ok: done, summary })), removed: cleaned, diagnostics: outcomes.at(-1)?.diagnostics ?? [] } : { ok, summary: first?.summary, diagnostics: first?.diagnostics ?? [] };
    io.stdout.write(`${JSON.stringify(body, null, 2)}\n`);
    return ok ? 0 : 1;
  }
  const diagnostics = collapseLocales(outcomes.at(-1)?.diagnostics ?? []);
  const shown = options.quiet ? diagnostics.filter((d) => d.severity === 'error') : diagnostics;
  if (shown.length) io.stderr.write(formatDiagnosticsText(shown, { ...io, stdout: io.stderr }));
  if (!ok) {
    io.stderr.write(`${s.red('✖ build failed')}; the previous output was not changed.\n`);
    return 1;
  }
  const tooMany = warningLimitExceeded(diagnostics, options.maxWarnings);
  if (tooMany) io.stderr.write(`${s.red(`✖ ${tooMany}`)}\n`);
  if (options.quiet) return tooMany ? 1 : 0;
  for (const { summary, outDir } of outcomes) {
    if (!summary) continue;
    if (summary.unchanged) {
      io.stdout.write(`${summary.target}: ${outDir} already holds build ${summary.buildId} of these inputs (${summary.pages} pages); nothing to do (${summary.seconds.toFixed(2)} s)\n`);
      continue;
    }
    const mb = (summary.bytes / 1024 / 1024).toFixed(1);
    io.stdout.write(`built ${summary.sites} sites for ${summary.target} into ${outDir}: ${summary.pages} pages (${summary.rendered} rendered, ${summary.reused} unchanged), ${summary.files} files, ${mb} MB written in ${summary.seconds.toFixed(2)} s\n`);
  }
  if (cleaned.length) io.stdout.write(`removed ${cleaned.join(', ')}: left by an earlier single-target build in the same --out\n`);
  const summary = outcomes[0]?.summary;
  if (summary?.images.sources) io.stdout.write(`${formatImageSummary(summary.images)}\n`);
  if (summary) io.stdout.write(`runtime: core ${(summary.coreGzip / 1024).toFixed(1)} KB gzip (budget ${CORE_GZIP_BUDGET_BYTES / 1024} KB); ${summary.runtime.map((file) => `${file.path.replace(/^assets\//, '')} ${(file.gzip / 1024).toFixed(1)} KB`).join(', ')}\n`);
  return tooMany ? 1 : 0;
}
