/**
 * Loading the manifest module from disk: a syntax error, a throwing or export-less module become
 * MANIFEST_LOAD diagnostics with file and line (never a stack trace), and `site check` names
 * `file:line` for them and for schema mistakes. Runs on a temporary copy of manifest/site/.
 */
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureIO, STACK_FRAME } from '../../test/manifest/fixtures/io.ts';
import { ROOT } from '../../test/manifest/fixtures/shipped.ts';
import { runCli } from '../program.ts';
import { loadManifestModule } from './manifest-module.ts';

let scratch: string;
let copies = 0;

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'site-manifest-'));
});

afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

/** A fresh project root holding a copy of the shipped manifest (no content). */
async function copyProject(): Promise<string> {
  const root = join(scratch, `project-${++copies}`);
  await cp(join(ROOT, 'manifest', 'site'), join(root, 'manifest', 'site'), { recursive: true });
  await cp(join(ROOT, 'manifest', 'define-site.ts'), join(root, 'manifest', 'define-site.ts'));
  return root;
}

/** Rewrites one manifest file of a copy; returns the 1-based line of the first changed text. */
async function edit(root: string, file: string, from: string, to: string): Promise<number> {
  const path = join(root, file);
  const text = await readFile(path, 'utf8');
  const at = text.indexOf(from);
  if (at < 0) throw new Error(`${file} no longer contains ${from}; update this test`);
  await writeFile(path, text.slice(0, at) + to + text.slice(at + from.length));
  return text.slice(0, at).split('\n').length;
}

describe('loadManifestModule', () => {
  it('loads the default export and the source of every manifest file', async () => {
    const root = await copyProject();
    const loaded = await loadManifestModule(root);
    expect(loaded.diagnostics).toEqual([]);
    expect((loaded.input as { brand?: { name?: string } }).brand?.name).toBe('Polyprofile');
    expect([...loaded.sources.keys()]).toEqual(expect.arrayContaining(['manifest/site/index.ts', 'manifest/site/solutions.ts', 'manifest/site/routes.ts']));
    // The compiled module is a temporary file: nothing is left behind.
    expect(await readdir(join(root, 'node_modules', '.cache', 'site')).catch(() => [])).toEqual([]);
  });

  it('reports a syntax error as MANIFEST_LOAD with the file and line', async () => {
    const root = await copyProject();
    const line = await edit(root, 'manifest/site/solutions.ts', "{ slug: 'discord' },", "{ slug: 'discord' ,");
    const loaded = await loadManifestModule(root);
    expect(loaded.input).toBeUndefined();
    expect(loaded.diagnostics).toHaveLength(1);
    expect(loaded.diagnostics[0]).toMatchObject({ severity: 'error', code: 'MANIFEST_LOAD', file: 'manifest/site/solutions.ts' });
    // esbuild reports where it gave up: the broken entry or the next line.
    expect(loaded.diagnostics[0]?.line).toBeGreaterThanOrEqual(line);
    expect(loaded.diagnostics[0]?.line).toBeLessThanOrEqual(line + 1);
    expect(loaded.diagnostics[0]?.message).toMatch(/^The manifest does not compile: /);
    expect(loaded.diagnostics[0]?.hint).toMatch(/^Check the line: /);
  });

  it('reports a module that throws while loading, without a stack trace', async () => {
    const root = await copyProject();
    await edit(root, 'manifest/site/domains.ts', 'export const origins', "if (Date.now() > 0) throw new Error('domains are not configured');\nexport const origins");
    const loaded = await loadManifestModule(root);
    expect(loaded.diagnostics).toEqual([
      expect.objectContaining({ code: 'MANIFEST_LOAD', message: 'The manifest threw while loading: domains are not configured.', file: 'manifest/site/index.ts' }),
    ]);
    expect(loaded.diagnostics.map((d) => `${d.message}\n${d.hint}`).join('\n')).not.toMatch(STACK_FRAME);
  });

  it('reports a manifest without a default export', async () => {
    const root = await copyProject();
    await edit(root, 'manifest/site/index.ts', 'export default defineSite(', 'export const site = defineSite(');
    const loaded = await loadManifestModule(root);
    expect(loaded.diagnostics).toEqual([expect.objectContaining({ code: 'MANIFEST_LOAD', message: 'The manifest has no default export.', hint: 'End it with `export default defineSite({ … })`.' })]);
  });

  it('reports a missing manifest', async () => {
    const loaded = await loadManifestModule(join(scratch, 'no-such-project'));
    expect(loaded.diagnostics).toEqual([expect.objectContaining({ code: 'MANIFEST_LOAD', file: 'manifest/site/index.ts' })]);
  });
});

