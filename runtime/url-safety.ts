/**
 * Link and navigation safety (spec 5, 8). Pure: importable from Node at build time (templates,
 * markdown sanitising) and from the browser runtime. `navigateTo` is the only function that
 * touches `location`, and only the one passed in (default: `globalThis.location`).
 */

/** Schemes a link may use. */
export const SAFE_PROTOCOLS: readonly string[] = ['http:', 'https:'];

/** Error message when navigating to an external URL without `{ external: true }` (spec 8). */
export const EXTERNAL_NAVIGATION_ERROR = 'Navigating to an external URL is not allowed by default';

/** Error message when navigating to a URL whose scheme is not http or https. */
export const UNSAFE_NAVIGATION_ERROR = 'Navigating to a URL that is not http or https is not allowed';

/** Base used to parse relative links when no page origin is known (build time). */
const PLACEHOLDER_ORIGIN = 'http://relative.invalid';

/** Result of checking a link: internal, external (trusted or not) or refused. */
export type LinkCheck =
  | { kind: 'internal'; href: string }
  | { kind: 'external'; href: string; trusted: boolean; host: string }
  | { kind: 'refused'; href: string };

/** Options shared by the link checks. */
export interface LinkCheckOptions {
  /** Origin of the page the link sits on; relative links resolve against it. */
  origin?: string;
  /** Product domains; an external host must equal one or be a subdomain of one. */
  trustedDomains?: readonly string[];
}

/**
 * What a browser's URL parser sees: tabs and newlines anywhere, and C0 controls and spaces at
 * either end, are removed (so `java\tscript:` is `javascript:`).
 */
export function normalizeHref(href: string): string {
  return href.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
}

/**
 * Adds a leading slash to a bare path (`pricing` → `/pricing`). URLs with a scheme, and
 * `/…`, `#…`, `?…` and `.…` forms are returned unchanged (after {@link normalizeHref}).
 */
export function withLeadingSlash(href: string): string {
  const trimmed = normalizeHref(href);
  if (trimmed === '' || /^[a-z][a-z\d+.-]*:/i.test(trimmed) || /^[/#?.]/.test(trimmed)) return trimmed;
  return `/${trimmed}`;
}

/** Parses a link the way a browser would; `null` when it does not parse. */
export function parseLink(href: string, origin: string = PLACEHOLDER_ORIGIN): URL | null {
  try {
    return new URL(withLeadingSlash(href), origin);
  } catch {
    return null;
  }
}

/** True when the link parses and uses http or https (javascript:, data:, blob:, vbscript: are refused). */
export function isSafeLinkUrl(href: string): boolean {
  const url = parseLink(href);
  return url !== null && SAFE_PROTOCOLS.includes(url.protocol);
}

/** True when `hostname` is one of `domains` or a subdomain of one (`a.example.com` ⊂ `example.com`). */
/**
 * `href` resolved against the page when it is an http(s) URL of the page's own origin; `null` for
 * another origin, another scheme, or an href that does not parse (never throws: it runs in click
 * and hover handlers).
 */
export function sameOriginUrl(href: string, pageUrl: string): URL | null {
  try {
    const url = new URL(href, pageUrl);
    return url.origin === new URL(pageUrl).origin && SAFE_PROTOCOLS.includes(url.protocol) ? url : null;
  } catch {
    return null;
  }
}

export function isHostInDomains(hostname: string, domains: readonly string[]): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return domains.some((domain) => {
    const d = domain.toLowerCase().replace(/^\./, '');
    return d !== '' && (host === d || host.endsWith(`.${d}`));
  });
}

/** Classifies a link as internal, external (trusted or not) or refused. */
export function checkLink(href: string, options: LinkCheckOptions = {}): LinkCheck {
  const origin = options.origin ?? PLACEHOLDER_ORIGIN;
  const url = parseLink(href, origin);
  if (url === null || !SAFE_PROTOCOLS.includes(url.protocol)) return { kind: 'refused', href };
  if (url.origin === new URL(origin).origin) {
    const isAbsolute = /^([a-z][a-z\d+.-]*:)?\/\//i.test(normalizeHref(href));
    return { kind: 'internal', href: isAbsolute ? url.href : withLeadingSlash(href) };
  }
  const trusted = isHostInDomains(url.hostname, options.trustedDomains ?? []);
  return { kind: 'external', href: url.href, trusted, host: url.hostname };
}

/**
 * The href to render for a link, or `null` when it must not be rendered: refused schemes and
 * external hosts outside the trusted domains are dropped; bare paths get a leading slash.
 */
export function sanitizeLink(href: string, options: LinkCheckOptions = {}): string | null {
  const check = checkLink(href, options);
  if (check.kind === 'refused') return null;
  if (check.kind === 'external' && !check.trusted) return null;
  return check.href;
}

/** The part of `Location` that `navigateTo` uses. */
export interface NavigationTarget {
  readonly origin: string;
  assign(url: string): void;
  replace(url: string): void;
}

/** Options of {@link navigateTo}. */
export interface NavigateOptions {
  /** Permit a URL on another origin. Without it, external URLs throw (spec 8). */
  external?: boolean;
  /** Replace the current history entry instead of pushing one. */
  replace?: boolean;
  /** Where to navigate; default `globalThis.location`. */
  location?: NavigationTarget;
}

/**
 * Navigates the browser. Throws `Error('Navigating to an external URL is not allowed by
 * default')` for another origin unless `{ external: true }`, and refuses non-http(s) URLs.
 * Returns the URL navigated to.
 */
export function navigateTo(url: string, options: NavigateOptions = {}): string {
  const target = options.location ?? (globalThis.location as NavigationTarget);
  const check = checkLink(url, { origin: target.origin });
  if (check.kind === 'refused') throw new Error(UNSAFE_NAVIGATION_ERROR);
  if (check.kind === 'external' && options.external !== true) throw new Error(EXTERNAL_NAVIGATION_ERROR);
  if (options.replace === true) target.replace(check.href);
  else target.assign(check.href);
  return check.href;
}
