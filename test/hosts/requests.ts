import type { SitePlan } from '../../manifest/plan/types.ts';

/** One row of the shared conformance table: a raw request target and why it is there. */
export interface ConformanceRequest {
  request: string;
  why: string;
}

/** Requests every site gets: roots, slashes, backslashes, open-redirect attempts, files, 404s. */
const COMMON: readonly [string, string][] = [
  ['/', 'home'],
  ['/?utm_source=test', 'home with a query'],
  ['//', 'double-slash root (spec 2.6)'],
  ['///', 'triple-slash root'],
  ['/\\', 'backslash root (spec 2.6)'],
  ['/\\\\', 'two backslashes'],
  ['/\\/', 'backslash and slash'],
  ['//evil.example/', 'open redirect: protocol-relative'],
  ['//evil.example', 'open redirect: protocol-relative, no slash'],
  ['/\\evil.example', 'open redirect: backslash'],
  ['/\\\\evil.example/', 'open redirect: two backslashes'],
  ['/%2F%2Fevil.example', 'open redirect: encoded slashes'],
  ['/%5Cevil.example', 'open redirect: encoded backslash'],
  ['/%2F%2Fevil.example/', 'open redirect: encoded slashes and a trailing slash'],
  ['///evil.example/x?y=1', 'open redirect: three slashes with a query'],
  ['/index.html', 'root index.html'],
  ['/index.html?a=1', 'root index.html with a query'],
  ['/.html', 'bare .html'],
  ['/index', 'index without .html'],
  ['/404', 'the 404 copy is not a page'],
  ['/404.html', 'the 404 copy by file name'],
  ['/no-such-page', '404 (spec 2.6)'],
  ['/no-such-page/', '404 with a trailing slash'],
  ['/no-such-page.html', '404 with .html'],
  ['/no-such-page?a=1', '404 with a query'],
  ['/no/such/deep/page', 'deep 404'],
  ['/assets/missing-00000000.js', 'missing asset'],
  ['/robots.txt', 'robots.txt'],
  ['/sitemap.xml', 'sitemap'],
  ['/builds/latest.json', 'build polling file'],
  ['/builds/latest.json?t=1', 'build polling file with a cache-buster'],
  ['/_nginx/server.conf', 'nginx host file is not served'],
  ['/error/404', 'the 404 page itself'],
  ['/error/502', 'the 502 page'],
];

/** Locales whose every rule is in the table (availability fallbacks and swaps differ most there); other locales are sampled. */
const FULL_LOCALES = new Set(['vn', 'pt', 'tc', 'de', 'ru', 'zh']);

/** Pages every site gets probed with in many forms. */
const PAGE_FORMS: readonly [(path: string) => string, string][] = [
  [(path) => path, 'page'],
  [(path) => `${path}/`, 'trailing slash (spec 2.6)'],
  [(path) => `${path}.html`, '.html suffix (spec 2.6)'],
  [(path) => `${path}/?ref=x&b=2`, 'trailing slash with a query'],
  [(path) => `${path}.html?ref=x`, '.html with a query'],
  [(path) => `${path}?ref=x`, 'page with a query'],
  [(path) => path.replace(/\/([^/]+)$/, '//$1'), 'duplicate slash inside (spec 2.6)'],
  [(path) => (path.lastIndexOf('/') > 0 ? path.replace(/\/([^/]+)$/, '\\$1') : `/\\${path.slice(1)}`), 'backslash inside'],
  [(path) => path.toUpperCase(), 'case differs: not a page'],
  [(path) => path.replace(/\/(\w)([^/]*)$/, (_, first: string, rest: string) => `/%${first.charCodeAt(0).toString(16).toUpperCase()}${rest}`), 'percent-encoded letter'],
];

/**
 * The shared table of a site, generated from the plan so it follows the manifest: the common
 * requests; `asset` (a hashed file the build produced) plain, with a query and a trailing slash; every exact rule source (fallbacks D4, swaps D5, other forms, path redirects, the
 * colon id of spec 2.6 plain and encoded) with a query, a trailing slash and `.html`; a path under
 * every prefix rule; every locale-site prefix in its forms; every locale home with and without a
 * query; and a sample of pages in every form.
 */
