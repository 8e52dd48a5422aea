import { encodeForLocation, safeLocationPath } from './request.ts';

/**
 * Whether `path` is a prefixed locale home (`/de`) of the site at `origin` (`''`: the site that
 * answers). A home followed by a query takes its `/de/?…` form (spec 2.6).
 */
export type IsPrefixedHome = (origin: string, path: string) => boolean;

/**
 * A Location value: the target (site path or absolute URL) plus the query, with a prefixed home
 * in its `/de/?…` form when a query follows, and never a protocol-relative path. A target with its
 * own query keeps it and drops the request's. Pure: resolve() and the Cloudflare worker share it.
 */
export function formatLocation(target: string, query: string, isPrefixedHome: IsPrefixedHome): string {
  let origin = '';
  let path = target;
  const absolute = /^https?:\/\/[^/]+/.exec(target);
  if (absolute) {
    origin = absolute[0];
    path = target.slice(origin.length) || '/';
  }
  const mark = path.indexOf('?');
  let out = safeLocationPath(mark < 0 ? path : path.slice(0, mark));
  if (mark >= 0) return `${origin}${out}${path.slice(mark)}`;
  if (query && isPrefixedHome(origin, out)) out += '/';
  return `${origin}${out}${query ? `?${encodeForLocation(query)}` : ''}`;
}
