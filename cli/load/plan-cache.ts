import type { ContentEntry } from '../../manifest/content/parse-entry.ts';
import type { Alternate, PlannedPage, SitePlan } from '../../manifest/plan/types.ts';
import type { SiteManifest } from '../../manifest/schema/index.ts';
import { metaHashOf } from '../build/entry-hashes.ts';
import { shortHash } from '../build/hash.ts';
import { setPlanKey } from '../build/plan-key.ts';
import { readJson, writeJson } from '../build/store/json-file.ts';

/** Where the plan is kept and the version of the tool that made it (`codeVersion`). */
export interface PlanCache {
  file: string;
  version: string;
}

/** The stored plan: without its manifest, each page's alternates an index into one table (pages of a group share one list). */
interface StoredPlan {
  format?: number;
  key?: string;
  plan?: Omit<SitePlan, 'manifest' | 'pages'> & { pages: (Omit<PlannedPage, 'alternates'> & { alternates: number })[] };
  alternates?: (readonly Alternate[])[];
}

const FORMAT = 2;

/**
 * The plan of this manifest and these entries, from the cache when the last one was planned from
 * the same: `plan()` is a pure function of the manifest's value and the entries without their
 * bodies (it reads front matter, never a body), so its key is a hash of those and the tool's code.
 * An article's body edit keeps the plan. The plan is stored without its manifest, which is put
 * back from the validated value (the same object the rest of the project holds).
 */
export function cachedPlan(cache: PlanCache | undefined, manifest: SiteManifest, entries: readonly ContentEntry[], compute: () => SitePlan): SitePlan {
  if (!cache) return compute();
  const key = shortHash([cache.version, JSON.stringify(manifest), ...entries.map(metaHashOf)].join('\u0000'), 32);
  const saved = readJson<StoredPlan>(cache.file, {});
  const restored = saved.format === FORMAT && saved.key === key ? restoredPlanOf(saved) : undefined;
  if (restored) return setPlanKey({ ...restored, manifest }, key);
  const planned = compute();
  writeJson(cache.file, storedPlanOf(planned, key));
  return setPlanKey(planned, key);
}

/** The plan of a stored file, or undefined when the file is not one `storedPlanOf` wrote (a cache is never trusted blindly). */
function restoredPlanOf(saved: StoredPlan): Omit<SitePlan, 'manifest'> | undefined {
  const table = saved.alternates;
  const pages = saved.plan?.pages;
  if (!saved.plan || !Array.isArray(table) || !Array.isArray(pages)) return undefined;
  if (!pages.every((page) => Number.isInteger(page.alternates) && Array.isArray(table[page.alternates]))) return undefined;
  return { ...saved.plan, pages: pages.map((page) => ({ ...page, alternates: table[page.alternates] as readonly Alternate[] })) };
}

/**
 * The plan as stored: the manifest left out, and each distinct alternates list written once (at
 * 20 × 250, 374 lists for 6,991 pages: the file is 4.4 MB instead of 15.5).
 */
function storedPlanOf(planned: SitePlan, key: string): StoredPlan {
  const { manifest: _manifest, pages, ...rest } = planned;
  const alternates: (readonly Alternate[])[] = [];
  const indexOf = new Map<readonly Alternate[], number>();
  const indexed = pages.map((page) => {
    let index = indexOf.get(page.alternates);
    if (index === undefined) indexOf.set(page.alternates, (index = alternates.push(page.alternates) - 1));
    return { ...page, alternates: index };
  });
  return { format: FORMAT, key, plan: { ...rest, pages: indexed }, alternates };
}
