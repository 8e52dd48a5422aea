import type { Normalize } from '../../manifest/schema/index.ts';
import type { HeaderPair } from './security-headers.ts';

/** A rule as the worker reads it. */
export interface WorkerRule {
  id: string;
  match: { type: 'exact'; path: string } | { type: 'prefix'; prefix: string };
  status: 301 | 302;
  to: { type: 'fixed'; url: string } | { type: 'splat'; base: string };
  /** Forward the request query. */
  pass: boolean;
}

/** Everything the worker knows about its site: data only, the code below is fixed. */
export interface WorkerConfig {
  site: string;
  normalize: Normalize;
  /** Prefixed locale homes of this site. */
  homes: string[];
  /** Prefixed homes of every plan site by origin (a Location to `https://main/vn` with a query gets `/vn/?…`). */
  homesByOrigin: Record<string, string[]>;
  /** Locale prefix → 404 page path. */
  notFound: Record<string, string>;
  /** Own-locale prefixes (`/en` on main): `/en/x` answers like `/x`, in one hop. */
  aliases: { prefix: string; status: 301 | 302 }[];
  rules: WorkerRule[];
  /** Files that exist only for the host (`/404` from `404.html`): never served as pages. */
  hidden: string[];
  headers: HeaderPair[];
  revalidate: string;
}

/**
 * The fixed part of `_worker.js` (Cloudflare Pages advanced mode). Mirrors `manifest/plan/request.ts`
 * (normalizePath, decodePath, encodeForLocation, safeLocationPath) and resolve()'s buildLocation;
 * `cloudflare-worker.test.ts` checks it against them on generated paths. It answers what
 * `_redirects` cannot (normalisation composed with the rules, colon paths, home-with-query, the
 * own-locale prefix, rules beyond budget), then asks the asset layer (`_redirects`, `_headers`,
 * files) about resolve()'s lookup path and fixes up the answer.
 */