describe('site check on manifest files', () => {
  it('prints a syntax error as file:line in the text format, exit 1, no stack trace', async () => {
    const root = await copyProject();
    await edit(root, 'manifest/site/features.ts', "{ slug: 'rpa' },", "{ slug: 'rpa' }}");
    const io = captureIO({ cwd: root });
    const code = await runCli(['check'], io);
    expect(code).toBe(1);
    expect(io.out()).toMatch(/^manifest\/site\/features\.ts:\d+\n {2}error MANIFEST_LOAD {2}The manifest does not compile: /m);
    expect(io.out()).toContain('hint: Check the line: ');
    expect(`${io.out()}${io.err()}`).not.toMatch(STACK_FRAME);
  });

  it('gives the file and line of a schema mistake in its own manifest file', async () => {
    const root = await copyProject();
    const line = await edit(root, 'manifest/site/solutions.ts', "{ slug: 'betting', languages:", "{ slug: 'betting', languges:");
    const io = captureIO({ cwd: root });
    expect(await runCli(['check'], io)).toBe(1);
    expect(io.out()).toContain(`manifest/site/solutions.ts:${line}  solutions[15].languges\n  error SCHEMA_UNKNOWN_KEY  Unknown field "languges" in solutions[15].`);
    expect(io.out()).toContain('hint: Did you mean "languages"? Known fields: slug, languages.');

    const json = captureIO({ cwd: root });
    expect(await runCli(['check', '--format', 'json'], json)).toBe(1);
    const report = JSON.parse(json.out()) as { diagnostics: { code: string; file?: string; line?: number; path?: string }[] };
    expect(report.diagnostics).toContainEqual(expect.objectContaining({ code: 'SCHEMA_UNKNOWN_KEY', file: 'manifest/site/solutions.ts', line, path: 'solutions[15].languges' }));

    const github = captureIO({ cwd: root });
    expect(await runCli(['check', '--format', 'github'], github)).toBe(1);
    expect(github.out()).toContain(`::error file=manifest/site/solutions.ts,line=${line},title=SCHEMA_UNKNOWN_KEY::Unknown field "languges" in solutions[15]. [solutions[15].languges] Hint: Did you mean "languages"?`);
  });

  it('gives the line of a cross-check mistake (an unknown guard on a route)', async () => {
    const root = await copyProject();
    const line = await edit(root, 'manifest/site/routes.ts', "guards: ['alternative-route']", "guards: ['alternatve-route']");
    const io = captureIO({ cwd: root });
    expect(await runCli(['check'], io)).toBe(1);
    expect(io.out()).toContain(`manifest/site/routes.ts:${line}  routes[3].guards[0]\n  error UNKNOWN_GUARD  Unknown route middleware "alternatve-route" on route "alternative".`);
  });
});

