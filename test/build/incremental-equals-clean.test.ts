/**
 * The incremental build's guarantee, as a differential property: after any sequence of edits, a
 * build that reuses the cache and the output of the previous builds writes exactly the tree a
 * clean build (fresh cache, fresh output folder) writes from the same input, byte for byte.
 *
 * Edits of every kind (messages, front matter, bodies, manifest items, templates, the stylesheet,
 * SVG and PNG assets, the browser runtime, the tool's version, new and deleted content files) are
 * applied to a small copy of the shipped project; the clock is pinned, so even `builds/*` and the
 * sitemaps' `lastmod` must match. The first differing file fails the test.
 *
 * An edit that makes both builds fail (a link to a missing page) is compared by its diagnostics,
 * then undone, and the undo is compared like any edit: every sequence goes on from a project that
 * builds. Only comparisons of two successful builds' trees count, and there must be at least
 * `SITE_DIFF_EDITS` of them (200 by default); `SITE_DIFF_SEED` replays the sequence of a failure
 * that printed its seed.
 */
import { cp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuildOptions } from '../../cli/build/build.ts';
import { firstDifference } from '../support/compare-trees.ts';
import { snapshotFiles } from '../support/file-snapshot.ts';
import { loadTool, type Tool } from '../support/load-tool.ts';
import { applyEdit, type SiteEdit, siteEditArbitrary } from '../support/site-edits.ts';
import { smallProject } from '../support/small-project.ts';

const EDITS = Number(process.env.SITE_DIFF_EDITS ?? 200);
const PER_SEQUENCE = 10;
const NOW = new Date('2026-01-02T03:04:05Z');
/** Sequences at most: each edit gives one comparison of trees (its own or its undo's), so half of these suffice. */
const MAX_SEQUENCES = 2 * Math.ceil(EDITS / PER_SEQUENCE);
/** What the edits may change, restored from `.pristine/` before each sequence. */
const EDITABLE = ['content', 'manifest/site', 'templates', 'runtime', 'package.json'];

let project: { root: string; cleanup(): Promise<void> };
let tool: Tool;
let templatesEdited = false;
/** What the test did: edits made (undos included), edits after which both builds failed, and comparisons of two successful builds' trees. */
const counts = { edits: 0, failing: 0, undone: 0, treesCompared: 0, byKind: {} as Record<string, number> };

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
  // The incremental build loads as `site build` does: content its input digest trusts by stat is not read.
  const knownHashes = contentCache ? tool.digestBuildInputs(project.root, join(dir, 'cache')).hashes : undefined;
  const loaded = await tool.loadProject(project.root, contentCache ? { contentCache: join(dir, 'cache', 'content.jsonl'), ...(knownHashes ? { knownHashes } : {}) } : {});
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

/**
 * An incremental and a clean build of the project as it is now: the first difference (their
 * result, their diagnostics, their trees), and whether both succeeded (so their trees were compared).
 */
async function compare(incremental: string, clean: string): Promise<{ difference?: string; succeeded: boolean }> {
  await rm(clean, { recursive: true, force: true });
  const [a, b] = [await build(incremental, true), await build(clean, false)];
  if (a.ok !== b.ok) return { difference: `the incremental build ${a.ok ? 'succeeded' : 'failed'}, the clean one ${b.ok ? 'succeeded' : 'failed'}`, succeeded: false };
  const extra = a.diagnostics.find((d) => !b.diagnostics.includes(d));
  const missing = b.diagnostics.find((d) => !a.diagnostics.includes(d));
  if (extra || missing) return { difference: `the diagnostics differ:\n  only incremental: ${extra ?? '-'}\n  only clean:       ${missing ?? '-'}`, succeeded: false };
  if (!a.ok) return { succeeded: false };
  const difference = await firstDifference(join(incremental, 'out'), join(clean, 'out'));
  if (difference === undefined) counts.treesCompared++;
  return difference === undefined ? { succeeded: true } : { difference, succeeded: true };
}

/**
 * Runs one sequence: a cold build, then per edit an incremental build compared with a clean one.
 * An edit after which both fail alike is undone (files put back as before it), and the undo compared.
 */
async function runSequence(sequence: SiteEdit[]): Promise<void> {
  if (counts.treesCompared >= EDITS) return;
  await reset();
  const incremental = join(project.root, 'incremental');
  const clean = join(project.root, 'clean');
  if (!(await build(incremental, true)).ok) throw new Error('the small project does not build before any edit');
  for (const [i, edit] of sequence.entries()) {
    const fail = (what: string, difference: string) => new Error(`${what}, the incremental build differs from a clean build: ${difference}\nedits so far: ${JSON.stringify(sequence.slice(0, i + 1))}`);
    const before = await snapshotFiles(project.root, EDITABLE);
    const reloads = await applyEdit(project.root, edit);
    if (reloads) await reloadTool();
    counts.edits++;
    counts.byKind[edit.kind] = (counts.byKind[edit.kind] ?? 0) + 1;
    const after = await compare(incremental, clean);
    if (after.difference) throw fail(`after edit ${i + 1} (${JSON.stringify(edit)})`, after.difference);
    if (after.succeeded) continue;
    counts.failing++;
    await before.restore();
    if (reloads) await reloadTool();
    counts.edits++;
    counts.undone++;
    const undone = await compare(incremental, clean);
    if (undone.difference) throw fail(`after undoing edit ${i + 1} (${JSON.stringify(edit)}), which made both builds fail`, undone.difference);
    if (!undone.succeeded) throw new Error(`undoing edit ${i + 1} (${JSON.stringify(edit)}) left a project that does not build\nedits so far: ${JSON.stringify(sequence.slice(0, i + 1))}`);
  }
}

async function reloadTool(): Promise<void> {
  templatesEdited = true;
  tool = await loadTool(project.root);
}

describe('an incremental build equals a clean build of the same input', () => {
  it(`after ${EDITS} random edits of every kind, each followed by a byte-for-byte comparison of the trees`, { timeout: Math.max(120_000, EDITS * 2_000) }, async () => {
    const seed = process.env.SITE_DIFF_SEED ? Number(process.env.SITE_DIFF_SEED) : undefined;
    await fc.assert(fc.asyncProperty(fc.array(siteEditArbitrary, { minLength: PER_SEQUENCE, maxLength: PER_SEQUENCE }), runSequence), {
      numRuns: MAX_SEQUENCES,
      endOnFailure: true,
      ...(seed === undefined ? {} : { seed }),
    });
    console.info(`[incremental = clean] ${counts.edits} edits (${counts.failing} made both builds fail and were undone), ${counts.treesCompared} comparisons of two successful builds' trees; edits by kind ${JSON.stringify(counts.byKind)}`);
    expect(counts.undone).toBe(counts.failing);
    expect(counts.treesCompared).toBeGreaterThanOrEqual(EDITS);
  });
});