export function conformanceRequests(plan: SitePlan, siteId: string, asset: string): ConformanceRequest[] {
  const ruleSet = plan.ruleSets[siteId];
  if (!ruleSet) throw new Error(`Unknown site ${siteId}`);
  const site = plan.sites.find((candidate) => candidate.id === siteId);
  const rows = new Map<string, string>();
  const add = (request: string, why: string) => {
    if (!rows.has(request)) rows.set(request, why);
  };
  for (const [request, why] of COMMON) add(request, why);
  add(asset, 'hashed asset');
  add(`${asset}?v=1`, 'hashed asset with a query');
  add(`${asset}/`, 'asset with a trailing slash');

  for (const home of ruleSet.prefixedHomes) {
    for (const [form, why] of [
      [home, 'prefixed home'],
      [`${home}/`, 'prefixed home with a slash'],
      [`${home}?x=1`, 'home with a query gets the slash (spec 2.6)'],
      [`${home}/?x=1`, 'home slash form with a query'],
      [`${home}?`, 'home with an empty query'],
      [`${home}//?x=1`, 'home with a double slash and a query'],
      [`${home}.html?x=1`, 'home .html with a query'],
      [`${home}/index.html`, 'home index.html'],
      [`${home}/no-such-page`, "404 with the locale's page"],
      [`${home}/no-such-page/`, "404 with a slash"],
    ] as const) add(form, why);
  }

  ruleSet.rules.forEach((rule, index) => {
    const match = rule.match;
    // A composed cross-site rule (D3: one hop from the first site) repeats a rule of another site's table: a quarter of them.
    const composed = rule.composed !== undefined && rule.id.startsWith(`${rule.composed}+`);
    if (composed && match.type === 'exact' && index % 4 !== 0) return;
    if (match.type === 'exact' && !FULL_LOCALES.has(rule.locale) && rule.locale !== site?.bareLocale && index % 3 !== 0) return;
    const forms = composed ? index % 8 === 0 : index % 4 === 0 || rule.kind === 'path' || rule.kind === 'external-blog';
    if (match.type === 'exact') {
      add(match.path, `${rule.kind} ${rule.id}`);
      if (forms) {
        add(`${match.path}?q=1`, `${rule.kind} with a query`);
        add(`${match.path}/`, `${rule.kind} with a trailing slash`);
        add(`${match.path}.html`, `${rule.kind} with .html`);
      }
      if (match.path.includes(':')) {
        add(match.path.replace(/:/g, '%3A'), 'colon id percent-encoded (spec 2.6)');
        add(match.path.replace(/:/g, '%3a'), 'colon id, lower-case encoding');
        add(`${match.path.replace(/:/g, '%3A')}/?q=1`, 'encoded colon id with a slash and a query');
      }
    } else if (match.type === 'prefix') {
      add(`${match.prefix}x`, `${rule.kind} prefix ${rule.id}`);
      if (forms) add(`${match.prefix}x/y/?q=1`, `${rule.kind} prefix, deeper, with a query`);
    } else {
      for (const [form, why] of [
        [match.path, 'locale prefix'],
        [`${match.path}/`, 'locale prefix with a slash'],
        [`${match.path}?a=1&b=2`, 'locale prefix with a query (kept)'],
        [`${match.path}/pricing`, 'locale prefix and a page'],
        [`${match.path}/pricing/?a=1`, 'locale prefix, page, slash and query'],
        [`${match.path}/pricing.html`, 'locale prefix and .html'],
        [`${match.path}//evil.example`, 'open redirect under a locale prefix'],
        [`${match.path}/caf%C3%A9`, 'encoded UTF-8 under a locale prefix'],
        [`${match.path}/blog/x`, 'locale prefix and a blog path'],
      ] as const) add(form, why);
    }
  });

  // Every locale's collection listings (spec 2.1: they exist in every locale).
  for (const page of plan.pages) {
    if (page.site === siteId && page.subject.kind === 'listing' && !page.subject.category) add(page.path, `${page.subject.collection} listing in ${page.locale}`);
  }
  const pages = plan.pages.filter((page) => page.site === siteId);
  const sample = pages.filter((page, index) => page.path !== '/' && (index % 37 === 0 || ruleSet.prefixedHomes.includes(page.path) || /\/(pricing|download|blog)$/.test(page.path)));
  for (const page of sample.slice(0, 24)) for (const [form, why] of PAGE_FORMS) add(form(page.path), why);
  return [...rows].map(([request, why]) => ({ request, why }));
}
