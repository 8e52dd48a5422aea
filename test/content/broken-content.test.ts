/**
 * The broken-content corpus (`test/content/broken/*.ts`, issue 10): each case makes one mistake a
 * marketer makes in a content file and runs `site check --format json` in process over the
 * shipped content with that edit (read once, edited in memory). Each asserts the code, the file,
 * the line where one line is at fault, the hint, exit code 1, that the mistake is the only error
 * (no follow-on noise) and no stack trace; accepted forms (`.markdown`, a byte-order mark) check 0.
 * Then ONE `site build` over a temporary project with every case applied at once asserts that all
 * the diagnostics appear together and that the previous `dist/` is untouched.
 */
import { readdirSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadContent, parseContentFile } from '../../cli/load/content.ts';
import { runCli } from '../../cli/program.ts';
import type { ContentEntry } from '../../manifest/content/parse-entry.ts';
import type { Diagnostic } from '../../manifest/diagnostics.ts';
import { captureIO, STACK_FRAME } from '../manifest/fixtures/io.ts';
import { ROOT } from '../manifest/fixtures/shipped.ts';
import { tempProject } from '../support/temp-project.ts';
import type { BrokenContent, ExpectedDiagnostic } from './fixtures/broken-content.ts';

const CORPUS = fileURLToPath(new URL('./broken/', import.meta.url));
const names = readdirSync(CORPUS).filter((name) => name.endsWith('.ts')).map((name) => name.slice(0, -3)).sort();
const corpus: [string, BrokenContent][] = await Promise.all(
  names.map(async (name) => [name, ((await import(`./broken/${name}.ts`)) as { default: BrokenContent }).default] as [string, BrokenContent]),
);

type Parsed = ReturnType<typeof parseContentFile>;
interface Content {
  entries: ContentEntry[];
  sources: Map<string, string>;
  diagnostics: Diagnostic[];
}

let shipped: { sources: Map<string, string>; parsed: Map<string, Parsed> };
beforeAll(async () => {
  const { sources } = await loadContent(ROOT);
  shipped = { sources: new Map(sources), parsed: new Map([...sources].map(([file, text]) => [file, parseContentFile(file, text)])) };
});

/** The texts a case writes: each edited or new file's full text, `null` for a file it deletes. */
function editedTexts(c: BrokenContent, base: (file: string) => string | undefined): Map<string, string | null> {
  return new Map(Object.entries(c.files).map(([file, edit]) => [file, edit === null || typeof edit === 'string' ? edit : edit(base(file) ?? '')]));
}

/** The shipped content with the case's edits, parsed as `loadContent` would (unchanged files reuse their parse). */
function brokenContent(c: BrokenContent): Content {
  const texts = editedTexts(c, (file) => shipped.sources.get(file));
  const sources = new Map(shipped.sources);
  texts.forEach((text, file) => (text === null ? sources.delete(file) : sources.set(file, text)));
  const files = [...sources.keys()].sort();
  const results = files.map((file) => (texts.has(file) ? parseContentFile(file, sources.get(file) ?? '') : (shipped.parsed.get(file) as Parsed)));
  const entries = results.flatMap((result) => (result.entry ? [result.entry] : [])).sort((a, b) => a.file.localeCompare(b.file));
  return { entries, sources, diagnostics: results.flatMap((result) => result.diagnostics) };
}

async function check(content: Content, render: boolean): Promise<{ code: number; out: string; err: string }> {
  const io = captureIO();
  const code = await runCli(['check', '--format', 'json', ...(render ? [] : ['--skip-render'])], io, { load: { content } });
  return { code, out: io.out(), err: io.err() };
}

