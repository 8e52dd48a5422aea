import { type Diagnostic, diagnostic, formatPath } from '../diagnostics.ts';
import type { Route } from '../schema/index.ts';

/** A file-like segment as a kebab-case one: `pricing.html` → `pricing`, `v1.2` → `v1-2`. */
function kebabSegment(segment: string): string {
  return segment.replace(/\.html?$/i, '').replace(/\.+/g, '-').replace(/^-+|-+$/g, '') || 'page';
}

/**
 * Route paths are canonical URLs in bare form (ROUTE_PATH_FORM, D3): no trailing slash except on
 * `/`, no empty segment, no segment that looks like a file name. Such a path could never be
 * requested: the URL normalisation redirects each of these forms away.
 */
export function checkRoutePaths(m: { routes: readonly Route[] }): Diagnostic[] {
  const out: Diagnostic[] = [];
  m.routes.forEach((route, index) => {
    const { path } = route;
    const at = { path: formatPath(['routes', index, 'path']) };
    if (path.length > 1 && path.endsWith('/')) {
      out.push(diagnostic('ROUTE_PATH_FORM', { case: 'trailing-slash', route: route.id, path, fixed: path.replace(/\/+$/, '') || '/' }, at));
      return;
    }
    if (path.includes('//')) {
      out.push(diagnostic('ROUTE_PATH_FORM', { case: 'empty-segment', route: route.id, path, fixed: path.replace(/\/{2,}/g, '/') }, at));
      return;
    }
    const segments = path.split('/');
    const fileLike = segments.find((segment) => segment.includes('.'));
    if (fileLike !== undefined) {
      const fixed = segments.map((segment) => (segment.includes('.') ? kebabSegment(segment) : segment)).join('/');
      out.push(diagnostic('ROUTE_PATH_FORM', { case: 'file-like', route: route.id, path, segment: fileLike, fixed }, at));
    }
  });
  return out;
}
