/** A rebuild reports exactly what a clean build reports: regressions found by the differential test. */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuildOutcome, buildSite } from '../../cli/build/build.ts';
import { loadProject } from '../../cli/project.ts';
import { smallProject } from '../support/small-project.ts';

let project: { root: string; cleanup(): Promise<void> };
const article = 'content/blog/en/alpha.md';

beforeAll(async () => {
  project = await smallProject();
});
afterAll(async () => {
  await project.cleanup();
});

async function build(write: boolean): Promise<BuildOutcome> {
  const loaded = await loadProject(project.root, { contentCache: join(project.root, 'cache', 'content.jsonl') });
  return buildSite(loaded, { write, workers: 0, cacheDir: join(project.root, 'cache'), outDir: join(project.root, 'out') });
}

async function edit(change: (text: string) => string): Promise<void> {
  await writeFile(join(project.root, article), change(await readFile(join(project.root, article), 'utf8')));
}

const codes = (outcome: BuildOutcome) => outcome.diagnostics.map((d) => `${d.code} ${d.file ?? ''}:${d.line ?? ''}`).sort();

describe('a rebuild with nothing to do reports what the build it skips reported', { timeout: 120_000 }, () => {
  it('keeps the markdown warnings (UNSAFE_URL) of an unchanged build', async () => {
    await edit((text) => `${text}\nDo not [click](javascript:void(0)).\n`);
    const first = await build(true);
    expect(codes(first)).toContain(`UNSAFE_URL ${article}:${(await readFile(join(project.root, article), 'utf8')).split('\n').length - 1}`);
    const again = await build(true);
    expect(again.summary?.unchanged).toBe(true);
    expect(codes(again)).toEqual(codes(first));
  });

  it('keeps failing a check whose error came from the markdown (IMAGE_MISSING)', async () => {
    await edit((text) => `${text}\n![gone](/assets/blog/no-such-image.svg)\n`);
    const first = await build(false);
    expect(first.ok).toBe(false);
    expect(codes(first).some((code) => code.startsWith('IMAGE_MISSING'))).toBe(true);
    const again = await build(false);
    expect(again.summary?.unchanged).toBe(true);
    expect(again.ok).toBe(false);
    expect(codes(again)).toEqual(codes(first));
  });

  it('moves a broken-link error to its new line when only the front matter above it grew', async () => {
    await edit((text) => text.replace(/\n!\[gone\].*\n/, '\n').replace('javascript:void(0)', '/no-such-page'));
    const first = (await build(true)).diagnostics.find((d) => d.code === 'LINK_BROKEN');
    expect(first?.file).toBe(article);
    await edit((text) => text.replace(/^---\n/, '---\n# a comment line\n'));
    const moved = (await build(true)).diagnostics.find((d) => d.code === 'LINK_BROKEN');
    expect(moved?.line).toBe((first?.line ?? 0) + 1);
  });
});
