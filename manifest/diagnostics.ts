/**
 * Diagnostics: every problem `site check` reports, with a permanent code. Codes never change
 * meaning; new problems get new codes. The README lists them for marketers.
 */

export type Severity = 'error' | 'warning';

export interface Diagnostic {
  severity: Severity;
  /** Permanent name of the problem, e.g. `UNKNOWN_LOCALE`. */
  code: DiagnosticCode;
  /** One plain sentence: what is wrong. */
  message: string;
  /** Repository-relative file the problem is in. */
  file?: string;
  /** 1-based line in `file`, when known. */
  line?: number;
  /** Manifest path of the offending value, e.g. `alternatives[3].languages[1]`. */
  path?: string;
  /** What to change, naming the valid values. */
  hint?: string;
}

/** The catalog: code → default severity and a summary (used by `site check --explain-codes` and the README). */
export const DIAGNOSTIC_CODES = {
  MANIFEST_LOAD: ['error', 'The manifest file could not be compiled or loaded.'],
  SCHEMA_INVALID: ['error', 'A manifest value has the wrong type or format.'],
  SCHEMA_UNKNOWN_KEY: ['error', 'A manifest object has a field the schema does not know (often a typo).'],
  SCHEMA_MISSING: ['error', 'A required manifest field is missing.'],
  UNKNOWN_LOCALE: ['error', 'A locale code that no entry of `locales` declares.'],
  UNKNOWN_SITE: ['error', 'A locale names a site that `sites` does not declare (a locale without a site).'],
  UNKNOWN_GUARD: ['error', 'Unknown route middleware: a route names a guard that `guards` does not declare.'],
  UNKNOWN_ROUTE: ['error', 'A reference to a route id that `routes` does not declare.'],
  UNKNOWN_HOST: ['error', 'A reference to an external host that `externalHosts` does not declare.'],
  INVALID_LOCALE_TAG: ['error', 'A locale tag that is not a valid BCP-47 language tag.'],
  UNKNOWN_LANGUAGE: ['warning', 'A locale tag whose language subtag is not a known language.'],
  DUPLICATE_LOCALE: ['error', 'Two locales share a URL code or a tag.'],
  DUPLICATE_SITE: ['error', 'Two sites share an id or an origin.'],
  TWO_BARE_LOCALES: ['error', 'Two bare (unprefixed) locales on one site.'],
  SITE_WITHOUT_ROOT: ['error', 'A site has no bare locale, so nothing answers its root URL.'],
  CATCH_ALL: ['error', 'There must be exactly one catch-all locale, and it must be bare.'],
  DUPLICATE_SLUG: ['error', 'Two items of one list share a slug.'],
  DUPLICATE_ROUTE: ['error', 'Two routes share an id.'],
  DUPLICATE_URL: ['error', 'Two routes or items claim the same URL.'],
  DUPLICATE_REDIRECT: ['error', 'Two redirects have the same source URL.'],
  ROUTE_PARAM: ['error', 'A route path parameter has no source, or a source names no path parameter.'],
  GUARD_PARAM: ['error', 'A guard checks a route parameter the route does not have or that is not an item list.'],
  FALLBACK_ROUTE: ['error', 'A route falls back to a route with parameters, or to itself.'],
  SWAP_UNKNOWN_SLUG: ['error', 'The slug-swap table names a use-case slug that `useCases` does not declare.'],
  SWAP_CONFLICT: ['error', 'The slug-swap table maps a slug to itself or two slugs to one.'],
  MENU_TARGET_MISSING: ['error', 'A menu entry points at nothing: an unknown route, item or docs page.'],
  UNTRUSTED_URL: ['error', 'An external URL whose host is not one of `trustedDomains`.'],
  REDIRECT_SELF: ['error', 'A redirect whose target is its own source.'],
  REDIRECT_CHAIN: ['error', 'A redirect whose target is another redirect: point it at the final URL.'],
  REDIRECT_CYCLE: ['error', 'Redirects that lead back to where they started.'],
  REDIRECT_TARGET_UNKNOWN: ['error', 'A redirect target that is neither a page of the plan nor on a declared external host.'],
  REDIRECT_SHADOWS_PAGE: ['error', 'A redirect whose source is a page of the plan: the page would never be reachable.'],
  LOCALE_CONFIG_MISSING: ['warning', 'A locale without site config; it uses the catch-all locale\'s config.'],
  PRICE_MISSING: ['error', 'A pricing plan lacks a price in a declared currency, or names an undeclared one.'],
  ASSET_INVALID: ['error', 'An asset file cannot be read (an image without a size).'],
  STYLE_BREAKPOINT_UNKNOWN: ['error', 'The stylesheet names a breakpoint that `constants.breakpoints` does not declare.'],
  ICON_INVALID: ['error', 'An icon SVG has no viewBox or a non-numeric one.'],
  TEMPLATE_MISSING: ['error', 'A route names a page kind that templates/registry.ts does not have.'],
  MESSAGE_MISSING: ['warning', 'A locale lacks a message key that English has; English is shown.'],
  MESSAGE_UNDEFINED: ['error', 'A template uses a message key that no locale defines.'],
  MESSAGES_INVALID: ['error', 'A message file is not valid JSON.'],
  LINK_BROKEN: ['error', 'An internal link of a rendered page resolves to neither a page nor a planned redirect.'],
  IMAGE_MISSING: ['error', 'Markdown references an image that content/assets does not have.'],
  UNSAFE_URL: ['warning', 'A link or image with a javascript:, data:, vbscript: or blob: URL was removed.'],
  HREFLANG_NOT_RECIPROCAL: ['error', 'A page lists an alternate that does not list it back.'],
  CANONICAL_COUNT: ['error', 'A page does not have exactly one canonical link.'],
  ASSET_MISSING: ['error', 'A page references an asset the build does not produce.'],
  DUPLICATE_TITLE: ['warning', 'Two pages of one locale share a title.'],
  HOST_BUDGET_EXCEEDED: ['error', 'A host file would exceed the host\'s limits (Cloudflare\'s rule budget) and is refused.'],
  HOST_LINE_TOO_LONG: ['error', 'A host file line is longer than the host accepts; the file is refused.'],
  HOST_UNSAFE_PATH: ['error', 'A path the host would misread (a space, a placeholder-like colon) in a host file; the file is refused.'],
  BUILD_FAILED: ['error', 'The build could not finish; the previous dist/ is kept.'],
  PLAN_CONFLICT: ['error', 'The plan puts a rule over a page: an internal inconsistency of the manifest.'],
  CONTENT_FRONT_MATTER: ['error', 'A content file\'s front matter is invalid.'],
  CONTENT_UNKNOWN_CATEGORY: ['error', 'A content entry uses a category its collection does not declare.'],
  CONTENT_UNKNOWN_TAG: ['error', 'A content entry uses a tag its collection does not declare.'],
  CONTENT_UNKNOWN_LOCALE: ['error', 'A content folder is named after a locale that `locales` does not declare.'],
  CONTENT_DUPLICATE: ['error', 'Two content entries of one collection and locale share a slug.'],
  COPY_MISSING: ['warning', 'A solution, feature, alternative or use case has no copy at all; its pages show a generic text.'],
  COPY_FALLBACK: ['warning', 'A page shows the English copy because its locale has none yet.'],
  CONTENT_SHADOWED: ['warning', 'Content that is never built because a redirect moves its URLs elsewhere.'],
} as const satisfies Record<string, readonly [Severity, string]>;

export type DiagnosticCode = keyof typeof DIAGNOSTIC_CODES;

/** Builds a diagnostic with the catalog's severity. */
export function diagnostic(
  code: DiagnosticCode,
  message: string,
  extra: { path?: string; hint?: string; file?: string; line?: number; severity?: Severity } = {},
): Diagnostic {
  const { severity = DIAGNOSTIC_CODES[code][0], ...rest } = extra;
  return { severity, code, message, ...rest };
}

/** True when any diagnostic is an error. */
export function hasErrors(diagnostics: readonly Diagnostic[]): boolean {
  return diagnostics.some((d) => d.severity === 'error');
}

/** Formats a manifest path from segments: `['alternatives', 3, 'languages', 1]` → `alternatives[3].languages[1]`. */
export function formatPath(segments: readonly PropertyKey[]): string {
  let out = '';
  for (const segment of segments) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else if (typeof segment === 'string' && /^[A-Za-z_$][\w$]*$/.test(segment)) out += out ? `.${segment}` : segment;
    else out += `[${JSON.stringify(String(segment))}]`;
  }
  return out;
}
