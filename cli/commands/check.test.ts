/** `site check`: exit codes, the JSON shape, GitHub annotations, and the real manifest from disk. */
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../manifest/diagnostics.ts';
import { site } from '../../test/manifest/fixtures/cli.ts';
import { captureIO, STACK_FRAME } from '../../test/manifest/fixtures/io.ts';
import { loadShipped, manifestInput } from '../../test/manifest/fixtures/shipped.ts';
import { runCli } from '../program.ts';
import { PLAN_CHECKS } from '../project.ts';
import { formatDiagnosticsGithub } from '../report/diagnostics.ts';

interface CheckReport {
  ok: boolean;
  errors: number;
  warnings: number;
  diagnostics: Diagnostic[];
}

/** The shipped manifest with a route naming an undeclared guard and a top-bar URL on an untrusted host. */
async function brokenRun(format: string) {
  const input = manifestInput();
  const alternative = input.routes.find((route) => route.id === 'alternative');
  if (alternative) alternative.guards = ['alternatve-route'];
  const chat = input.menus.topBar.find((entry) => entry.key === 'chat-group');
  if (chat) chat.link = { url: 'https://t.me/a,b' };
  const { entries } = await loadShipped();
  return site(['check', '--format', format, '--skip-render'], { load: { manifestInput: input, entries } });
}

describe('site check on the shipped project', () => {
  it('reads the manifest and content from disk and finds no error, exit 0', async () => {
    const io = captureIO();
    const code = await runCli(['check', '--format', 'json', '--skip-render'], io);
    expect(io.err()).toBe('');
    expect(code).toBe(0);
    const report = JSON.parse(io.out()) as CheckReport;
    expect(report.ok).toBe(true);
    expect(report.errors).toBe(0);
    expect(report.diagnostics).toEqual([]);
  });

  it('ends the text report with a summary line', async () => {
    const result = await site(['check', '--skip-render']);
    expect(result.code).toBe(0);
    expect(result.out).toBe('✔ no problems\n');
  });

  it('prints no annotation for GitHub: the shipped site has no problem', async () => {
    const result = await site(['check', '--format', 'github', '--skip-render']);
    expect(result.code).toBe(0);
    expect(result.out).toBe('');
  });
});

describe('site check on a broken manifest', () => {
  it('exits 1 with every error in the JSON shape { ok, errors, warnings, diagnostics, pending }', async () => {
    const result = await brokenRun('json');
    expect(result.code).toBe(1);
    const report = JSON.parse(result.out) as CheckReport & { pending?: string[] };
    expect(Object.keys(report)).toEqual(['ok', 'errors', 'warnings', 'diagnostics', 'pending']);
    // A guard and a menu error are not inside a list entry: the plan, the message files and the pages wait for them.
    expect(report.pending).toEqual([PLAN_CHECKS, 'the message files']);
    expect(report).toMatchObject({ ok: false, errors: 2 });
    expect(report.diagnostics.slice(0, 2).map((d) => d.code).sort()).toEqual(['UNKNOWN_GUARD', 'UNTRUSTED_URL']);
    for (const d of report.diagnostics.slice(0, 2)) expect(Object.keys(d).sort()).toEqual(['code', 'file', 'hint', 'message', 'path', 'severity']);
  });

  it('prints GitHub workflow-command annotations with escaped properties and data', async () => {
    const result = await brokenRun('github');
    expect(result.code).toBe(1);
    const lines = result.out.trimEnd().split('\n');
    expect(lines).toContain(
      '::error file=manifest/site/index.ts,title=UNKNOWN_GUARD::Unknown route middleware "alternatve-route" on route "alternative". [routes[3].guards[0]] Hint: Did you mean "alternative-route"? Known guards: html-route, feature-route, alternative-route, soultion-route, soultions-route, case-route, use-case-route, pre-sales, guide-route, help-route.',
    );
    const untrusted = lines.find((line) => line.includes('title=UNTRUSTED_URL'));
    expect(untrusted).toMatch(/^::error file=manifest\/site\/index\.ts,title=UNTRUSTED_URL::The menu links to https:\/\/t\.me\/a,b, whose host t\.me is not a trusted domain\. \[menus\.topBar\[6\]\.link\.url\] Hint: /);
    expect(lines.at(-1)).toBe(`::notice title=site check::More checks run once these errors are fixed: ${PLAN_CHECKS}; the message files.`);
    for (const line of lines.slice(0, -1)) expect(line).toMatch(/^::(?:error|warning) (?:file=[^,:]+,)?(?:line=\d+,)?title=[A-Z_]+::[^\n]+$/);
    expect(result.out).not.toMatch(STACK_FRAME);
  });

  it('escapes newlines, percent signs, colons and commas the GitHub way', () => {
    const out = formatDiagnosticsGithub([{ severity: 'error', code: 'SCHEMA_INVALID', message: '100% wrong\nsecond line', file: 'a:b,c.ts', line: 3, path: 'x', hint: 'h' }]);
    expect(out).toBe('::error file=a%3Ab%2Cc.ts,line=3,title=SCHEMA_INVALID::100%25 wrong%0Asecond line [x] Hint: h\n');
  });

  it('prints the text report grouped by place, with the error count', async () => {
    const result = await brokenRun('text');
    expect(result.code).toBe(1);
    expect(result.out).toContain('manifest/site/index.ts  menus.topBar[6].link.url\n  error UNTRUSTED_URL  The menu links to https://t.me/a,b');
    expect(result.out).toContain(`\nMore checks run once these errors are fixed: ${PLAN_CHECKS}; the message files.\n✖ 2 errors, `);
    expect(result.out).toMatch(/\n✖ 2 errors, \d+ warnings? \(UNKNOWN_GUARD 1, UNTRUSTED_URL 1\)\n$/);
  });
});
