/**
 * The broken-manifest corpus (`test/manifest/broken/*.ts`): each case makes one readable mistake
 * to the shipped manifest input and runs `site check --format json` in process. Each asserts the
 * diagnostic code, the manifest path and the hint, exit code 1, that the mistake is the only
 * error reported (no follow-on noise), and that no output has a stack trace.
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../cli/program.ts';
import { loadProject } from '../../cli/project.ts';
import type { ContentEntry } from '../../manifest/content/parse-entry.ts';
import type { Diagnostic } from '../../manifest/diagnostics.ts';
import type { BrokenManifest } from './fixtures/broken-manifest.ts';
import { captureIO, STACK_FRAME } from './fixtures/io.ts';
import { loadShipped, manifestInput, ROOT } from './fixtures/shipped.ts';

const CORPUS = fileURLToPath(new URL('./broken/', import.meta.url));
const names = readdirSync(CORPUS).filter((name) => name.endsWith('.ts')).map((name) => name.slice(0, -3)).sort();
const corpus: [string, BrokenManifest][] = await Promise.all(
  names.map(async (name) => [name, ((await import(`./broken/${name}.ts`)) as { default: BrokenManifest }).default] as [string, BrokenManifest]),
);

let entries: ContentEntry[];
beforeAll(async () => {
  ({ entries } = await loadShipped());
});

interface CheckReport {
  ok: boolean;
  errors: number;
  warnings: number;
  diagnostics: Diagnostic[];
}

/** The manifest input with the given mistakes made, in order. */
function broken(...cases: BrokenManifest[]): unknown {
  let input: unknown = manifestInput();
  for (const c of cases) {
    const replaced = c.break(input as Parameters<BrokenManifest['break']>[0]);
    if (replaced !== undefined) input = replaced;
  }
  return input;
}

async function check(input: unknown, format = 'json'): Promise<{ code: number; out: string; err: string }> {
  const io = captureIO();
  // --skip-render: these are manifest checks; rendering the pages of a valid manifest is site build's test.
  const code = await runCli(['check', '--format', format, '--skip-render'], io, { load: { manifestInput: input, entries } });
  return { code, out: io.out(), err: io.err() };
}

