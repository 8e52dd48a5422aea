/**
 * The broken-message corpus (`test/messages/broken/*.ts`): each case makes one translator's
 * mistake to a copy of `content/messages/` and runs `site check --format json --skip-render` in
 * process (the message checks need no rendering). Each asserts the code, the file, the line at
 * fault, the key, the hint, the exit code, that the mistake is all that is reported (no follow-on
 * noise), and no stack trace. One `site build` then makes every mistake at once: all diagnostics
 * together, exit 1, and the previous `dist/` untouched.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../cli/program.ts';
import type { ContentEntry } from '../../manifest/content/parse-entry.ts';
import type { Diagnostic } from '../../manifest/diagnostics.ts';
import { captureIO, STACK_FRAME } from '../manifest/fixtures/io.ts';
import { loadShipped, manifestInput } from '../manifest/fixtures/shipped.ts';
import { tempProject } from '../support/temp-project.ts';
import type { BrokenMessages, ExpectedMessageDiagnostic } from './fixtures/broken-message.ts';

const CORPUS = fileURLToPath(new URL('./broken/', import.meta.url));
const names = readdirSync(CORPUS).filter((name) => name.endsWith('.ts')).map((name) => name.slice(0, -3)).sort();
const corpus: [string, BrokenMessages][] = await Promise.all(
  names.map(async (name) => [name, ((await import(`./broken/${name}.ts`)) as { default: BrokenMessages }).default] as [string, BrokenMessages]),
);

interface Report {
  ok: boolean;
  diagnostics: Diagnostic[];
}

let project: { root: string; cleanup(): Promise<void> };
let entries: ContentEntry[];
beforeAll(async () => {
  project = await tempProject();
  ({ entries } = await loadShipped());
});
afterAll(async () => {
  await project.cleanup();
});

/** Makes the cases' mistakes in the temp project; returns a function that puts the shipped files back. */
async function breakFiles(...cases: BrokenMessages[]): Promise<() => Promise<void>> {
  const originals = new Map<string, string>();
  for (const c of cases) {
    const path = join(project.root, c.file);
    const text = await readFile(path, 'utf8');
    originals.set(path, text);
    await writeFile(path, c.edit(text));
  }
  return async () => {
    for (const [path, text] of originals) await writeFile(path, text);
  };
}

/** `site check --format json --skip-render` in the temp project (manifest and content as shipped). */
async function check(format = 'json'): Promise<{ code: number; out: string; err: string }> {
  const io = captureIO({ cwd: project.root });
  const code = await runCli(['check', '--format', format, '--skip-render'], io, { load: { manifestInput: manifestInput(), entries } });
  return { code, out: io.out(), err: io.err() };
}

/** Asserts that `want` is among the diagnostics, with its file, key, the line at fault and its hint. */
async function expectReported(diagnostics: readonly Diagnostic[], want: ExpectedMessageDiagnostic): Promise<void> {
  const found = diagnostics.find((d) => d.code === want.code && d.file === want.file && d.path === want.path);
  expect(found, `${want.code} ${want.file} ${want.path ?? ''} in ${JSON.stringify(diagnostics, null, 2)}`).toBeDefined();
  if (!found) return;
  expect(found.severity).toBe(want.severity);
  expect(found.hint).toMatch(want.hint);
  if (want.message) expect(found.message).toMatch(want.message);
  expect(found.line, 'points at a line').toEqual(want.lineNumber ?? expect.any(Number));
  const lines = (await readFile(join(project.root, want.file)).then((bytes) => bytes.toString('utf8'))).split('\n');
  expect(lines[(found.line ?? 0) - 1], `line ${found.line} of ${want.file}`).toMatch(want.line);
  expect(found.message).not.toMatch(/\uFEFF|position \d+/);
}

describe('the broken-message corpus', () => {
  it('has every class of mistake, each in its own file', () => {
    for (const name of ['missing-english-key', 'placeholder-translated', 'placeholder-missing', 'placeholder-extra', 'empty-label', 'null-label', 'unknown-key', 'json-syntax-error', 'bom', 'copied-english-file', 'english-sentence']) expect(names).toContain(name);
    const files = corpus.map(([, c]) => c.file);
    expect(new Set(files).size).toBe(files.length);
  });

  it('starts from message files that check clean', async () => {
    const result = await check();
    expect(result.code).toBe(0);
    expect((JSON.parse(result.out) as Report).diagnostics).toEqual([]);
  });

  for (const [name, c] of corpus) {
    it(`${name}: ${c.mistake}`, async () => {
      const restore = await breakFiles(c);
      try {
        const result = await check();
        const errors = c.expect.filter((want) => want.severity === 'error').length;
        expect(result.code).toBe(errors ? 1 : 0);
        expect(result.err).toBe('');
        expect(result.out).not.toMatch(STACK_FRAME);
        const report = JSON.parse(result.out) as Report;
        for (const want of c.expect) await expectReported(report.diagnostics, want);
        // The mistake is reported once: nothing else, errors or warnings.
        expect(report.diagnostics.map((d) => `${d.code} ${d.file} ${d.path ?? ''}`).sort()).toEqual(c.expect.map((want) => `${want.code} ${want.file} ${want.path ?? ''}`).sort());
      } finally {
        await restore();
      }
    });
  }

  it('prints file:line, key, code and hint in the text format, without an invisible character', async () => {
    const pick = (name: string) => corpus.find(([candidate]) => candidate === name)?.[1] as BrokenMessages;
    const restore = await breakFiles(pick('placeholder-translated'), pick('bom'));
    try {
      const result = await check('text');
      expect(result.code).toBe(1);
      expect(result.out).toMatch(/^content\/messages\/de\.json:\d+ {2}errors\.notFound$/m);
      expect(result.out).toContain('error MESSAGE_PLACEHOLDER  The message "errors.notFound" has {{pfad}} where English has {{path}}');
      expect(result.out).toContain('hint: Keep the names inside {{ }} exactly as in English: "Page not found: {{path}}" has {{path}}');
      expect(result.out).not.toMatch(/\uFEFF|ro\.json/);
    } finally {
      await restore();
    }
  });
});

describe('site build with every mistake at once', { timeout: 300_000 }, () => {
  it('reports them all together, exits 1 and keeps the previous dist/', async () => {
    const marker = join(project.root, 'dist', 'main', 'previous.html');
    await mkdir(join(project.root, 'dist', 'main'), { recursive: true });
    await writeFile(marker, 'previous build');
    await writeFile(join(project.root, 'dist', '.build-files.json'), JSON.stringify({ generator: 'site', build: { id: 'previous', target: 'static' }, files: { 'main/previous.html': 'hash' } }));
    const restore = await breakFiles(...corpus.map(([, c]) => c));
    try {
      const io = captureIO({ cwd: project.root });
      const code = await runCli(['build', '--format', 'json', '--workers', '0'], io);
      expect(code).toBe(1);
      expect(`${io.out()}${io.err()}`).not.toMatch(STACK_FRAME);
      const { diagnostics } = JSON.parse(io.out()) as Report;
      for (const [, c] of corpus) for (const want of c.expect) await expectReported(diagnostics, want);
      const expected = corpus.flatMap(([, c]) => c.expect.map((want) => `${want.code} ${want.file} ${want.path ?? ''}`));
      expect(diagnostics.map((d) => `${d.code} ${d.file} ${d.path ?? ''}`).sort()).toEqual(expected.sort());
      expect(await readFile(marker, 'utf8')).toBe('previous build');
    } finally {
      await restore();
    }
  });
});
