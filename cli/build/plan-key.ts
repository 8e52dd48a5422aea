import type { SitePlan } from '../../manifest/plan/types.ts';

/**
 * The plan cache's key of each plan it returned (`cli/load/plan-cache.ts`): a hash of the tool's
 * code, the manifest's value and every entry's front matter, the inputs `plan()` is a pure
 * function of. A one-shot build keeps what it derives from the plan alone (the sitemaps) under
 * this key, so the next build of the same plan does not derive it again. A plan made any other
 * way (tests, a stand-in's copy) has no key, and nothing is kept for it.
 */
const keys = new WeakMap<SitePlan, string>();

export function setPlanKey(plan: SitePlan, key: string): SitePlan {
  keys.set(plan, key);
  return plan;
}

export function planKeyOf(plan: SitePlan): string | undefined {
  return keys.get(plan);
}
