import { type Diagnostic, diagnostic, formatPath } from '../diagnostics.ts';
import type { Redirects } from '../schema/index.ts';

/** `//host/path` and `/\host/path`: browsers read both as a URL of another host. */
const PROTOCOL_RELATIVE = /^[/\\]{2}([^/\\]*)/;

/**
 * A path redirect's target is a path on the site (REDIRECT_LEAVES_SITE): one that starts with two
 * slashes is a protocol-relative URL that takes visitors to another host, an open redirect.
 */
export function checkRedirectTargets(m: { redirects: Redirects }): Diagnostic[] {
  const out: Diagnostic[] = [];
  m.redirects.paths.forEach((redirect, index) => {
    const match = PROTOCOL_RELATIVE.exec(redirect.to);
    if (!match) return;
    const rule = formatPath(['redirects', 'paths', index]);
    out.push(diagnostic('REDIRECT_LEAVES_SITE', { rule, target: redirect.to, host: match[1] ?? '' }, { path: `${rule}.to` }));
  });
  return out;
}
