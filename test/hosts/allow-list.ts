import { normalizePath, splitRequest } from '../../manifest/plan/request.ts';
import type { ReferenceAnswer } from '../../cli/serve/reference-answer.ts';
import type { Engine } from '../../cli/serve/engine-types.ts';
import { normalizeLocation, sameAnswer } from './compare.ts';
import type { EngineAnswer } from './http-client.ts';

/** What a predicate may consult: resolve()'s answer for any other request on the same site. */
export type Reference = (request: string) => ReferenceAnswer;

/**
 * A known host limitation: the engine answers differently from resolve() for some requests, and
 * that is the host's behaviour, not a bug of the printed configuration. The README repeats this
 * table for deployers. Every entry's examples are sent to the engine by the suite, which asserts
 * that the engine really answers as `answers` says and that this differs from resolve().
 */
export interface AllowedDifference {
  id: string;
  engine: Exclude<Engine, 'reference'>;
  /** Which requests (raw request targets) the entry covers. */
  requests: RegExp;
  /** What the host does. */
  host: string;
  /** Why it cannot be fixed in the printed configuration. */
  why: string;
  /** True when `actual` is this limitation's answer to `request`. */
  answers(actual: EngineAnswer, expected: ReferenceAnswer, request: string, reference: Reference, engineUrl: string): boolean;
  /** Requests that show it, per site. */
  examples: { site: string; request: string }[];
}

const pathOf = (request: string) => splitRequest(request).path;
const queryOf = (request: string) => splitRequest(request).query;
const ALL_NORMALISATIONS = { backslashes: true, duplicateSlashes: true, htmlSuffix: true, trailingSlash: true, homeQuerySlash: false } as const;

/** The same redirect once both Locations are normalised like resolve() normalises a path (query compared as is). */
function sameRedirectModuloForm(actual: EngineAnswer, expected: ReferenceAnswer, engineUrl: string): boolean {
  if (!('location' in expected) || actual.location === undefined || actual.status !== expected.status) return false;
  const form = (location: string) => {
    const url = new URL(normalizeLocation(location, engineUrl), 'http://relative.invalid');
    const path = normalizePath(url.pathname, false, ALL_NORMALISATIONS, []).path.replace(/\/$/, '') || '/';
    return `${url.origin}${path}${url.search}`;
  };
  return form(actual.location) === form(expected.location);
}

/** Expected `/de/?q` (home with a query), actual `/de?q`: everything else equal. */
function missingHomeSlash(actual: EngineAnswer, expected: ReferenceAnswer, engineUrl: string): boolean {
  if (!('location' in expected) || actual.location === undefined || actual.status !== expected.status) return false;
  return normalizeLocation(expected.location, engineUrl).replace(/\/\?/, '?') === normalizeLocation(actual.location, engineUrl);
}

