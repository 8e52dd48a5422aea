/**
 * The fetch handler of `_worker.js` (Cloudflare Pages advanced mode). It runs in workerd, so it
 * imports only pure modules: the request lookup, rule matching and Location building of
 * `manifest/plan/` are the very functions resolve() runs. What resolve() cannot know comes from
 * the asset layer (`env.ASSETS`: `_redirects`, `_headers`, the files, Pages' built-in 308s), whose
 * answers are fixed up here: its redirects get resolve()'s Location form and status, its 308s and
 * 404s become resolve()'s normalisation hop or the locale's 404 page.
 */
import { formatLocation } from '../../../manifest/plan/location.ts';
import { lookupRequest, splitRequest } from '../../../manifest/plan/request.ts';
import { ruleMatches, ruleRest, ruleTarget } from '../../../manifest/plan/rule-match.ts';
import type { WorkerData } from './data.ts';

/** What Pages advanced mode passes the worker: the asset layer. */
export interface WorkerEnv {
  ASSETS: { fetch(request: Request): Promise<Response> };
}

/** A module worker (`export default { fetch }`). */
export interface SiteWorker {
  fetch(request: Request, env: WorkerEnv): Promise<Response>;
}

/** The answer for one request path, before a 404 page is fetched. */
type Outcome =
  | { kind: 'redirect'; response: Response }
  | { kind: 'asset'; response: Response }
  | { kind: 'not-found'; lookup: string };

/** Statuses of `_redirects` rules; the asset layer's own 308s (`.html`, slashes) are not among them. */
const RULE_REDIRECTS = new Set([301, 302, 303, 307]);

/** The worker of one site: the data the printer injects, the decision code shared with resolve(). */
export function createWorker(site: WorkerData): SiteWorker {
  return {
    async fetch(request, env) {
      const url = new URL(request.url);
      const outcome = await answer(site, `${url.pathname}${url.search}`, request, env);
      return outcome.kind === 'not-found' ? notFound(site, env, request, outcome.lookup) : outcome.response;
    },
  };
}

/** A Location in resolve()'s form: a prefixed home with a query takes the `/de/?…` form. */
function location(site: WorkerData, target: string, query: string): string {
  const isPrefixedHome = (origin: string, path: string) => (origin ? (site.homesByOrigin[origin] ?? []) : site.homes).includes(path);
  return formatLocation(target, query, isPrefixedHome);
}

/** The response with the site's headers it lacks, and the revalidating Cache-Control unless it has one. */
function withHeaders(site: WorkerData, response: Response, extra: WorkerData['headers'] = []): Response {
  const headers = new Headers(response.headers);
  for (const [name, value] of extra) if (!headers.has(name)) headers.set(name, value);
  if (!headers.has('Cache-Control')) headers.set('Cache-Control', site.revalidate);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

function redirect(site: WorkerData, status: number, to: string): Outcome {
  return { kind: 'redirect', response: withHeaders(site, new Response(null, { status, headers: { Location: to } }), site.headers) };
}

/** A Location from the asset layer (`_redirects`), in resolve()'s form (home with a query: `/de/?…`). */
function fixLocation(site: WorkerData, value: string, origin: string): string {
  const url = new URL(value, origin);
  const own = url.origin === origin && !/^https?:/.test(value);
  return location(site, `${own ? '' : url.origin}${url.pathname}`, url.search.slice(1)) + url.hash;
}

/** The locale's 404 page (by the path's first segment), with status 404. */
async function notFound(site: WorkerData, env: WorkerEnv, request: Request, lookup: string): Promise<Response> {
  const first = `/${lookup.split('/')[1] ?? ''}`;
  const page = site.notFound[Object.hasOwn(site.notFound, first) ? first : ''] ?? site.notFound[''];
  if (page === undefined) return withHeaders(site, new Response('Not found', { status: 404 }), site.headers);
  const response = await env.ASSETS.fetch(new Request(new URL(page, request.url), { headers: request.headers }));
  return withHeaders(site, new Response(response.body, { status: 404, headers: response.headers }), site.headers);
}

/** resolve()'s steps for `pathAndQuery`, with the asset layer standing in for the pages, files and `_redirects` rules. */
async function answer(site: WorkerData, pathAndQuery: string, request: Request, env: WorkerEnv): Promise<Outcome> {
  const { path, query } = splitRequest(pathAndQuery);
  const lookedUp = lookupRequest({ path, query }, site.normalize, site.homes);
  const { lookup } = lookedUp;

  // `/en/…` on main: the bare path's answer, composed into one hop (resolve()'s resolveOwnLocalePrefix).
  const alias = site.aliases.find((candidate) => ruleMatches(candidate, lookup));
  if (alias) {
    const rest = ruleRest(alias, lookup) || '/';
    const inner = await answer(site, `${rest}${query ? `?${query}` : ''}`, request, env);
    if (inner.kind === 'redirect') {
      const status = inner.response.status === 302 || alias.status === 302 ? 302 : inner.response.status;
      return { kind: 'redirect', response: new Response(null, { status, headers: inner.response.headers }) };
    }
    if (inner.kind === 'asset') await inner.response.body?.cancel();
    return redirect(site, alias.status, location(site, rest, query));
  }

  const rule = site.rules.find((candidate) => ruleMatches(candidate, lookup));
  if (rule) return redirect(site, rule.status, location(site, ruleTarget(rule, lookup), rule.query === 'keep' ? query : ''));
  return askAssets(site, lookedUp, query, request, env);
}

/** A path no rule of the worker answers: the asset layer's answer (`_redirects`, the files), fixed up to resolve()'s. */
async function askAssets(site: WorkerData, { normal, homeForm, lookup }: ReturnType<typeof lookupRequest>, query: string, request: Request, env: WorkerEnv): Promise<Outcome> {
  const moved = normal.steps.length > 0;
  if (site.hidden.includes(lookup)) return moved ? redirect(site, 301, location(site, normal.path, query)) : { kind: 'not-found', lookup };
  const assetUrl = new URL(request.url);
  assetUrl.pathname = lookup;
  const response = await env.ASSETS.fetch(new Request(assetUrl, { method: request.method, headers: request.headers, redirect: 'manual' }));
  if (RULE_REDIRECTS.has(response.status)) {
    const headers = new Headers(response.headers);
    headers.set('Location', fixLocation(site, response.headers.get('Location') ?? '/', assetUrl.origin));
    return { kind: 'redirect', response: withHeaders(site, new Response(null, { status: response.status, headers }), site.headers) };
  }
  // The asset layer decodes the path once more (`%2F` → `/`, `%%361` → `%61` → `a`); resolve()
  // decodes once, and no page or file of the build has an escape left in its path.
  const decodesAgain = /%[0-9A-Fa-f]{2}/.test(lookup);
  if (response.status === 404 || response.status === 308 || decodesAgain) {
    await response.body?.cancel();
    return moved ? redirect(site, 301, location(site, normal.path, query)) : { kind: 'not-found', lookup };
  }
  const needsHomeForm = site.normalize.homeQuerySlash && query !== '' && site.homes.includes(lookup) && !homeForm;
  if (response.ok && (moved || needsHomeForm)) {
    await response.body?.cancel();
    return redirect(site, 301, location(site, lookup, query));
  }
  return { kind: 'asset', response: withHeaders(site, response) };
}
