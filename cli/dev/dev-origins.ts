import type { SitePlan } from '../../manifest/plan/types.ts';

/** Site id → the origin it is served on in development (`http://127.0.0.1:4321`). */
export type DevOrigins = Readonly<Record<string, string>>;

/**
 * The plan with every site's production origin replaced by its development origin, everywhere the
 * plan holds it: site and locale origins, page and hreflang URLs, the rules that send a request
 * to another site (`/zh/pricing` → the zh site), menus and the manifest the views and headers read.
 * Like `withStandIn` for third parties, it is a plan transform: routing, views and headers then
 * follow from it as in production, so cross-site links and redirects stay on loopback.
 *
 * A string is rewritten when it is the origin or starts with it followed by `/`, `?` or `#`, so
 * `https://app.polyprofile.example` is left alone when `https://www.polyprofile.example` moves.
 */
export function withDevOrigins(plan: SitePlan, origins: DevOrigins): SitePlan {
  const pairs = plan.sites.flatMap((site) => {
    const to = origins[site.id];
    return to ? [[site.origin, to.replace(/\/+$/, '')] as const] : [];
  });
  if (pairs.length === 0) return plan;
  const rewrite = (value: string): string => {
    for (const [from, to] of pairs) {
      if (value === from) return to;
      if (value.startsWith(from) && '/?#'.includes(value.charAt(from.length))) return to + value.slice(from.length);
    }
    return value;
  };
  return rewriteStrings(plan, rewrite);
}

/** A deep copy of plain data (objects, arrays) with every string passed through `rewrite`; shared subtrees are copied once. */
function rewriteStrings<T>(value: T, rewrite: (value: string) => string): T {
  const seen = new Map<object, unknown>();
  const visit = (node: unknown): unknown => {
    if (typeof node === 'string') return rewrite(node);
    if (node === null || typeof node !== 'object') return node;
    const done = seen.get(node);
    if (done !== undefined) return done;
    if (Array.isArray(node)) {
      const copy: unknown[] = [];
      seen.set(node, copy);
      for (const item of node) copy.push(visit(item));
      return copy;
    }
    const copy: Record<string, unknown> = {};
    seen.set(node, copy);
    for (const [key, item] of Object.entries(node)) copy[key] = visit(item);
    return copy;
  };
  return visit(value) as T;
}

/** The development origin of each site: the first port for the first site, then one port up per site. */
export function devOriginsFor(siteIds: readonly string[], firstPort: number): Record<string, string> {
  return Object.fromEntries(siteIds.map((id, i) => [id, `http://127.0.0.1:${firstPort + i}`]));
}