function expectReported(report: CheckReport, expected: BrokenManifest['expect']): void {
  for (const want of expected) {
    const found = report.diagnostics.find((d) => d.code === want.code && d.path === want.path);
    expect(found, `${want.code} at ${want.path} in ${JSON.stringify(report.diagnostics.filter((d) => d.severity === 'error'), null, 2)}`).toBeDefined();
    if (!found) continue;
    expect(found.severity).toBe('error');
    expect(found.hint).toMatch(want.hint);
    if (want.message) expect(found.message).toMatch(want.message);
    expect(found.file, 'names the file').toMatch(/^(?:manifest|content)\//);
  }
}

describe('the broken-manifest corpus', () => {
  it('has at least 20 cases, each with at least one expected diagnostic', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(20);
    for (const [name, c] of corpus) {
      expect(c.mistake, name).not.toBe('');
      expect(c.expect.length, name).toBeGreaterThan(0);
    }
  });

  it('starts from a manifest that checks clean', async () => {
    const result = await check(broken());
    expect(result.code).toBe(0);
    const report = JSON.parse(result.out) as CheckReport;
    expect(report.ok).toBe(true);
    expect(report.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });

  for (const [name, c] of corpus) {
    it(`${name}: ${c.mistake}`, async () => {
      const result = await check(broken(c));
      expect(result.code).toBe(1);
      expect(result.err).toBe('');
      const report = JSON.parse(result.out) as CheckReport;
      expect(report.ok).toBe(false);
      expectReported(report, c.expect);
      // The mistake is reported once per offending value: no follow-on errors.
      const errors = report.diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.code} ${d.path}`);
      expect(errors.sort()).toEqual(c.expect.map((want) => `${want.code} ${want.path}`).sort());
      expect(result.out).not.toMatch(STACK_FRAME);
    });
  }
});

describe('site check on a broken manifest', () => {
  const pick = (name: string): BrokenManifest => {
    const found = corpus.find(([candidate]) => candidate === name)?.[1];
    if (!found) throw new Error(`no corpus case ${name}`);
    return found;
  };

  it('reports all problems at once: three unrelated mistakes, three errors', async () => {
    const mistakes = [pick('unknown-locale-in-availability'), pick('unknown-guard'), pick('unknown-field-typo')];
    const result = await check(broken(...mistakes));
    expect(result.code).toBe(1);
    const report = JSON.parse(result.out) as CheckReport;
    expect(report.errors).toBe(3);
    for (const mistake of mistakes) expectReported(report, mistake.expect);
  });

  it('prints every format without a stack trace, and exits 1', async () => {
    const input = broken(pick('unknown-guard'), pick('menu-route-missing'), pick('wrong-type'));
    for (const format of ['text', 'json', 'github']) {
      const result = await check(input, format);
      expect(result.code, format).toBe(1);
      expect(`${result.out}${result.err}`, format).not.toMatch(STACK_FRAME);
    }
  });

  it('names the code, the path and the hint in the text format', async () => {
    const result = await check(broken(pick('unknown-guard')), 'text');
    expect(result.out).toContain('manifest/site/index.ts  routes[3].guards[0]');
    expect(result.out).toContain('error UNKNOWN_GUARD  Unknown route middleware "alternatve-route" on route "alternative".');
    expect(result.out).toContain('hint: Did you mean "alternative-route"?');
    expect(result.out).toMatch(/✖ 1 error, \d+ warnings \([A-Z_]+ \d+\)\n$/);
  });

  it('refuses to list routes of a broken manifest, pointing at site check, exit 1', async () => {
    const io = captureIO();
    const code = await runCli(['routes', '--format', 'json'], io, { load: { manifestInput: broken(pick('two-bare-locales')), entries } });
    expect(code).toBe(1);
    expect(io.out()).toBe('');
    expect(io.err()).toContain('site routes: the manifest has errors; fix them first (site check lists them all).');
    expect(io.err()).toContain('TWO_BARE_LOCALES');
    expect(io.err()).not.toMatch(STACK_FRAME);
  });

  it('does not plan a manifest with errors (regression: a second bare locale made 36 follow-on plan conflicts)', async () => {
    const project = await loadProject(ROOT, { manifestInput: broken(pick('two-bare-locales')), entries });
    expect(project.manifest).toBeDefined();
    expect(project.plan).toBeUndefined();
    expect(project.diagnostics.filter((d) => d.severity === 'error').map((d) => d.code)).toEqual(['TWO_BARE_LOCALES']);
    const clean = await loadProject(ROOT, { manifestInput: broken(), entries });
    expect(clean.plan).toBeDefined();
  });

  it('reports five redirect mistakes and two alternative mistakes in one run (regression: schema errors hid the cross-checks, which hid the plan checks: three runs)', async () => {
    const input = broken({
      mistake: 'a loop, an unknown locale, a redirect over /pricing, a bad status; a duplicate rival and a missing name',
      break(m) {
        m.redirects?.paths?.push(
          { from: '/old-a', to: '/old-b', locales: ['en'] },
          { from: '/old-b', to: '/old-a', locales: ['en'] },
          { from: '/x', to: '/pricing', locales: ['xx'] },
          { from: '/pricing', to: '/download' },
          { from: '/y', to: '/pricing', status: 305 as 301 },
        );
        m.alternatives?.push({ rival: 'gologin', name: 'GoLogin' }, { rival: 'kameleo' } as never);
      },
      expect: [],
    });
    const result = await check(input);
    expect(result.code).toBe(1);
    const report = JSON.parse(result.out) as CheckReport & { pending?: string[] };
    expect(report.diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.code} ${d.path}`).sort()).toEqual([
      'DUPLICATE_SLUG alternatives[7].rival',
      'REDIRECT_CYCLE redirects.paths[4].to',
      'REDIRECT_CYCLE redirects.paths[5].to',
      'REDIRECT_SHADOWS_PAGE redirects.paths[7]',
      'SCHEMA_INVALID redirects.paths[8].status',
      'SCHEMA_MISSING alternatives[8].name',
      'UNKNOWN_LOCALE redirects.paths[6].locales[0]',
    ]);
    // The plan ran on the rest of the manifest; only what needs a plan without errors waits.
    expect(report.pending).toEqual(['the message files']);
    // That plan is never the project's: nothing builds from a manifest with errors.
    const project = await loadProject(ROOT, { manifestInput: input, entries });
    expect(project.plan).toBeUndefined();
    expect(project.pending).toBeUndefined();
  });

  it('says which checks wait when an error is outside a list entry', async () => {
    const result = await check(broken(pick('two-bare-locales')), 'text');
    expect(result.out).toContain(
      '\nMore checks run once these errors are fixed: the plan (redirect loops, chains and targets, pages hidden by redirects, URL and file clashes) and the content against the manifest; the message files.\n✖ 1 error',
    );
    const clean = await check(broken(), 'text');
    expect(clean.out).not.toContain('More checks run');
  });

  it('reports a manifest that is not an object', async () => {
    for (const input of [null, 42, 'site', []]) {
      const result = await check(input);
      expect(result.code).toBe(1);
      const report = JSON.parse(result.out) as CheckReport;
      expect(report.diagnostics[0]).toMatchObject({ code: 'SCHEMA_INVALID', hint: 'See manifest/site/index.ts.' });
    }
  });

  it('warns, without failing, about a locale without site config or with an unknown language', async () => {
    const input = broken({
      mistake: 'fil has no site config and an unknown language',
      break(m) {
        delete m.siteConfig.fil;
        const fil = m.locales.find((locale) => locale.code === 'fil');
        if (fil) fil.tag = 'qq-PH';
      },
      expect: [],
    });
    const result = await check(input);
    expect(result.code).toBe(0);
    const report = JSON.parse(result.out) as CheckReport;
    expect(report.diagnostics).toContainEqual(expect.objectContaining({ severity: 'warning', code: 'LOCALE_CONFIG_MISSING', path: 'locales[15]', hint: expect.stringContaining('Add siteConfig.fil') }));
    expect(report.diagnostics).toContainEqual(expect.objectContaining({ severity: 'warning', code: 'UNKNOWN_LANGUAGE', path: 'locales[15].tag' }));
  });
});