describe('loadManifestModule with a cache', () => {
  const cacheDir = (root: string) => join(root, 'node_modules', '.cache', 'site', 'manifest');
  const brand = (loaded: { input?: unknown }) => (loaded.input as { brand?: { name?: string } }).brand?.name;
  const record = async (root: string) => JSON.parse(await readFile(join(cacheDir(root), 'compiled.json'), 'utf8')) as { inputs: Record<string, string>; module: string };

  it('keeps the compiled module and imports it again while no manifest file changed', async () => {
    const root = await copyProject();
    const first = await loadManifestModule(root, undefined, { version: 'v1' });
    expect(first.diagnostics).toEqual([]);
    expect(Object.keys((await record(root)).inputs)).toEqual(expect.arrayContaining(['manifest/site/index.ts', 'manifest/define-site.ts']));
    // Poison the kept module: a run that uses it gives the poisoned value, so nothing was compiled.
    const kept = join(cacheDir(root), (await record(root)).module);
    await writeFile(kept, (await readFile(kept, 'utf8')).replace("name: \"Polyprofile\"", "name: \"from the cache\""));
    const again = await loadManifestModule(root, undefined, { version: 'v1' });
    expect(brand(again)).toBe('from the cache');
    expect([...again.sources.keys()]).toEqual([...first.sources.keys()]);
    expect(again.sources.get('manifest/site/index.ts')).toBe(first.sources.get('manifest/site/index.ts'));
  });

  it('compiles again after a manifest edit, a new file in the manifest folder, or another tool version', async () => {
    const root = await copyProject();
    await loadManifestModule(root, undefined, { version: 'v1' });
    const poison = async () => {
      const kept = join(cacheDir(root), (await record(root)).module);
      await writeFile(kept, 'export default { brand: { name: "from the cache" } };\n');
    };
    await poison();
    expect(brand(await loadManifestModule(root, undefined, { version: 'v2' }))).toBe('Polyprofile');
    await poison();
    await writeFile(join(root, 'manifest', 'site', 'notes.md'), 'a file beside the manifest\n');
    expect(brand(await loadManifestModule(root, undefined, { version: 'v2' }))).toBe('Polyprofile');
    await poison();
    await edit(root, 'manifest/site/solutions.ts', "{ slug: 'discord' },", "{ slug: 'discord' }, ");
    expect(brand(await loadManifestModule(root, undefined, { version: 'v2' }))).toBe('Polyprofile');
    await poison();
    expect(brand(await loadManifestModule(root, undefined, { version: 'v2' }))).toBe('from the cache');
  });

  it('trusts the hashes it is given for files it does not read, and keeps only a few modules', async () => {
    const root = await copyProject();
    await loadManifestModule(root, undefined, { version: 'v1' });
    const { inputs } = await record(root);
    // A file changed on disk but vouched for by the caller (the digest of a build that started before the edit).
    await edit(root, 'manifest/site/solutions.ts', "{ slug: 'discord' },", "{ slug: 'discord' },  ");
    const trusted = new Map(Object.entries(inputs));
    const kept = await loadManifestModule(root, undefined, { version: 'v1', knownHashes: trusted });
    expect(kept.diagnostics).toEqual([]);
    expect((await record(root)).inputs).toEqual(inputs);
    let name = 'Polyprofile';
    for (let i = 0; i < 6; i++) {
      await edit(root, 'manifest/site/index.ts', `name: '${name}'`, `name: '${(name = `Brand ${i}`)}'`);
      expect(brand(await loadManifestModule(root, undefined, { version: 'v1' }))).toBe(name);
    }
    expect((await readdir(cacheDir(root))).filter((name) => name.endsWith('.mjs'))).toHaveLength(4);
  });

  it('reports a syntax error as without a cache, and keeps nothing for it', async () => {
    const root = await copyProject();
    await edit(root, 'manifest/site/solutions.ts', "{ slug: 'discord' },", "{ slug: 'discord' ,");
    const loaded = await loadManifestModule(root, undefined, { version: 'v1' });
    expect(loaded.diagnostics.map((d) => d.code)).toEqual(['MANIFEST_LOAD']);
    expect(await readdir(cacheDir(root)).catch(() => [])).toEqual([]);
  });
});
