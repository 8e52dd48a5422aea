import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ContentEntry } from '../../manifest/content/parse-entry.ts';
import { plan as planSite } from '../../manifest/plan/plan.ts';
import type { SitePlan } from '../../manifest/plan/types.ts';
import type { SiteManifest } from '../../manifest/schema/index.ts';
import { ROOT } from '../../test/support/temp-project.ts';
import { loadProject } from '../project.ts';
import { cachedPlan } from './plan-cache.ts';

let manifest: SiteManifest;
let entries: ContentEntry[];
let dir: string;
let cache: { file: string; version: string };

beforeAll(async () => {
  const project = await loadProject(ROOT);
  if (!project.plan) throw new Error('the shipped project does not plan');
  manifest = project.plan.manifest;
  entries = project.entries;
}, 120_000);
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'plan-cache-'));
  cache = { file: join(dir, 'derived', 'plan.json'), version: 'v1' };
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** `cachedPlan`, and whether it had to plan. */
function planned(inputs: { manifest?: SiteManifest; entries?: ContentEntry[]; version?: string } = {}): { plan: SitePlan; computed: boolean } {
  let computed = false;
  const plan = cachedPlan({ ...cache, version: inputs.version ?? cache.version }, inputs.manifest ?? manifest, inputs.entries ?? entries, () => {
    computed = true;
    return planSite(inputs.manifest ?? manifest, inputs.entries ?? entries);
  });
  return { plan, computed };
}

describe('the plan cache', () => {
  it('gives back the plan it stored, equal to a fresh one, its groups sharing one alternates list', async () => {
    const fresh = planned();
    expect(fresh.computed).toBe(true);
    const read = planned();
    expect(read.computed).toBe(false);
    expect(read.plan).toEqual(fresh.plan);
    expect(JSON.stringify(read.plan.pages)).toBe(JSON.stringify(fresh.plan.pages));
    expect(read.plan.manifest).toBe(manifest);

    // Every page of a hreflang group holds the same array, as in a fresh plan.
    const byFirstUrl = new Map<string, Set<unknown>>();
    for (const page of read.plan.pages) {
      const first = page.alternates[0]?.url;
      if (first) byFirstUrl.set(first, (byFirstUrl.get(first) ?? new Set()).add(page.alternates));
    }
    expect(byFirstUrl.size).toBeGreaterThan(10);
    for (const lists of byFirstUrl.values()) expect(lists.size).toBe(1);

    // Each list is written once: the file is much smaller than the pages written out in full.
    const { manifest: _manifest, ...plain } = fresh.plan;
    expect((await stat(cache.file)).size).toBeLessThan(JSON.stringify(plain).length / 2);
  });

  it('plans again when the front matter, the manifest or the tool version changed, not for a body edit', () => {
    planned();
    const [first, ...rest] = entries as [ContentEntry, ...ContentEntry[]];
    expect(planned({ entries: [{ ...first, body: `${first.body}\nMore.` }, ...rest] }).computed).toBe(false);
    expect(planned({ entries: [{ ...first, title: `${first.title} (new)` }, ...rest] }).computed).toBe(true);
    expect(planned({ manifest: { ...manifest, brand: { ...manifest.brand, name: 'Other' } } }).computed).toBe(true);
    expect(planned({ version: 'v2' }).computed).toBe(true);
  });

  it('plans again from a file of the earlier format, of another format number, with a page pointing nowhere, or one that does not parse', async () => {
    const fresh = planned();
    const { manifest: _manifest, ...plain } = fresh.plan;
    const saved = JSON.parse(await readFile(cache.file, 'utf8'));
    await writeFile(cache.file, JSON.stringify({ key: saved.key, plan: plain }));
    expect(planned().computed).toBe(true);
    await writeFile(cache.file, JSON.stringify({ ...saved, format: 1 }));
    expect(planned().computed).toBe(true);
    const pages = saved.plan.pages.map((page: { alternates: number }, index: number) => (index === 0 ? { ...page, alternates: saved.alternates.length } : page));
    await writeFile(cache.file, JSON.stringify({ ...saved, plan: { ...saved.plan, pages } }));
    expect(planned().computed).toBe(true);
    await writeFile(cache.file, JSON.stringify({ ...saved, plan: { ...saved.plan, pages: undefined } }));
    expect(planned().computed).toBe(true);
    await writeFile(cache.file, '{ "key": ');
    const again = planned();
    expect(again.computed).toBe(true);
    expect(again.plan).toEqual(fresh.plan);
  });
});
