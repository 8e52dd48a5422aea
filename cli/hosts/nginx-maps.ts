import type { HostInput } from './types.ts';
import { ASSETS_PREFIX, IMMUTABLE, REVALIDATE } from './cache-headers.ts';

/** Escapes a literal for a PCRE pattern inside an nginx double-quoted string. */
export function regexLiteral(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/-]/g, (char) => (char === '/' || char === '-' ? char : `\\${char}`));
}

/** nginx variable prefix of a site: `site_main_`. */
export function variablePrefix(siteId: string): string {
  return `site_${siteId.replace(/[^A-Za-z0-9]/g, '_')}_`;
}

/**
 * The http-level `map`s of a site. Only regex keys are used where case matters: string keys of a
 * `map` are matched ignoring case. Every name carries the site prefix so several sites can
 * be included in one `http {}`.
 *
 * - `changed`: the raw request path (from `$request_uri`, never decoded) is not in canonical form:
 *   a backslash, a duplicate slash, a `.html` suffix or a trailing slash (spec 2.6), except the
 *   `/de/?…` form of a prefixed home with a query.
 * - `raw`: the raw path, still percent-encoded; `rawslash`: it ends with a slash; `home`: the current path is a prefixed home;
 *   `homeq`: `/de?x` must become `/de/?x`; `hs`: the slash a home gets when a query follows;
 *   `hq`: the `/?query` tail of a redirect to a home.
 * - `file`: the page file of the current path (`/` → `/index.html`, `/a` → `/a.html`).
 * - `notfound`: the 404 page of the path's locale; `cache`: the Cache-Control of the path.
 */
export function printMaps(input: HostInput, v: string): string[] {
  const { ruleSet } = input;
  const homes = ruleSet.prefixedHomes.map((home) => regexLiteral(home.slice(1)));
  const lines: string[] = [];
  const map = (source: string, name: string, entries: readonly (readonly [string, string])[]) => {
    lines.push(`map ${source} $${v}${name} {`, ...entries.map(([key, value]) => `    ${key} ${value};`), '}', '');
  };
  map('$request_uri', 'changed', [
    ['default', '0'],
    ['"~^[^?]*\\x5C"', '1'],
    ['"~^[^?]*//"', '1'],
    ...(homes.length && ruleSet.normalize.homeQuerySlash ? [[`"~^/(?:${homes.join('|')})/\\?."`, '0'] as const] : []),
    ['"~^/\\.html(?:\\?|$)"', '0'],
    ...(ruleSet.normalize.htmlSuffix ? [['"~^[^?]*\\.html(?:\\?|$)"', '1'] as const] : []),
    ...(ruleSet.normalize.trailingSlash ? [['"~^/[^?]*/(?:\\?|$)"', '1'] as const] : []),
  ]);
  map('$request_uri', 'raw', [[`"~^(?<${v}x>[^?]*)"`, `$${v}x`]]);
  map('$request_uri', 'rawslash', [
    ['default', '0'],
    ['"~^[^?]*/(?:\\?|$)"', '1'],
  ]);
  map('$uri', 'home', [['default', '0'], ...(homes.length ? [[`"~^/(?:${homes.join('|')})$"`, '1'] as const] : [])]);
  map(`"$${v}home$${v}rawslash$args"`, 'homeq', [
    ['default', '0'],
    ...(ruleSet.normalize.homeQuerySlash ? [['"~^10."', '1'] as const] : []),
  ]);
  map(`"$${v}home:$args"`, 'hs', [
    ['default', '""'],
    ['"~^1:."', '/'],
  ]);
  map('$args', 'hq', [
    ['""', '""'],
    ['default', '"/?$args"'],
  ]);
  map('$uri', 'file', [
    ['default', '"$uri.html"'],
    ['"~^/$"', '/index.html'],
  ]);
  const notFound = Object.entries(ruleSet.notFound).sort(([a], [b]) => b.length - a.length);
  map('$uri', 'notfound', [
    ['default', `"${notFound.find(([prefix]) => prefix === '')?.[1] ?? '/error/404'}.html"`],
    ...notFound.filter(([prefix]) => prefix !== '').map(([prefix, page]) => [`"~^${regexLiteral(prefix)}(?:/|$)"`, `"${page}.html"`] as const),
  ]);
  map('$uri', 'cache', [
    ['default', `"${REVALIDATE}"`],
    [`"~^${regexLiteral(ASSETS_PREFIX)}"`, `"${IMMUTABLE}"`],
  ]);
  return lines;
}
