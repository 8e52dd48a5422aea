import { resolve } from '../../manifest/plan/resolve.ts';
import type { SitePlan } from '../../manifest/plan/types.ts';
import { fetchRaw } from './http-client.ts';

/** Origins a Location may name: the plan's sites and the manifest's external hosts. */
export function declaredOrigins(plan: SitePlan): Set<string> {
  return new Set([...plan.sites.map((site) => site.origin), ...Object.values(plan.manifest.externalHosts).map((url) => new URL(url).origin)]);
}

/**
 * The origin a Location points at, or `''` for a path on the same host. A Location that a browser
 * would read as another host (`//x`, `/\x`, `\\x`, a scheme) yields that host's origin, or
 * `invalid:` when it cannot be parsed.
 */
export function locationOrigin(location: string, engineUrl: string): string {
  if (location.startsWith(engineUrl)) return '';
  if (/^\/(?![/\\])/.test(location)) return '';
  try {
    return new URL(location, 'http://relative.invalid').origin;
  } catch {
    return 'invalid:';
  }
}

/** Redirects resolve() plans on this site before the answer or before leaving the site. */
export function plannedHops(plan: SitePlan, siteId: string, request: string, limit = 10): number {
  const origin = plan.sites.find((site) => site.id === siteId)?.origin ?? '';
  let hops = 0;
  let current = request;
  while (hops < limit) {
    const answer = resolve(plan, siteId, current);
    if (answer.status !== 301 && answer.status !== 302) return hops;
    hops++;
    if (/^https?:/.test(answer.location) && !answer.location.startsWith(`${origin}/`)) return hops;
    current = answer.location.startsWith(origin) ? answer.location.slice(origin.length) : answer.location;
  }
  return hops;
}

/** Redirects the engine takes on its own host (following only same-host Locations), and every Location it sent. */
export async function engineHops(engineUrl: string, request: string, limit = 10): Promise<{ hops: number; locations: string[] }> {
  const locations: string[] = [];
  let current = request;
  for (let hops = 0; hops < limit; hops++) {
    const answer = await fetchRaw(engineUrl, current);
    if (answer.status < 300 || answer.status >= 400 || answer.location === undefined) return { hops, locations };
    locations.push(answer.location);
    if (locationOrigin(answer.location, engineUrl) !== '') return { hops: hops + 1, locations };
    current = answer.location.startsWith(engineUrl) ? answer.location.slice(engineUrl.length) || '/' : answer.location;
  }
  return { hops: limit, locations };
}

/**
 * Where a Location sends the visitor: a request on one of the plan's sites (a relative Location,
 * or an absolute one on the engine itself, stays on `siteId`), or another host.
 */
export function locationTarget(plan: SitePlan, siteId: string, location: string, engineUrl: string): { site: string; request: string } | { external: string } {
  if (location.startsWith(engineUrl)) return { site: siteId, request: location.slice(engineUrl.length) || '/' };
  if (/^\/(?![/\\])/.test(location)) return { site: siteId, request: location };
  const absolute = /^(https?:\/\/[^/?#]+)(.*)$/.exec(location);
  const site = absolute ? plan.sites.find((candidate) => candidate.origin === absolute[1]) : undefined;
  return site && absolute ? { site: site.id, request: absolute[2] || '/' } : { external: location };
}
