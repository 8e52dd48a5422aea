import type { SitePlan } from '../../manifest/plan/types.ts';

/** A route's path pattern as a regex over a bare path, with the names of its `{params}`. */
function patternOf(path: string): { regex: RegExp; names: string[]; literal: number } {
  const names: string[] = [];
  const source = path.replace(/\{([a-z]+)\}|[^{]+/g, (part, name?: string) => {
    if (name) {
      names.push(name);
      return '([^/]+)';
    }
    return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  });
  return { regex: new RegExp(`^${source}$`), names, literal: path.replace(/\{[a-z]+\}/g, '').length };
}

/**
 * Best effort: which manifest change made the bare path `bare` stop being a page in `locale`.
 * The route whose pattern fits it best (most literal characters) is named with its manifest path;
 * a parameter says which item or content entry is gone.
 */
export function lostCause(plan: SitePlan, bare: string, locale: string): string {
  const routes = plan.manifest.routes.map((route, index) => ({ route, index, ...patternOf(route.path) }));
  const fits = routes.filter((candidate) => candidate.regex.test(bare)).sort((a, b) => b.literal - a.literal);
  const best = fits[0];
  if (!best) return `no route of the manifest matches ${bare} any more (a route was removed or its path changed: routes)`;
  const where = `routes[${best.index}] (${best.route.id})`;
  const values = best.regex.exec(bare)?.slice(1) ?? [];
  const params = (best.route.params ?? {}) as Record<string, { from: string; items?: string; collection?: string }>;
  for (const [position, name] of best.names.entries()) {
    const value = decodeURIComponent(values[position] ?? '');
    const param = params[name];
    if (param?.from === 'items') return `${where}: {${name}} = "${value}" is no longer an item of ${param.items} (removed from the manifest, its slug changed, or not available in ${locale})`;
    if (param?.from === 'collection') return `${where}: {${name}} = "${value}" is no longer an entry of the ${param.collection} collection in ${locale} (its file under content/${param.collection}/ removed or renamed)`;
  }
  return `${where} has no page in ${locale} any more (its guards or its locales changed)`;
}
