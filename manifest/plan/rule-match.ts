import type { Rule } from './types.ts';

/**
 * How a rule applies to a request path: whether it matches, the rest after what it matched, and
 * where it sends the request. Pure and import-free (types aside): resolve(), the planner and the
 * Cloudflare worker (`cli/hosts/worker/`, bundled by esbuild) all run this same code.
 */

/** True when a rule's match covers a decoded request path. */
export function ruleMatches(rule: Pick<Rule, 'match'>, path: string): boolean {
  const match = rule.match;
  switch (match.type) {
    case 'exact':
      return path === match.path;
    case 'prefix':
      return path.startsWith(match.prefix);
    case 'segment':
      return path === match.path || path.startsWith(`${match.path}/`);
  }
}

/** The part of the path after what the rule matched (for splat targets). */
export function ruleRest(rule: Pick<Rule, 'match'>, path: string): string {
  const match = rule.match;
  if (match.type === 'exact') return '';
  return path.slice(match.type === 'prefix' ? match.prefix.length : match.path.length);
}

/** The target of a rule for a path it matches: its path or URL, or the splat base plus the rest. */
export function ruleTarget(rule: Pick<Rule, 'match' | 'to'>, path: string): string {
  switch (rule.to.type) {
    case 'path':
      return rule.to.path;
    case 'url':
      return rule.to.url;
    case 'splat':
      return `${rule.to.base}${ruleRest(rule, path)}`;
  }
}
