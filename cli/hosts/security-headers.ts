import type { SitePlan } from '../../manifest/plan/types.ts';

/** A response header as every target prints it. */
export type HeaderPair = readonly [name: string, value: string];

/** The origins the browser may reach on one site, by CSP directive, from the manifest. */
export interface DeclaredOrigins {
  /** Scripts: one-tap, chat widgets and the site's statistics snippets. */
  scripts: string[];
  /** fetch/beacon targets: API hosts, analytics endpoints. */
  connect: string[];
  /** The web-app origins register/login links and forms go to. */
  apps: string[];
}

const originOf = (url: string): string => new URL(url).origin;
const unique = (values: Iterable<string>): string[] => [...new Set(values)].sort();

/**
 * The third-party origins of a site, read from `thirdParties` (API pairs, analytics, one-tap,
 * chat) and the `siteConfig.*.statistics` of the site's locales. Nothing else may load.
 */
export function declaredOrigins(plan: SitePlan, siteId: string): DeclaredOrigins {
  const { thirdParties, siteConfig } = plan.manifest;
  const pairs = Object.values(thirdParties.api);
  const site = plan.sites.find((candidate) => candidate.id === siteId);
  const statistics = (site?.locales ?? []).flatMap((code) => siteConfig[code]?.statistics ?? []).map((snippet) => snippet.src);
  return {
    scripts: unique([thirdParties.oneTap.scriptUrl, ...Object.values(thirdParties.chat.scripts), ...statistics].map(originOf)),
    connect: unique([...pairs.map((pair) => pair.api), thirdParties.analytics.production, thirdParties.analytics.test].map(originOf)),
    apps: unique(pairs.map((pair) => originOf(pair.app))),
  };
}

/**
 * Content-Security-Policy of a site. Scripts: same-origin files only (the page's one module script
 * `/assets/core-*.js`), the declared third-party script origins, and `'inline-speculation-rules'`
 * for the speculation rules the runtime inserts; never `'unsafe-inline'` for scripts. The
 * `<script type="application/json">` site config is data, which CSP does not block.
 */
export function contentSecurityPolicy(plan: SitePlan, siteId: string): string {
  const origins = declaredOrigins(plan, siteId);
  const list = (...values: string[][]) => unique(values.flat()).join(' ');
  const directives: [string, string][] = [
    ['default-src', "'self'"],
    ['script-src', `'self' 'inline-speculation-rules' ${list(origins.scripts)}`],
    ['style-src', `'self' 'unsafe-inline' ${list(origins.scripts)}`],
    ['img-src', `'self' data: ${list(origins.scripts, origins.connect)}`],
    ['font-src', "'self' data:"],
    ['connect-src', `'self' ${list(origins.connect, origins.scripts)}`],
    ['frame-src', list(origins.scripts)],
    ['form-action', `'self' ${list(origins.apps, origins.connect)}`],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map(([name, value]) => `${name} ${value.trim()}`).join('; ');
}

/** HSTS lifetime: two years, the preload list's minimum. */
export const HSTS = 'max-age=63072000; includeSubDomains';

/** The security headers of every response of a site, the same on every target (issue 4). */
export function securityHeaders(plan: SitePlan, siteId: string): HeaderPair[] {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(plan, siteId)],
    ['Strict-Transport-Security', HSTS],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Frame-Options', 'DENY'],
  ];
}
