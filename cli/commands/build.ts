import { join, resolve } from 'node:path';
import { buildSite } from '../build/build.ts';
import type { CliIO, ExitCode } from '../io.ts';
import { styler } from '../io.ts';
import type { Project } from '../project.ts';
import { formatDiagnosticsText } from '../report/diagnostics.ts';

/** `site build`: prints a progress bar on a TTY, then a one-line summary (or JSON), and the diagnostics. */
export async function runBuild(project: Project, options: { format: 'text' | 'json'; out?: string; workers?: number }, io: CliIO): Promise<ExitCode> {
  const s = styler(io, 'stderr');
  const tty = Boolean(io.stderr.isTTY) && options.format === 'text';
  let last = 0;
  const outcome = await buildSite(project, {
    write: true,
    outDir: options.out ? resolve(io.cwd, options.out) : join(project.root, 'dist'),
    ...(options.workers !== undefined && !Number.isNaN(options.workers) ? { workers: options.workers } : {}),
    ...(io.env.SITE_CACHE_DIR ? { cacheDir: resolve(io.cwd, io.env.SITE_CACHE_DIR) } : {}),
    ...(io.env.SITE_CLI_OUTDIR ? { workerFile: join(io.env.SITE_CLI_OUTDIR, 'cli', 'build', 'render-worker.js') } : {}),
    progress: tty
      ? (done, total) => {
          const nowMs = Date.now();
          if (done !== total && nowMs - last < 80) return;
          last = nowMs;
          const width = 30;
          const filled = Math.round((done / total) * width);
          io.stderr.write(`\r${s.cyan('building')} [${'#'.repeat(filled)}${' '.repeat(width - filled)}] ${done}/${total} pages`);
          if (done === total) io.stderr.write('\n');
        }
      : undefined,
  });
  const { summary, diagnostics } = outcome;
  if (options.format === 'json') {
    io.stdout.write(`${JSON.stringify({ ok: outcome.ok, summary, diagnostics }, null, 2)}\n`);
    return outcome.ok ? 0 : 1;
  }
  const shown = diagnostics.filter((d) => d.severity === 'error' || d.code !== 'COPY_FALLBACK');
  if (shown.length) io.stderr.write(formatDiagnosticsText(shown, { ...io, stdout: io.stderr }));
  if (!outcome.ok) {
    io.stderr.write(`${s.red('✖ build failed')}; dist/ was not changed.\n`);
    return 1;
  }
  if (summary) {
    const mb = (summary.bytes / 1024 / 1024).toFixed(1);
    io.stdout.write(`built ${summary.sites} sites, ${summary.pages} pages (${summary.rendered} rendered, ${summary.reused} unchanged), ${summary.files} files, ${mb} MB written in ${summary.seconds.toFixed(2)} s; runtime core ${(summary.coreGzip / 1024).toFixed(1)} KB gzip\n`);
    io.stdout.write(`runtime bundle: ${summary.runtime.map((file) => `${file.path} ${(file.gzip / 1024).toFixed(1)} KB gzip`).join(', ')}\n`);
  }
  return 0;
}