export const WORKER_CODE = String.raw`const KEEP_ENCODED = /[/\\?#%]/g;
const REDIRECTS = new Set([301, 302, 303, 307]);

export function normalizePath(path, hasQuery, rules = SITE.normalize, homes = SITE.homes) {
  let current = path;
  let changed = false;
  const apply = (next) => {
    if (next !== current) {
      changed = true;
      current = next;
    }
  };
  if (rules.backslashes) apply(current.replace(/\\/g, '/'));
  if (rules.duplicateSlashes) apply(current.replace(/\/{2,}/g, '/'));
  for (let again = true; again; ) {
    const before = current;
    if (rules.htmlSuffix) {
      if (current.endsWith('/index.html')) apply(current.slice(0, -'index.html'.length));
      else if (current.endsWith('.html') && current.length > '/.html'.length) apply(current.slice(0, -'.html'.length));
    }
    if (rules.trailingSlash && current.length > 1 && current.endsWith('/')) {
      const keepHomeForm = rules.homeQuerySlash && hasQuery && homes.includes(current.slice(0, -1));
      if (!keepHomeForm) apply(current.replace(/\/+$/, '') || '/');
    }
    again = current !== before;
  }
  return { path: current, changed };
}

const hex = (code) => '%' + code.toString(16).toUpperCase().padStart(2, '0');

export function decodePath(path) {
  return path.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
    try {
      return decodeURIComponent(run).replace(KEEP_ENCODED, (char) => hex(char.charCodeAt(0)));
    } catch {
      return run;
    }
  });
}

export function encodeForLocation(value) {
  return value.replace(/%(?![0-9A-Fa-f]{2})|[^A-Za-z0-9\-._~!$&'()*+,;=:@/?%]/g, (char) =>
    [...new TextEncoder().encode(char)].map(hex).join(''),
  );
}

export function safeLocationPath(path) {
  return '/' + encodeForLocation(path).replace(/^\/+/, '');
}

export function buildLocation(target, query) {
  let origin = '';
  let path = target;
  let homes = SITE.homes;
  const absolute = /^https?:\/\/[^/]+/.exec(target);
  if (absolute) {
    origin = absolute[0];
    path = target.slice(origin.length) || '/';
    homes = SITE.homesByOrigin[origin] || [];
  }
  const mark = path.indexOf('?');
  let out = safeLocationPath(mark < 0 ? path : path.slice(0, mark));
  if (mark >= 0) return origin + out + path.slice(mark);
  if (query && homes.includes(out)) out += '/';
  return origin + out + (query ? '?' + encodeForLocation(query) : '');
}

function matches(match, path) {
  return match.type === 'exact' ? path === match.path : path.startsWith(match.prefix);
}

function ruleLocation(rule, path, query) {
  const target = rule.to.type === 'fixed' ? rule.to.url : rule.to.base + path.slice(rule.match.prefix.length);
  return buildLocation(target, rule.pass ? query : '');
}

/** A Location from the asset layer (_redirects), with resolve()'s home-with-query form. */
function fixLocation(location, origin) {
  const url = new URL(location, origin);
  const own = url.origin === origin;
  const target = (own && !/^https?:/.test(location) ? '' : url.origin) + url.pathname;
  return buildLocation(target, url.search.slice(1)) + url.hash;
}

function withHeaders(response, extra = []) {
  const headers = new Headers(response.headers);
  for (const [name, value] of extra) if (!headers.has(name)) headers.set(name, value);
  if (!headers.has('Cache-Control')) headers.set('Cache-Control', SITE.revalidate);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

function redirect(status, location) {
  return withHeaders(new Response(null, { status, headers: { Location: location } }), SITE.headers);
}

function prefixOf(path) {
  const first = '/' + (path.split('/')[1] || '');
  return first in SITE.notFound ? first : '';
}

async function notFound(env, request, path) {
  const page = SITE.notFound[prefixOf(path)] || SITE.notFound[''];
  const response = await env.ASSETS.fetch(new Request(new URL(page, request.url), { headers: request.headers }));
  return withHeaders(new Response(response.body, { status: 404, headers: response.headers }), SITE.headers);
}

export default {
  async fetch(request, env) {
    const url = new URL(request.url);
    const query = url.search.slice(1);
    const normal = normalizePath(url.pathname, query !== '');
    const decoded = decodePath(normal.path);
    const homeForm = decoded.length > 1 && decoded.endsWith('/') && SITE.homes.includes(decoded.slice(0, -1));
    let lookup = homeForm ? decoded.slice(0, -1) : decoded;
    let alias = 0;
    for (let again = true; again; ) {
      again = false;
      for (const { prefix, status } of SITE.aliases) {
        if (lookup === prefix || lookup.startsWith(prefix + '/')) {
          lookup = lookup.slice(prefix.length) || '/';
          alias = alias === 302 || status === 302 ? 302 : status;
          again = true;
        }
      }
    }
    const moved = alias || (normal.changed ? 301 : 0);
    for (const rule of SITE.rules) {
      if (matches(rule.match, lookup)) return redirect(alias === 302 || rule.status === 302 ? 302 : rule.status, ruleLocation(rule, lookup, query));
    }
    if (SITE.hidden.includes(lookup)) return moved ? redirect(moved, buildLocation(alias ? lookup : normal.path, query)) : notFound(env, request, lookup);
    const assetUrl = new URL(url.href);
    assetUrl.pathname = lookup;
    const response = await env.ASSETS.fetch(new Request(assetUrl, { method: request.method, headers: request.headers, redirect: 'manual' }));
    if (REDIRECTS.has(response.status)) {
      const status = alias === 302 || response.status === 302 ? 302 : response.status;
      const headers = new Headers(response.headers);
      headers.set('Location', fixLocation(response.headers.get('Location') || '/', url.origin));
      return withHeaders(new Response(null, { status, headers }), SITE.headers);
    }
    if (response.status === 404 || response.status === 308) {
      if (moved) return redirect(moved, buildLocation(alias ? lookup : normal.path, query));
      return notFound(env, request, lookup);
    }
    const needsHomeForm = SITE.normalize.homeQuerySlash && query !== '' && SITE.homes.includes(lookup) && !homeForm;
    if (response.ok && (moved || needsHomeForm)) return redirect(moved || 301, buildLocation(lookup, query));
    return withHeaders(response);
  },
};
`;

/** The complete `_worker.js`: a generated-file banner, the site's data, the fixed code. */
export function printWorker(config: WorkerConfig, banner: readonly string[]): string {
  return `${banner.map((line) => `// ${line}`).join('\n')}\nconst SITE = ${JSON.stringify(config, null, 2)};\n\n${WORKER_CODE}`;
}
