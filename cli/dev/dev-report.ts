import type { Diagnostic } from '../../manifest/diagnostics.ts';
import type { CliIO } from '../io.ts';
import { formatDiagnosticsText } from '../report/diagnostics.ts';
import type { DevMessage } from './dev-client.ts';
import type { DevBuild } from './dev-session.ts';
import { overlayHtml } from './overlay.ts';

/** What a build means for the terminal and for the open pages, and the overlay a newly opened page shows. */
export interface DevReporter {
  /** Prints the build's line (or its errors) and returns the messages for the open pages. */
  report(build: DevBuild, label: string): DevMessage[];
  /** The overlay HTML while the last build failed. */
  error(): string | undefined;
}

/** The reporter of `site dev`: one line per good build on stdout, the errors on stderr and in the overlay. */
export function createDevReporter(io: CliIO): DevReporter {
  let error: string | undefined;
  return {
    error: () => error,
    report(build, label) {
      if (!build.ok) {
        io.stderr.write(formatDiagnosticsText(build.diagnostics.filter((d: Diagnostic) => d.severity === 'error'), { ...io, stdout: io.stderr }));
        io.stderr.write(`site dev: ${label}: the build has errors; still serving the last good pages.\n`);
        error = overlayHtml(build.diagnostics);
        return [{ type: 'error', html: error }];
      }
      error = undefined;
      const follow = label === 'first build' ? 'ready' : build.reload === 'none' ? 'nothing to reload' : build.reload === 'css' ? 'stylesheet swapped' : 'pages reloaded';
      io.stdout.write(`site dev: ${label}: ${build.rendered} page${build.rendered === 1 ? '' : 's'} rendered, ${follow} (${build.seconds.toFixed(2)} s)\n`);
      const messages: DevMessage[] = [{ type: 'ok' }];
      if (build.reload === 'reload') messages.push({ type: 'reload' });
      if (build.reload === 'css') messages.push({ type: 'css', paths: cssPaths(build), version: build.change?.generation.number ?? 0 });
      return messages;
    },
  };
}

/** The site paths of the stylesheets a build changed (`main/assets/site.css` → `/assets/site.css`). */
function cssPaths(build: DevBuild): string[] {
  return [...new Set((build.change?.changed ?? []).filter((path) => path.endsWith('.css')).map((path) => path.slice(path.indexOf('/'))))];
}

/** The label of a rebuild: the first few files that changed. */
export function changeLabel(files: readonly string[]): string {
  return files.slice(0, 3).join(', ') + (files.length > 3 ? ` and ${files.length - 3} more` : '');
}

/** A build that stopped on an unexpected error, as a failed build (the server keeps running). */
export function stoppedBuild(failure: unknown, files: string[]): DevBuild {
  return { ok: false, diagnostics: [{ severity: 'error', code: 'BUILD_FAILED', message: `The rebuild stopped: ${(failure as Error).message}.`, hint: 'Save again; set SITE_DEBUG=1 for details.' }], reload: 'none', files, rendered: 0, markdownRendered: 0, seconds: 0 };
}
