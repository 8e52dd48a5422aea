/**
 * The launcher (`bin/site.mjs`) compiles the CLI, its pure-JS dependencies bundled in, and reuses
 * the compile until a source file or npm's records of the dependencies change: after an
 * `npm install` the bundled copies would otherwise keep running while every cache key says the
 * dependencies are new. Run on a throwaway project with a one-line CLI.
 */
import { spawnSync } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, symlink, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../support/temp-project.ts';

let root: string;
const stampFile = () => join(root, 'compiled', 'stamp.json');

/** Runs the launcher; what the compiled CLI printed. */
function launch(): string {
  const result = spawnSync(process.execPath, [join(root, 'bin', 'site.mjs')], { cwd: root, env: { ...process.env, SITE_CLI_BUILD_DIR: join(root, 'compiled') }, encoding: 'utf8' });
  expect(result.status, result.stderr).toBe(0);
  return result.stdout.trim();
}

/** Sets a file's times a minute ahead of the last compile's newest input, whatever the clock. */
async function touchAhead(file: string): Promise<void> {
  const { newest } = JSON.parse(await readFile(stampFile(), 'utf8')) as { newest: number };
  const later = new Date(newest + 60_000);
  await utimes(join(root, file), later, later);
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'site-launcher-'));
  await mkdir(join(root, 'bin'));
  await copyFile(join(ROOT, 'bin', 'site.mjs'), join(root, 'bin', 'site.mjs'));
  await symlink(join(ROOT, 'node_modules'), join(root, 'node_modules'));
  await mkdir(join(root, 'cli', 'build', 'render'), { recursive: true });
  await mkdir(join(root, 'cli', 'build', 'inputs'), { recursive: true });
  await writeFile(join(root, 'cli', 'version.ts'), "export const VERSION = 'one';\n");
  await writeFile(join(root, 'cli', 'main.ts'), "import { VERSION } from './version.ts';\nconsole.log(VERSION);\n");
  await writeFile(join(root, 'cli', 'build', 'render', 'render-worker.ts'), 'export {};\n');
  await writeFile(join(root, 'cli', 'build', 'inputs', 'encode-child.ts'), 'export {};\n');
  // The lists of folders and files the launcher watches, the ones the cache keys hash.
  await copyFile(join(ROOT, 'cli', 'build', 'inputs', 'tool-files.json'), join(root, 'cli', 'build', 'inputs', 'tool-files.json'));
  await writeFile(join(root, 'package.json'), '{ "type": "module" }\n');
  await writeFile(join(root, 'package-lock.json'), '{}\n');
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('the launcher', () => {
  it('compiles once, then again after a source edit', async () => {
    expect(launch()).toBe('one');
    const stamp = await readFile(stampFile(), 'utf8');
    expect(launch()).toBe('one');
    expect(await readFile(stampFile(), 'utf8')).toBe(stamp);
    await writeFile(join(root, 'cli', 'version.ts'), "export const VERSION = 'two';\n");
    await touchAhead('cli/version.ts');
    expect(launch()).toBe('two');
  });

  it('compiles again when the dependencies were installed anew, or the TypeScript settings changed', async () => {
    for (const file of ['package-lock.json', 'package.json']) {
      launch();
      const before = await readFile(stampFile(), 'utf8');
      await touchAhead(file);
      launch();
      expect(await readFile(stampFile(), 'utf8'), file).not.toBe(before);
    }
    await writeFile(join(root, 'tsconfig.json'), '{}\n');
    const before = await readFile(stampFile(), 'utf8');
    await touchAhead('tsconfig.json');
    launch();
    expect(await readFile(stampFile(), 'utf8')).not.toBe(before);
  });

  it('keeps the last three compiles, deletes older ones and the layout before compile folders, and nothing else', async () => {
    const compiled = join(root, 'compiled');
    // What a launcher before compile folders left: cli/ and chunks/ beside a stamp without `recent`.
    await rm(compiled, { recursive: true, force: true });
    await mkdir(join(compiled, 'cli'), { recursive: true });
    await mkdir(join(compiled, 'chunks'));
    await writeFile(join(compiled, 'chunks', 'old-ABC.js'), '');
    await writeFile(join(compiled, 'stamp.json'), JSON.stringify({ newest: 1, node: process.version }));
    // Not the launcher's: never deleted.
    await mkdir(join(compiled, 'notes'));
    const seen: string[] = [];
    for (const version of ['three', 'four', 'five', 'six']) {
      await writeFile(join(root, 'cli', 'version.ts'), `export const VERSION = '${version}';\n`);
      await touchAhead('cli/version.ts');
      expect(launch()).toBe(version);
      const { current, recent } = JSON.parse(await readFile(stampFile(), 'utf8')) as { current: string; recent: string[] };
      seen.push(current);
      expect(recent.at(-1)).toBe(current);
    }
    expect(new Set(seen).size).toBe(4);
    const left = (await readdir(compiled)).sort();
    expect(left).toEqual([...seen.slice(1), 'notes', 'stamp.json'].sort());
    // A compile folder deleted by hand is compiled again rather than imported.
    await rm(join(compiled, seen[3]!), { recursive: true });
    expect(launch()).toBe('six');
    expect(await readdir(join(compiled, seen[3]!, 'cli'))).toContain('main.js');
  });

  it("bundles eld's n-gram database as a JSON string that detects as the package's own module does", async () => {
    const texts = ['Die Kosten der Anmeldung sind höher als erwartet.', 'Nous protégeons vos profils contre le pistage.', '我们为每个团队提供安全的浏览器配置文件。', 'Мы защищаем ваши профили от отслеживания.', 'Profile browsers for teams that run many accounts.'];
    await writeFile(join(root, 'cli', 'main.ts'), `import eld from 'eld/extrasmall';\nconst detector = eld.newInstance();\nconsole.log(JSON.stringify(${JSON.stringify(texts)}.map((text) => detector.detect(text).getScores())));\n`);
    await touchAhead('cli/main.ts');
    const scores = JSON.parse(launch()) as unknown;
    const { current } = JSON.parse(await readFile(stampFile(), 'utf8')) as { current: string };
    const folder = join(root, 'compiled', current);
    const files = (await readdir(folder, { recursive: true })).filter((name) => name.endsWith('.js'));
    const bundled = (await Promise.all(files.map((name) => readFile(join(folder, name), 'utf8')))).join('\n');
    expect(bundled).toMatch(/ngramsData = JSON\.parse\(/);
    expect(bundled).not.toMatch(/var ngramsData = \{/);
    const { default: own } = await import('eld/extrasmall');
    const detector = own.newInstance();
    expect(scores).toEqual(texts.map((text) => detector.detect(text).getScores()));
  });
});
