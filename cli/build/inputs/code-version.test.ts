import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadContent } from '../../load/content.ts';
import { codeVersion } from './code-version.ts';
import { editRecords } from '../../../test/support/record-log-edit.ts';

let root: string;
const put = async (file: string, text: string) => {
  await mkdir(dirname(join(root, file)), { recursive: true });
  await writeFile(join(root, file), text);
};

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'code-version-'));
  await put('cli/load/content.ts', 'export const parser = 1;');
  await put('manifest/content/schemas.ts', 'export const schema = 1;');
  await put('manifest/site/index.ts', 'export default {};');
  await put('templates/page.tsx', 'export const page = 1;');
  await put('runtime/core.ts', 'export {};');
  await put('bin/site.mjs', '// the launcher');
  await put('package.json', '{"dependencies":{"react":"19.3.1"}}');
  await put('node_modules/.package-lock.json', '{"packages":{"node_modules/react":{"version":"19.3.1"}}}');
  await put('content/blog/en/a.md', "---\ntitle: A\ndescription: A.\ndate: '2025-01-01'\ncategory: x\ntags: [y]\n---\nBody.\n");
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('the tool version in every cache key', () => {
  it('changes with any code of the tool, the installed dependencies, but not with the project manifest or tests', async () => {
    const first = await codeVersion(root);
    await put('manifest/site/index.ts', 'export default { brand: 1 };');
    await put('cli/load/content.test.ts', 'test');
    expect(await codeVersion(root)).toBe(first);
    for (const [file, text] of [
      ['cli/load/content.ts', 'export const parser = 2;'],
      ['manifest/content/schemas.ts', 'export const schema = 2;'],
      ['templates/page.tsx', 'export const page = 2;'],
      // The launcher's compile options (a plugin, the bundled dependencies) shape the compiled CLI.
      ['bin/site.mjs', '// the launcher, another bundling'],
      ['node_modules/.package-lock.json', '{"packages":{"node_modules/react":{"version":"19.3.2"}}}'],
      ['package.json', '{"dependencies":{"react":"19.3.2"}}'],
    ]) {
      const before = await codeVersion(root);
      await put(file as string, text as string);
      expect(await codeVersion(root), file).not.toBe(before);
    }
  });

  it('drops the parsed-content cache of another tool version', async () => {
    const cache = join(root, 'cache', 'content.jsonl');
    expect((await loadContent(root, cache)).entries[0]?.title).toBe('A');
    // Poison the cached parse: a cache that is used returns it.
    await editRecords<{ entry: { title: string } }>(cache, (record) => {
      record.entry.title = 'from the cache';
    });
    expect((await loadContent(root, cache)).entries[0]?.title).toBe('from the cache');
    await put('manifest/content/schemas.ts', 'export const schema = 3;');
    expect((await loadContent(root, cache)).entries[0]?.title).toBe('A');
    expect(await readFile(join(root, 'cache', 'CACHEDIR.TAG'), 'utf8')).toMatch(/^Signature: 8a477f597d28d172789f06886806bc55\n/);
  });
});
