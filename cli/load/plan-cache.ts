import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { ContentEntry } from '../../manifest/content/parse-entry.ts';
import type { SitePlan } from '../../manifest/plan/types.ts';
import type { SiteManifest } from '../../manifest/schema/index.ts';
import { shortHash } from '../build/hash.ts';
import { readJson, writeJson } from '../build/store/json-file.ts';

/** Where the plan is kept and the version of the tool that made it (`codeVersion`). */
export interface PlanCache {
  file: string;
  version: string;
}

/**
 * The plan of this manifest and these entries, from the cache when the last one was planned from
 * the same: `plan()` is a pure function of the manifest's value and the entries without their
 * bodies (it reads front matter, never a body), so its key is a hash of those and the tool's code.
 * An article's body edit keeps the plan. The plan is stored without its manifest, which is put
 * back from the validated value (the same object the rest of the project holds).
 */
export function cachedPlan(cache: PlanCache | undefined, manifest: SiteManifest, entries: readonly ContentEntry[], compute: () => SitePlan): SitePlan {
  if (!cache) return compute();
  const key = shortHash([cache.version, JSON.stringify(manifest), ...entries.map(({ body: _body, ...entry }) => JSON.stringify(entry))].join('\u0000'), 32);
  const saved = readJson<{ key?: string; plan?: Omit<SitePlan, 'manifest'> }>(cache.file, {});
  if (saved.key === key && saved.plan) return { ...saved.plan, manifest };
  const planned = compute();
  const { manifest: _manifest, ...stored } = planned;
  mkdirSync(dirname(cache.file), { recursive: true });
  writeJson(cache.file, { key, plan: stored });
  return planned;
}
