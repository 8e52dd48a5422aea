import type { Diagnostic } from '../../manifest/diagnostics.ts';
import type { CliIO } from '../io.ts';
import { formatDiagnosticsBody, formatDiagnosticsText } from '../report/diagnostics.ts';
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

/** Warnings printed in full after a build; past it, a count and `site check` to list them. */
const WARNINGS_SHOWN = 20;

/** One warning as a key: the same problem in two builds is one. */
const warningKey = (d: Diagnostic) => [d.code, d.file, d.line, d.path, d.message].join('\u0000');

/**
 * The reporter of `site dev`: one line per good build on stdout, with the warnings the build added
 * (all of them after the first build, up to {@link WARNINGS_SHOWN}) on stderr; the errors on
 * stderr and in the overlay.
 */
export function createDevReporter(io: CliIO): DevReporter {
  let error: string | undefined;
  /** Whether a build has succeeded: until then there are no last good pages to keep serving. */
  let served = false;
  let previous = new Set<string>();
  return {
    error: () => error,
    report(build, label) {
      if (!build.ok) {
        io.stderr.write(formatDiagnosticsText(build.diagnostics.filter((d: Diagnostic) => d.severity === 'error'), { ...io, stdout: io.stderr }));
        io.stderr.write(`site dev: ${label}: the build has errors; ${served ? 'still serving the last good pages' : 'no page can be served until they are fixed (pages answer 503 with these errors)'}.\n`);
        error = overlayHtml(build.diagnostics, { lastGood: served });
        return [{ type: 'error', html: error }];
      }
      error = undefined;
      served = true;
      const warnings = build.diagnostics.filter((d: Diagnostic) => d.severity === 'warning');
      const fresh = warnings.filter((d) => !previous.has(warningKey(d)));
      previous = new Set(warnings.map(warningKey));
      const follow = label === 'first build' ? 'ready' : build.reload === 'none' ? 'nothing to reload' : build.reload === 'css' ? 'stylesheet swapped' : 'pages reloaded';
      const counted = warnings.length ? `, ${warnings.length} warning${warnings.length === 1 ? '' : 's'}${fresh.length && fresh.length < warnings.length ? ` (${fresh.length} new)` : ''}` : '';
      if (fresh.length) {
        const shown = fresh.slice(0, WARNINGS_SHOWN);
        // No summary line: a slice's would miscount, and the status line below gives the counts.
        io.stderr.write(formatDiagnosticsBody(shown, { ...io, stdout: io.stderr }));
        if (fresh.length > shown.length) io.stderr.write(`… and ${fresh.length - shown.length} more warnings: site check lists them all.\n`);
      }
      io.stdout.write(`site dev: ${label}: ${build.rendered} page${build.rendered === 1 ? '' : 's'} rendered, ${follow}${counted} (${build.seconds.toFixed(2)} s)\n`);
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
