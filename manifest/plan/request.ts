import type { Normalize } from '../schema/index.ts';

/** A request target split into its raw path and query (fragment dropped; empty query = none). */
export function splitRequest(raw: string): { path: string; query: string } {
  const hash = raw.indexOf('#');
  const target = hash < 0 ? raw : raw.slice(0, hash);
  const mark = target.indexOf('?');
  const path = mark < 0 ? target : target.slice(0, mark);
  const query = mark < 0 ? '' : target.slice(mark + 1);
  return { path: /^[/\\]/.test(path) ? path : `/${path}`, query };
}

export type NormalizeStep = keyof Omit<Normalize, 'homeQuerySlash'>;

/**
 * The URL normalisations of spec 2.6 / D3 on the raw path: backslashes to slashes, duplicate
 * slashes collapsed, trailing `.html` (and `index.html`) stripped, trailing slash removed — except
 * the `/de/` form of a prefixed home when a query follows. Leading slashes always collapse to one.
 */
export function normalizePath(
  path: string,
  hasQuery: boolean,
  rules: Normalize,
  prefixedHomes: readonly string[],
): { path: string; steps: NormalizeStep[] } {
  const steps = new Set<NormalizeStep>();
  let current = path;
  const apply = (step: NormalizeStep, next: string) => {
    if (next !== current) {
      steps.add(step);
      current = next;
    }
  };
  if (rules.backslashes) apply('backslashes', current.replace(/\\/g, '/'));
  if (rules.duplicateSlashes) apply('duplicateSlashes', current.replace(/\/{2,}/g, '/'));
  for (let changed = true; changed; ) {
    const before = current;
    if (rules.htmlSuffix) {
      if (current.endsWith('/index.html')) apply('htmlSuffix', current.slice(0, -'index.html'.length));
      else if (current.endsWith('.html') && current.length > '/.html'.length) apply('htmlSuffix', current.slice(0, -'.html'.length));
    }
    if (rules.trailingSlash && current.length > 1 && current.endsWith('/')) {
      const keepHomeForm = rules.homeQuerySlash && hasQuery && prefixedHomes.includes(current.slice(0, -1));
      if (!keepHomeForm) apply('trailingSlash', current.replace(/\/+$/, '') || '/');
    }
    changed = current !== before;
  }
  return { path: current, steps: [...steps] };
}

const KEEP_ENCODED = /[/\\?#%]/g;

/**
 * Decodes percent-escapes for matching (`%3A` → `:`), keeping the ones that would change the
 * path's structure (`%2F`, `%5C`, `%3F`, `%23`, `%25`) encoded. Invalid UTF-8 stays as it is.
 */
export function decodePath(path: string): string {
  return path.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
    try {
      return decodeURIComponent(run).replace(KEEP_ENCODED, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
    } catch {
      return run;
    }
  });
}

/**
 * Makes a path or query safe for a Location header: characters outside the URL's allowed set are
 * percent-encoded (valid `%XX` escapes kept), backslashes become `%5C`.
 */
export function encodeForLocation(value: string): string {
  return value.replace(/%(?![0-9A-Fa-f]{2})|[^A-Za-z0-9\-._~!$&'()*+,;=:@/?%]/g, (char) =>
    [...new TextEncoder().encode(char)].map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join(''),
  );
}

/**
 * A site-relative Location path: always exactly one leading slash (never `//host` or `/\host`).
 * Backslashes are encoded first, and browsers never decode `%5C` or `%2F` when they follow a
 * Location, so only literal leading slashes collapse; an encoded backslash stays part of the path
 * (stripping it would send the visitor to another path than the one resolved, a second hop).
 */
export function safeLocationPath(path: string): string {
  return `/${encodeForLocation(path).replace(/^\/+/, '')}`;
}

/** What resolve() looks up for a request, and how it got there. */
export interface RequestLookup {
  /** The normalised raw path and the normalisations that changed it (any change is a 301). */
  normal: { path: string; steps: NormalizeStep[] };
  /** The `/de/` form of a prefixed home (kept when a query follows). */
  homeForm: boolean;
  /** The decoded, normalised path that rules and pages are matched against (`/de`, not `/de/`). */
  lookup: string;
}

/**
 * The first half of resolve(), shared with the Cloudflare worker: normalise the raw path (D3),
 * decode it for matching, and read a prefixed home's `/de/?…` form as the home itself.
 */
export function lookupRequest(request: { path: string; query: string }, rules: Normalize, prefixedHomes: readonly string[]): RequestLookup {
  const normal = normalizePath(request.path, request.query !== '', rules, prefixedHomes);
  const decoded = decodePath(normal.path);
  const homeForm = decoded.length > 1 && decoded.endsWith('/') && prefixedHomes.includes(decoded.slice(0, -1));
  return { normal, homeForm, lookup: homeForm ? decoded.slice(0, -1) : decoded };
}
