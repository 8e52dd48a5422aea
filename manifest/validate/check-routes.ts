import { type Diagnostic, diagnostic, formatPath } from '../diagnostics.ts';
import { type SiteManifest, TEMPLATE_NAMES } from '../schema/index.ts';
import { pathParams } from '../plan/routes.ts';
import { duplicates } from './check-locales.ts';
import { validValuesHint } from './hints.ts';

/** Routes: unique ids and paths, declared guards (D8), parameters with sources, sane fallbacks. */
export function checkRoutes(m: Pick<SiteManifest, 'routes' | 'guards' | 'locales'>): Diagnostic[] {
  const out: Diagnostic[] = [];
  const ids = m.routes.map((route) => route.id);
  const guardNames = Object.keys(m.guards);
  const codes = new Set(m.locales.map((locale) => locale.code));

  duplicates(ids).forEach(([index, first]) =>
    out.push(diagnostic('DUPLICATE_ROUTE', `Two routes have the id "${ids[index]}" (routes[${first}] and routes[${index}]).`, { path: `routes[${index}].id`, hint: 'Route ids must be unique; menus and fallbacks use them.' })),
  );
  duplicates(m.routes.map((route) => route.path.replace(/\{[a-z]+\}/g, '{}'))).forEach(([index, first]) =>
    out.push(diagnostic('DUPLICATE_URL', `routes[${first}] and routes[${index}] both claim the path ${m.routes[index]?.path}.`, { path: `routes[${index}].path`, hint: 'Give one of them another path.' })),
  );

  m.routes.forEach((route, index) => {
    const at = (...rest: PropertyKey[]) => formatPath(['routes', index, ...rest]);
    if (!(TEMPLATE_NAMES as readonly string[]).includes(route.template)) {
      out.push(diagnostic('TEMPLATE_MISSING', `Route "${route.id}" uses the template "${route.template}", which does not exist.`, { path: at('template'), hint: `${validValuesHint('templates', route.template, [...TEMPLATE_NAMES])} A new page kind is a component in templates/registry.ts and a name in TEMPLATE_NAMES.` }));
    }
    const names = pathParams(route.path);
    const first = route.path.split('/')[1] ?? '';
    if (codes.has(first)) {
      out.push(diagnostic('DUPLICATE_URL', `Route "${route.id}" starts with /${first}, which is a locale prefix.`, { path: at('path'), hint: `Locale codes own their first path segment; rename the route path.` }));
    }
    for (const name of names) {
      if (!(name in route.params)) out.push(diagnostic('ROUTE_PARAM', `Route "${route.id}" has the parameter {${name}} but no source for it.`, { path: at('params'), hint: `Add params: { ${name}: { from: 'items', items: 'solutions' } } or a collection source.` }));
    }
    for (const name of Object.keys(route.params)) {
      if (!names.includes(name)) out.push(diagnostic('ROUTE_PARAM', `Route "${route.id}" declares a source for "${name}", which its path does not use.`, { path: at('params', name), hint: validValuesHint('path parameters', name, names) }));
    }
    route.guards.forEach((name, g) => {
      const guard = m.guards[name];
      if (!guard) {
        out.push(diagnostic('UNKNOWN_GUARD', `Unknown route middleware "${name}" on route "${route.id}".`, { path: at('guards', g), hint: validValuesHint('guards', name, guardNames) }));
        return;
      }
      if (guard.type === 'available' && route.params[guard.param]?.from !== 'items') {
        out.push(
          diagnostic('GUARD_PARAM', `Guard "${name}" checks the parameter "${guard.param}", which route "${route.id}" does not take from an item list.`, {
            path: at('guards', g),
            hint: `Use it on a route like /alternatives/{${guard.param}} with params.${guard.param} from items, or change guards["${name}"].param.`,
          }),
        );
      }
    });
    if (route.fallback) {
      const target = m.routes.find((candidate) => candidate.id === route.fallback?.route);
      if (!target) out.push(diagnostic('UNKNOWN_ROUTE', `Route "${route.id}" falls back to "${route.fallback.route}", which is not a route.`, { path: at('fallback', 'route'), hint: validValuesHint('routes', route.fallback.route, ids) }));
      else if (target.id === route.id) out.push(diagnostic('FALLBACK_ROUTE', `Route "${route.id}" falls back to itself.`, { path: at('fallback', 'route'), hint: 'Fall back to another route, or remove fallback to use the locale home.' }));
      else if (pathParams(target.path).length > 0) out.push(diagnostic('FALLBACK_ROUTE', `Route "${route.id}" falls back to "${target.id}", which needs parameters.`, { path: at('fallback', 'route'), hint: 'Fall back to a route without {parameters}, such as a listing.' }));
    }
  });
  return out;
}
