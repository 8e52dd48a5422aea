import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../manifest/diagnostics.ts';
import { runCli } from '../../cli/program.ts';
import { tempProject } from '../support/temp-project.ts';

let project: { root: string; cleanup(): Promise<void> };

beforeEach(async () => {
  project = await tempProject();
});
afterEach(async () => {
  await project.cleanup();
});

/** Runs `site build --format json` in the temp project; returns exit code and diagnostics. */
async function build(): Promise<{ code: number; errors: Diagnostic[] }> {
  let out = '';
  let err = '';
  const code = await runCli(['build', '--format', 'json', '--workers', '0'], {
    stdout: { write: (chunk: string) => (out += chunk) },
    stderr: { write: (chunk: string) => (err += chunk) },
    cwd: project.root,
    env: {},
  });
  const parsed = JSON.parse(out) as { diagnostics: Diagnostic[] };
  expect(`${out}${err}`).not.toMatch(/\n\s+at .+:\d+:\d+\)?/);
  return { code, errors: parsed.diagnostics.filter((d) => d.severity === 'error') };
}

async function edit(file: string, change: (text: string) => string): Promise<void> {
  const path = join(project.root, file);
  await writeFile(path, change(await readFile(path, 'utf8')));
}

/** A file standing in for a previous build's output, in a dist/ that carries the build marker. */
async function previousDist(): Promise<string> {
  const marker = join(project.root, 'dist', 'main', 'previous.html');
  await mkdir(join(project.root, 'dist', 'main'), { recursive: true });
  await writeFile(marker, 'previous build');
  await writeFile(join(project.root, 'dist', '.build-files.json'), JSON.stringify({ generator: 'site', build: { id: 'previous', target: 'static' }, files: { 'main/previous.html': 'hash' } }));
  return marker;
}

/**
 * Builds over a previous dist/ and returns the error with `code`, after checking what every broken
 * input must give: exit 1, that error among the errors, and the previous dist/ untouched.
 */
async function failedBuild(code: string): Promise<Diagnostic> {
  const marker = await previousDist();
  const result = await build();
  expect(result.code).toBe(1);
  const error = result.errors.find((d) => d.code === code);
  expect(error, `no ${code} among ${result.errors.map((d) => d.code).join(', ')}`).toBeDefined();
  expect(await readFile(marker, 'utf8')).toBe('previous build');
  return error as Diagnostic;
}

/** The line of `file` a diagnostic points at. */
async function lineOf(file: string, error: Diagnostic): Promise<string | undefined> {
  return (await readFile(join(project.root, file), 'utf8')).split('\n')[(error.line ?? 0) - 1];
}

describe('a broken input fails the build with a precise error and keeps the previous dist/', { timeout: 180_000 }, () => {
  it('reports a bad front-matter date with file and line', async () => {
    const file = 'content/blog/en/proxy-vpn-antidetect-browser.md';
    await edit(file, (text) => text.replace(/^date: .*$/m, "date: '2025-13-45'"));
    const error = await failedBuild('CONTENT_FRONT_MATTER');
    expect(error).toMatchObject({ file, line: expect.any(Number) });
    expect(error.message).toMatch(/date/);
    expect(error.hint).toBeTruthy();
    expect(await lineOf(file, error)).toMatch(/^date:/);
  });

  it('reports an unknown category with the valid ones', async () => {
    const file = 'content/blog/en/proxy-vpn-antidetect-browser.md';
    await edit(file, (text) => text.replace(/^category: .*$/m, 'category: privacy-securty'));
    const error = await failedBuild('CONTENT_UNKNOWN_CATEGORY');
    expect(error).toMatchObject({ file, line: expect.any(Number) });
    expect(error.hint).toContain('Did you mean "privacy-security"?');
    expect(await lineOf(file, error)).toMatch(/^category:/);
  });

  it('reports a broken internal link with file, line, locale and the closest page', async () => {
    const file = 'content/blog/de/proxy-vpn-antidetect-browser.md';
    await edit(file, (text) => `${text}\n\nSiehe auch [die Preise](/pricingg).\n`);
    const error = await failedBuild('LINK_BROKEN');
    expect(error.file).toBe(file);
    expect(error.message).toContain('/de/pricingg');
    expect(error.message).toContain('de page');
    expect(error.hint).toContain('/de/pricing');
    expect(await lineOf(file, error)).toContain('/pricingg');
  });

  it('reports a route whose template does not exist', async () => {
    await edit('manifest/site/routes.ts', (text) => text.replace("template: 'links'", "template: 'link-list'"));
    const error = await failedBuild('TEMPLATE_MISSING');
    expect(error.file).toBe('manifest/site/routes.ts');
    expect(error.line).toBeGreaterThan(0);
    expect(error.path).toMatch(/^routes\[\d+\]\.template$/);
    expect(error.hint).toContain('links');
  });

  it('reports a feature slug "index", whose page would replace the home page, naming both (issue 10)', async () => {
    const file = 'manifest/site/features.ts';
    await edit(file, (text) => text.replace("  { slug: 'teamwork' },", "  { slug: 'teamwork' },\n  { slug: 'index' },"));
    const error = await failedBuild('OUTPUT_FILE_CLASH');
    expect(error).toMatchObject({ file, path: 'features[6].slug' });
    expect(await lineOf(file, error)).toContain("slug: 'index'");
    expect(error.message).toContain('features[6].slug makes /index and routes[0].path makes /: both are written to dist/main/index.html.');
    expect(error.hint).toContain('valid kebab-case slug');
  });

  it('blames a deleted template image on the missing file, naming the template line and the closest assets (issue 10)', async () => {
    await rm(join(project.root, 'content', 'assets', 'widgets', 'error-502.svg'));
    const error = await failedBuild('TEMPLATE_IMAGE_MISSING');
    expect(error.file).toBe('content/assets/widgets/error-502.svg');
    const [, template, line] = /; (templates\/\S+):(\d+) shows it/.exec(error.message) ?? [];
    expect(template).toBe('templates/islands/error-countdown.tsx');
    expect((await readFile(join(project.root, template ?? ''), 'utf8')).split('\n')[Number(line) - 1]).toContain('images.error502');
    expect(error.hint).toMatch(/Closest existing assets: content\/assets\/widgets\//);
  });
});
