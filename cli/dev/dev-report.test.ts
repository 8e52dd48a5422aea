import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../manifest/diagnostics.ts';
import { captureIO } from '../../test/manifest/fixtures/io.ts';
import { createDevReporter } from './dev-report.ts';
import type { DevBuild } from './dev-session.ts';

const warning = (file: string): Diagnostic => ({ severity: 'warning', code: 'COPY_MISSING', message: `No copy in ${file}.`, file, hint: 'Write it.' });
const build = (diagnostics: Diagnostic[], ok = true): DevBuild => ({ ok, diagnostics, reload: 'reload', files: ['manifest/site/alternatives.ts'], rendered: 3, markdownRendered: 0, seconds: 0.1 });

describe('createDevReporter', () => {
  it('prints the warnings a build adds (site dev printed none: a COPY_MISSING after a manifest edit went unseen)', () => {
    const io = captureIO({ env: { NO_COLOR: '1' } });
    const reporter = createDevReporter(io);
    reporter.report(build([warning('content/a.md')]), 'first build');
    expect(io.err()).toContain('content/a.md\n  warning COPY_MISSING  No copy in content/a.md.');
    expect(io.out()).toContain('site dev: first build: 3 pages rendered, ready, 1 warning (0.10 s)');
    reporter.report(build([warning('content/a.md'), warning('content/b.md')]), 'manifest/site/alternatives.ts');
    // Only the new one is printed again; the line counts both.
    expect(io.err().match(/content\/a\.md\n/g)).toHaveLength(1);
    expect(io.err()).toContain('warning COPY_MISSING  No copy in content/b.md.');
    expect(io.out()).toContain('pages reloaded, 2 warnings (1 new)');
  });

  it('prints at most 20 new warnings, then points at site check', () => {
    const io = captureIO({ env: { NO_COLOR: '1' } });
    createDevReporter(io).report(build(Array.from({ length: 25 }, (_, i) => warning(`content/${i}.md`))), 'first build');
    expect(io.err().match(/warning COPY_MISSING/g)).toHaveLength(20);
    expect(io.err()).toContain('… and 5 more warnings: site check lists them all.');
  });

  it('does not promise last good pages when no build has succeeded yet', () => {
    const io = captureIO({ env: { NO_COLOR: '1' } });
    const reporter = createDevReporter(io);
    const failed = build([{ severity: 'error', code: 'CONTENT_FRONT_MATTER', message: 'Bad.', file: 'content/a.md' }], false);
    reporter.report(failed, 'first build');
    expect(io.err()).toContain('site dev: first build: the build has errors; no page can be served until they are fixed');
    expect(reporter.error()).toContain('there is no page to show until they are fixed');
    reporter.report(build([]), 'content/a.md');
    reporter.report(failed, 'content/a.md');
    expect(io.err()).toContain('site dev: content/a.md: the build has errors; still serving the last good pages.');
    expect(reporter.error()).toContain('the last good page is shown until they are fixed');
  });
});