/** The diagnostic of `report` that `want` describes, checked in full: severity, hint, message, line. */
function expectReported(diagnostics: readonly Diagnostic[], want: ExpectedDiagnostic, text: (file: string) => string | undefined): void {
  const candidates = diagnostics.filter((d) => d.code === want.code && d.file === want.file);
  const lineText = (d: Diagnostic) => (text(want.file) ?? '').split('\n')[(d.line ?? 0) - 1] ?? '';
  const found = candidates.find((d) => (want.at ? d.line !== undefined && want.at.test(lineText(d)) : true) && (want.message ? want.message.test(d.message) : true));
  expect(found, `${want.code} in ${want.file}${want.at ? ` at ${want.at}` : ''} among ${JSON.stringify(diagnostics.filter((d) => d.severity === 'error'), null, 2)}`).toBeDefined();
  if (!found) return;
  if (want.count !== undefined) expect(candidates, `${want.code} in ${want.file}`).toHaveLength(want.count);
  expect(found.severity).toBe(want.severity ?? 'error');
  expect(found.hint).toMatch(want.hint);
  if (want.line !== undefined) expect(found.line).toBe(want.line);
}

describe('the broken-content corpus', () => {
  it('has a case for each class of mistake of issue 10', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(10);
    for (const [name, c] of corpus) {
      expect(c.mistake, name).not.toBe('');
      expect(c.expect.length > 0 || c.accepted !== undefined, name).toBe(true);
    }
  });

  it('starts from shipped content that checks clean', async () => {
    const result = await check(brokenContent({ mistake: 'none', files: {}, expect: [] }), false);
    expect(result.code).toBe(0);
    expect((JSON.parse(result.out) as { diagnostics: Diagnostic[] }).diagnostics).toEqual([]);
  });

  for (const [name, c] of corpus) {
    it(`${name}: ${c.mistake}`, { timeout: 180_000 }, async () => {
      const content = brokenContent(c);
      const result = await check(content, c.render ?? false);
      expect(result.err).toBe('');
      expect(result.out).not.toMatch(STACK_FRAME);
      const { diagnostics } = JSON.parse(result.out) as { diagnostics: Diagnostic[] };
      expect(result.code).toBe(c.expect.some((want) => (want.severity ?? 'error') === 'error') ? 1 : 0);
      for (const want of c.expect) expectReported(diagnostics, want, (file) => content.sources.get(file));
      // The mistake is reported once per offending line: no follow-on errors.
      const errors = diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.code} ${d.file}`);
      expect(errors.sort()).toEqual(c.expect.filter((want) => (want.severity ?? 'error') === 'error').map((want) => `${want.code} ${want.file}`).sort());
      for (const code of c.absent ?? []) expect(diagnostics.filter((d) => d.code === code), `no ${code}`).toEqual([]);
      c.accepted?.(content.entries);
    });
  }
});

describe('site build with every broken-content case at once', () => {
  it('reports every diagnostic together, exits 1 and leaves the previous dist/ untouched', { timeout: 600_000 }, async () => {
    const project = await tempProject();
    try {
      const texts = new Map<string, string>();
      for (const [, c] of corpus) {
        for (const [file, text] of editedTexts(c, (path) => shipped.sources.get(path))) {
          if (text === null) await rm(join(project.root, file));
          else texts.set(file, text);
        }
      }
      for (const [file, text] of texts) {
        await mkdir(dirname(join(project.root, file)), { recursive: true });
        await writeFile(join(project.root, file), text);
      }
      const marker = join(project.root, 'dist', 'main', 'previous.html');
      await mkdir(dirname(marker), { recursive: true });
      await writeFile(marker, 'previous build');
      await writeFile(join(project.root, 'dist', '.build-files.json'), JSON.stringify({ generator: 'site', build: { id: 'previous', target: 'static' }, files: { 'main/previous.html': 'hash' } }));

      const io = captureIO({ cwd: project.root });
      const code = await runCli(['build', '--format', 'json', '--workers', '0'], io);
      expect(`${io.out()}${io.err()}`).not.toMatch(STACK_FRAME);
      expect(code).toBe(1);
      const { diagnostics } = JSON.parse(io.out()) as { diagnostics: Diagnostic[] };
      for (const [, c] of corpus) for (const want of c.expect) expectReported(diagnostics, want, (file) => texts.get(file) ?? shipped.sources.get(file));
      expect(await readFile(marker, 'utf8')).toBe('previous build');
      expect(JSON.parse(await readFile(join(project.root, 'dist', '.build-files.json'), 'utf8'))).toMatchObject({ build: { id: 'previous' } });
    } finally {
      await project.cleanup();
    }
  });
});