export const ALLOW_LIST: readonly AllowedDifference[] = [
  {
    id: 'nginx-merge-runs',
    engine: 'nginx',
    requests: /(?:[\\/].*){9,}/,
    host: 'Merges at most 8 runs of backslashes (and, in the raw path, of duplicate slashes) per request; the Location keeps the rest, which the next request normalises.',
    why: 'nginx has no global replace; each run costs one `rewrite`, and a loop would count against its 10 internal redirects.',
    answers: (actual, expected, _request, _reference, engineUrl) => actual.status === 301 && !sameAnswer(expected, actual, engineUrl) && sameRedirectModuloForm(actual, expected, engineUrl),
    examples: [{ site: 'main', request: '/a\\b\\c\\d\\e\\f\\g\\h\\i\\j\\k/' }],
  },
  {
    id: 'nginx-encoded-slash',
    engine: 'nginx',
    requests: /%2[Ff]|%5[Cc]/,
    host: 'Decodes `%2F` to `/` and `%5C` to `\\` before matching, so `/de%2Fpricing` serves the page `/de/pricing`.',
    why: 'nginx normalises `$uri` before any directive sees it; resolve() keeps encoded slashes as part of a segment.',
    answers: (actual, _expected, request, reference, engineUrl) => sameAnswer(reference(request.replace(/%2F/gi, '/').replace(/%5C/gi, '/')), actual, engineUrl),
    examples: [{ site: 'main', request: '/de%2Fpricing' }],
  },
  {
    id: 'nginx-dot-segments',
    engine: 'nginx',
    requests: /\/\.\.?(?:\/|$)/,
    host: 'Resolves `.` and `..` segments before matching.',
    why: 'nginx normalises `$uri`; browsers never send dot segments (they resolve them first).',
    answers: (actual, _expected, request, reference, engineUrl) => sameAnswer(reference(new URL(request, 'http://relative.invalid').pathname), actual, engineUrl),
    examples: [{ site: 'main', request: '/de/../pricing' }],
  },
  {
    id: 'cloudflare-inner-backslash',
    engine: 'cloudflare',
    requests: /^[/\\]*[^/\\][^?]*\\/,
    host: 'Answers a path with a backslash inside like the same path with a slash: `/de\\pricing` serves the page (200) instead of 301 `/de/pricing`.',
    why: 'workerd parses the request with the WHATWG URL parser, which turns `\\` into `/` before the worker runs; production Cloudflare normalises the same way at the zone.',
    answers: (actual, _expected, request, reference, engineUrl) => sameAnswer(reference(request.replace(/\\/g, '/')), actual, engineUrl),
    examples: [
      { site: 'main', request: '/de\\pricing' },
      { site: 'ru', request: '/solutions\\linkedin' },
    ],
  },
  {
    id: 'cloudflare-dot-segments',
    engine: 'cloudflare',
    requests: /\/\.\.?(?:\/|$)/,
    host: 'Resolves `.` and `..` segments before the worker runs.',
    why: 'The WHATWG URL parser resolves them; browsers never send them.',
    answers: (actual, _expected, request, reference, engineUrl) => sameAnswer(reference(new URL(request, 'http://relative.invalid').pathname), actual, engineUrl),
    examples: [{ site: 'main', request: '/de/../pricing' }],
  },
  {
    id: 'cloudflare-dev-below-file',
    engine: 'cloudflare',
    requests: /^[^?]*(?:\.|%2[Ee])(?:[A-Za-z0-9]|%[0-9A-Fa-f]{2})+[/\\]+[^/\\?]/,
    host: '`wrangler pages dev` answers 502 for a path that continues below a file (`/index.html/index`, `/robots.txt/x`, also percent-encoded) instead of the 404 page.',
    why: "The local asset server looks the path up on disk and fails with ENOTDIR when a file stands where a folder would be; the worker only passes its answer on. Pages production looks assets up in the uploaded asset manifest, which has no such path (404, as resolve() says); not verifiable offline.",
    answers: (actual) => actual.status === 502,
    examples: [
      { site: 'main', request: '/index.html/index' },
      { site: 'ru', request: '/robots.txt/x' },
    ],
  },
  {
    id: 'cloudflare-static-trailing-slash',
    engine: 'cloudflare',
    requests: /^\/(?:(?:assets|builds)\/[^?]*[^/?]|[^/?]+\.(?:txt|xml))\/+(?:\?|$)/,
    host: '`wrangler pages dev` answers 502 for a static file excluded from the worker followed by a slash (`/builds/latest.json/`, `/assets/core-….js/`) instead of 301 to the file.',
    why: '`_routes.json` keeps static files off the worker (Workers bill per request), so its normalisation does not run for them and the local asset server fails with ENOTDIR, as in `cloudflare-dev-below-file`. Nothing links to these URLs; Pages production looks them up in the asset manifest (404); not verifiable offline.',
    answers: (actual) => actual.status === 502,
    examples: [
      { site: 'main', request: '/builds/latest.json/' },
    ],
  },
  {
    id: 'netlify-trailing-slash',
    engine: 'netlify',
    requests: /^[^?]*[^/?]\/(?:\?|$)/,
    host: 'Answers `/x/` like `/x` (the page with 200, or 404) instead of 301 to `/x`.',
    why: 'The matcher ignores trailing slashes, so a `/x/ → /x` rule would match its own target and loop; netlify-cli serves `x.html` for `/x/`.',
    answers: (actual, _expected, request, reference, engineUrl) => actual.status === 404 || sameAnswer(reference(`${pathOf(request).replace(/\/+$/, '')}${queryOf(request) ? `?${queryOf(request)}` : ''}`), actual, engineUrl),
    examples: [
      { site: 'main', request: '/pricing/' },
      { site: 'main', request: '/de/' },
      { site: 'zh', request: '/no-such-page/' },
    ],
  },
  {
    id: 'netlify-authority-path',
    engine: 'netlify',
    requests: /^\/[/\\]/,
    host: 'Reads `//host/…` and `/\\host/…` as a host name: serves the home page, 404, or (for `//`, `/\\`) cannot answer at all.',
    why: 'netlify-cli builds `new URL(req.url, base)`, which treats a leading `//` (and `/\\`) as an authority; for `//` it throws (the CLI crashes; this engine answers 400). Netlify production was not verifiable offline. No Location ever points off-site.',
    answers: (actual) => actual.location === undefined && (actual.status === 400 || actual.status === 404 || (actual.status === 200 && actual.page === '/')),
    examples: [
      { site: 'main', request: '//evil.example/' },
      { site: 'main', request: '/\\evil.example' },
      { site: 'ru', request: '//' },
    ],
  },
  {
    id: 'netlify-inner-slashes',
    engine: 'netlify',
    requests: /^\/[^/\\?][^?]*(?:\/\/|\\)/,
    host: 'Does not merge duplicate slashes inside a path (404) and reads a backslash as a slash (the page itself, 200).',
    why: 'Neither the matcher nor netlify-cli normalises slashes, and `_redirects` has no pattern for "any double slash".',
    answers: (actual, _expected, request, reference, engineUrl) => actual.status === 404 || sameAnswer(reference(request.replace(/\\/g, '/')), actual, engineUrl),
    examples: [
      { site: 'main', request: '/es//pricing' },
      { site: 'main', request: '/de\\pricing' },
    ],
  },
  {
    id: 'netlify-html-suffix',
    engine: 'netlify',
    requests: /\.html(?:\?|$)/,
    host: 'Answers 404 for `.html` of a path that is neither a page, a prefixed home nor an exact rule source (`/x/index.html`, `/no-such-page.html`).',
    why: '`_redirects` has no suffix pattern (`*` is a whole segment); the printer lists one forced rule per page and per exact rule instead.',
    answers: (actual) => actual.status === 404,
    examples: [
      { site: 'main', request: '/no-such-page.html' },
      { site: 'zh', request: '/download/index.html' },
    ],
  },
  {
    id: 'netlify-splat-form',
    engine: 'netlify',
    requests: /^\/[a-z]{2,3}\//,
    host: 'A locale prefix redirect carries `.html`, a trailing slash or a double slash on to the other site (`/zh/pricing.html` → `…-cn.example/pricing.html`), which normalises it in a second hop.',
    why: 'A splat copies the rest of the path as it is; there is no way to normalise it in `_redirects`.',
    answers: (actual, expected, _request, _reference, engineUrl) => /^https?:/.test(actual.location ?? '') && sameRedirectModuloForm(actual, expected, engineUrl),
    examples: [
      { site: 'main', request: '/zh/pricing.html' },
      { site: 'zh', request: '/vn/pricing/?a=1' },
    ],
  },
  {
    id: 'netlify-home-query',
    engine: 'netlify',
    requests: /\?./,
    host: 'Leaves the prefixed home with a query as `/de?x`: serves it with 200, and redirects to `/de?x` where resolve() says `/de/?x`.',
    why: '`_redirects` cannot match "any query" (every key must be named), so neither `/de?x → /de/?x` nor a query-dependent target can be written.',
    answers: (actual, expected, _request, _reference, engineUrl) =>
      missingHomeSlash(actual, expected, engineUrl) || (actual.status === 200 && 'location' in expected && actual.page === normalizeLocation(expected.location, engineUrl).replace(/\/?\?.*$/, '')),
    examples: [
      { site: 'main', request: '/de?x=1' },
      { site: 'main', request: '/de/pre-sales?a=1' },
      { site: 'zh', request: '/vn?a=1' },
    ],
  },
  {
    id: 'netlify-index',
    engine: 'netlify',
    requests: /^\/index(?:\?|$)/,
    host: 'Serves `index.html` for `/index` (200 home) instead of 404.',
    why: 'netlify-cli tries `x.html` for any `/x`; `index.html` is the file of `/`.',
    answers: (actual) => actual.status === 200 && actual.page === '/',
    examples: [{ site: 'main', request: '/index' }],
  },
  {
    id: 'netlify-own-locale-prefix',
    engine: 'netlify',
    requests: /^\/(?:en|zh|ru)\//,
    host: "Answers 404 for `/en/…` (on main; `/zh/…` on zh, `/ru/…` on ru) paths that are not a page or a rule of the site's bare locale (resolve() sends them to the bare path first).",
    why: 'A splat `/en/* /:splat` would make `/en//evil.example` an open redirect; the printer lists the catch-all locale\'s pages and rules under `/en` instead.',
    answers: (actual) => actual.status === 404,
    examples: [
      { site: 'main', request: '/en/no-such-page' },
      { site: 'zh', request: '/zh/blog/x' },
    ],
  },
];

