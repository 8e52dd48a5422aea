/**
 * `DevInputs` keeps its parts object across saves that touch none of its parts (an article, the
 * manifest), so what is composed from it (images checked against their cache, the stylesheet and
 * sprite) is kept too; a save of one of its parts makes a new object, composed again.
 */
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../test/support/temp-project.ts';
import type { BuildInputs } from '../build/inputs/read-inputs.ts';
import { loadProject, type Project } from '../project.ts';
import { DevInputs } from './dev-inputs.ts';

let inputs: DevInputs;
let project: Project;
// The build cache's image folder, which the global setup's build has filled: nothing is encoded here.
const imageCacheDir = join(ROOT, 'node_modules', '.cache', 'site', 'build', 'images');
const read = (): Promise<BuildInputs> => {
  if (!project.plan) throw new Error('the shipped project does not plan');
  return inputs.read(ROOT, project.plan, project.entries, undefined, { imageCacheDir });
};

beforeAll(async () => {
  project = await loadProject(ROOT);
  inputs = new DevInputs(ROOT);
  await inputs.load();
}, 120_000);

describe('DevInputs', () => {
  it('keeps what it composed across saves of content and the manifest, and composes again after a save of one of its parts', { timeout: 120_000 }, async () => {
    const first = await read();
    await inputs.refresh(new Set(['content', 'manifest']));
    const afterArticle = await read();
    expect(afterArticle.assets).toBe(first.assets);
    expect(afterArticle.shared).toBe(first.shared);

    await inputs.refresh(new Set(['css']));
    const afterStyle = await read();
    expect(afterStyle.assets).not.toBe(first.assets);
    // The same bytes read again: composed anew, to equal results.
    expect(afterStyle.shared.map((file) => file.path)).toEqual(first.shared.map((file) => file.path));
  });
});
