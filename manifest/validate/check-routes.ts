import { type Diagnostic, diagnostic, formatPath } from '../diagnostics.ts';
import { type SiteManifest, TEMPLATE_NAMES } from '../schema/index.ts';
import { pathParams } from '../plan/routes.ts';
import { duplicates } from './check-locales.ts';

/** Routes: unique ids and paths, declared guards (D8), parameters with sources, sane fallbacks. */
export function checkRoutes(m: Pick<SiteManifest, 'routes' | 'guards' | 'locales'>): Diagnostic[] {
  const out: Diagnostic[] = [];
  const ids = m.routes.map((route) => route.id);
  const guardNames = Object.keys(m.guards);
  const codes = new Set(m.locales.map((locale) => locale.code));

  duplicates(ids).forEach(([index, first]) =>
    out.push(diagnostic('DUPLICATE_ROUTE', { id: ids[index] ?? '', first, index }, { path: `routes[${index}].id` })),
  );
  duplicates(m.routes.map((route) => route.path.replace(/\{[a-z]+\}/g, '{}'))).forEach(([index, first]) =>
    out.push(diagnostic('DUPLICATE_URL', { case: 'routes', first, index, path: m.routes[index]?.path ?? '' }, { path: `routes[${index}].path` })),
  );

  m.routes.forEach((route, index) => {
    const at = (...rest: PropertyKey[]) => formatPath(['routes', index, ...rest]);
    if (!(TEMPLATE_NAMES as readonly string[]).includes(route.template)) {
      out.push(diagnostic('TEMPLATE_MISSING', { route: route.id, template: route.template, known: TEMPLATE_NAMES }, { path: at('template') }));
    }
    const names = pathParams(route.path);
    const first = route.path.split('/')[1] ?? '';
    if (codes.has(first)) {
      out.push(diagnostic('DUPLICATE_URL', { case: 'prefix', route: route.id, prefix: first }, { path: at('path') }));
    }
    for (const name of names) {
      if (!(name in route.params)) out.push(diagnostic('ROUTE_PARAM', { case: 'no-source', route: route.id, param: name }, { path: at('params') }));
    }
    for (const name of Object.keys(route.params)) {
      if (!names.includes(name)) out.push(diagnostic('ROUTE_PARAM', { case: 'unused', route: route.id, param: name, params: names }, { path: at('params', name) }));
    }
    route.guards.forEach((name, g) => {
      const guard = m.guards[name];
      if (!guard) {
        out.push(diagnostic('UNKNOWN_GUARD', { guard: name, route: route.id, known: guardNames }, { path: at('guards', g) }));
        return;
      }
      if (guard.type === 'available' && route.params[guard.param]?.from !== 'items') {
        out.push(diagnostic('GUARD_PARAM', { guard: name, param: guard.param, route: route.id }, { path: at('guards', g) }));
      }
    });
    if (route.fallback) {
      const target = m.routes.find((candidate) => candidate.id === route.fallback?.route);
      if (!target) out.push(diagnostic('UNKNOWN_ROUTE', { route: route.id, target: route.fallback.route, known: ids }, { path: at('fallback', 'route') }));
      else if (target.id === route.id) out.push(diagnostic('FALLBACK_ROUTE', { case: 'itself', route: route.id }, { path: at('fallback', 'route') }));
      else if (pathParams(target.path).length > 0) out.push(diagnostic('FALLBACK_ROUTE', { case: 'has-params', route: route.id, target: target.id }, { path: at('fallback', 'route') }));
    }
  });
  return out;
}