/** A response header an engine sends differently from what the printed configuration asks for. */
export interface HeaderException {
  id: string;
  engine: Exclude<Engine, 'reference'>;
  /** Request the suite sends; `/assets/*` stands for a hashed asset of the site. */
  request: string;
  header: string;
  host: string;
  why: string;
  /** True when the engine's value is this exception's value. */
  value(actual: string | undefined): boolean;
}

export const HEADER_EXCEPTIONS: readonly HeaderException[] = [
  {
    id: 'netlify-cli-cache-control',
    engine: 'netlify',
    request: '/assets/*',
    header: 'cache-control',
    host: 'netlify-cli sends its static server\'s `public, max-age=0, must-revalidate` for every file; the `_headers` value (`immutable` under /assets/) is set first and overwritten.',
    why: 'netlify-cli calls setHeader() with the `_headers` values, then writeHead() with the static server\'s headers, which win. Netlify production applies `_headers` Cache-Control (documented).',
    value: (actual) => actual === 'public, max-age=0, must-revalidate',
  },
  {
    id: 'netlify-cli-redirect-headers',
    engine: 'netlify',
    request: '/Pricing',
    header: 'content-security-policy',
    host: 'netlify-cli answers redirects without the `_headers` values (only Location and `Cache-Control: no-cache`).',
    why: 'Its redirect path writes the response itself; whether Netlify production adds custom headers to redirects could not be verified offline. Redirect bodies are empty, so the missing CSP exposes nothing.',
    value: (actual) => actual === undefined,
  },
];

/** The entry that explains a difference, if any. */
export function allowedBy(engine: Engine, request: string, actual: EngineAnswer, expected: ReferenceAnswer, reference: Reference, engineUrl: string): AllowedDifference | undefined {
  return ALLOW_LIST.find((entry) => entry.engine === engine && entry.requests.test(request) && entry.answers(actual, expected, request, reference, engineUrl));
}

/** The known host limitations as Markdown: the README's table is checked against it. */
export function formatLimitationsTable(): string {
  const cell = (text: string) => text.replace(/\|/g, '\\|');
  const rows = [
    ...ALLOW_LIST.map((entry) => [entry.engine, `\`${entry.id}\``, cell(entry.examples.map((example) => `\`${example.request}\``).join(', ')), cell(entry.host), cell(entry.why)]),
    ...HEADER_EXCEPTIONS.map((entry) => [entry.engine, `\`${entry.id}\``, `\`${entry.request}\` (${entry.header})`, cell(entry.host), cell(entry.why)]),
  ];
  return ['| host | id | e.g. | what the host does | why |', '|---|---|---|---|---|', ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n') + '\n';
}
