/**
 * The incremental build's guarantee, as a differential property: after any sequence of edits, a
 * build that reuses the cache and the output of the previous builds writes exactly the tree a
 * clean build (fresh cache, fresh output folder) writes from the same input, byte for byte.
 *
 * Edits of every kind (messages, front matter, bodies, manifest items, templates, the stylesheet,
 * assets, new and deleted content files) are applied to a small copy of the shipped project; the
 * clock is pinned, so even `builds/*` and the sitemaps' `lastmod` must match. The first differing
 * file fails the test. `SITE_DIFF_EDITS=2000` runs more edits (200 by default); `SITE_DIFF_SEED`
 * replays the sequence of a failure that printed its seed.
 */
import { cp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuildOptions } from '../../cli/build/build.ts';
import { firstDifference } from '../support/compare-trees.ts';
import { loadTool, type Tool } from '../support/load-tool.ts';
import { applyEdit, type SiteEdit, siteEditArbitrary } from '../support/site-edits.ts';
import { smallProject } from '../support/small-project.ts';

const EDITS = Number(process.env.SITE_DIFF_EDITS ?? 200);
const PER_SEQUENCE = 10;
const NOW = new Date('2026-01-02T03:04:05Z');
/** What the edits may change, restored from `.pristine/` before each sequence. */
const EDITABLE = ['content', 'manifest/site', 'templates'];

let project: { root: string; cleanup(): Promise<void> };
let tool: Tool;
let templatesEdited = false;
let edits = 0;

beforeAll(async () => {
  project = await smallProject();
  for (const dir of EDITABLE) await cp(join(project.root, dir), join(project.root, '.pristine', dir), { recursive: true, preserveTimestamps: true });
  tool = await loadTool(project.root);
});
afterAll(async () => {
  await project?.cleanup();
});

/** Builds the project into `dir/out` with the cache `dir/cache`: whether it succeeded, and its diagnostics in a canonical order. */
async function build(dir: string, contentCache: boolean): Promise<{ ok: boolean; diagnostics: string[] }> {
  const loaded = await tool.loadProject(project.root, contentCache ? { contentCache: join(dir, 'cache', 'content.json') } : {});
  // Encoded images are shared by every build: a pure function of the source bytes and settings
  // (keyed by both), and re-encoding at quality 100 would cost seconds per clean build.
  const options: BuildOptions = { write: true, workers: 0, outDir: join(dir, 'out'), cacheDir: join(dir, 'cache'), imageCacheDir: join(project.root, '.image-cache'), now: () => NOW };
  const outcome = await tool.buildSite(loaded, options);
  if (outcome.error) throw outcome.error;
  return { ok: outcome.ok, diagnostics: outcome.diagnostics.map((d) => JSON.stringify(d)).sort() };
}

/** Puts the editable folders back as the small project created them, and drops every build. */
async function reset(): Promise<void> {
  for (const dir of EDITABLE) {
    await rm(join(project.root, dir), { recursive: true, force: true });
    await cp(join(project.root, '.pristine', dir), join(project.root, dir), { recursive: true, preserveTimestamps: true });
  }
  for (const dir of ['incremental', 'clean']) await rm(join(project.root, dir), { recursive: true, force: true });
  if (templatesEdited) tool = await loadTool(project.root);
  templatesEdited = false;
}

/** The first difference between the incremental and the clean build: their result, their diagnostics, their trees. */
async function compare(incremental: string, clean: string): Promise<string | undefined> {
  const [a, b] = [await build(incremental, true), await build(clean, false)];
  if (a.ok !== b.ok) return `the incremental build ${a.ok ? 'succeeded' : 'failed'}, the clean one ${b.ok ? 'succeeded' : 'failed'}`;
  const extra = a.diagnostics.find((d) => !b.diagnostics.includes(d));
  const missing = b.diagnostics.find((d) => !a.diagnostics.includes(d));
  if (extra || missing) return `the diagnostics differ:\n  only incremental: ${extra ?? '-'}\n  only clean:       ${missing ?? '-'}`;
  return a.ok ? firstDifference(join(incremental, 'out'), join(clean, 'out')) : undefined;
}

/** Runs one sequence: a cold build, then per edit an incremental build compared with a clean one. */
async function runSequence(sequence: SiteEdit[]): Promise<void> {
  await reset();
  const incremental = join(project.root, 'incremental');
  const clean = join(project.root, 'clean');
  await build(incremental, true);
  for (const [i, edit] of sequence.entries()) {
    if (await applyEdit(project.root, edit)) {
      templatesEdited = true;
      tool = await loadTool(project.root);
    }
    edits++;
    await rm(clean, { recursive: true, force: true });
    const difference = await compare(incremental, clean);
    if (difference) throw new Error(`after edit ${i + 1} (${JSON.stringify(edit)}), the incremental build differs from a clean build: ${difference}\nedits so far: ${JSON.stringify(sequence.slice(0, i + 1))}`);
  }
}

describe('an incremental build equals a clean build of the same input', () => {
  it(`after ${EDITS} random edits of every kind`, { timeout: Math.max(120_000, EDITS * 2_000) }, async () => {
    const seed = process.env.SITE_DIFF_SEED ? Number(process.env.SITE_DIFF_SEED) : undefined;
    await fc.assert(fc.asyncProperty(fc.array(siteEditArbitrary, { minLength: PER_SEQUENCE, maxLength: PER_SEQUENCE }), runSequence), {
      numRuns: Math.ceil(EDITS / PER_SEQUENCE),
      endOnFailure: true,
      ...(seed === undefined ? {} : { seed }),
    });
    expect(edits).toBeGreaterThanOrEqual(EDITS);
  });
});
