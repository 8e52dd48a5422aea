import { buildLocation } from '../../manifest/plan/resolve.ts';
import { formatHostMatch, hostRules } from './host-rules.ts';
import { pageFile } from './page-file.ts';
import { addLimitation, newReport } from './report.ts';
import type { HostFile, HostInput, HostOutput } from './types.ts';

const escapeHtml = (text: string): string => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The page a plain host serves for a redirect source: an immediate meta refresh, a canonical link
 * to the target (search engines treat it like a redirect) and `noindex`. No script, so the site's
 * CSP holds. Its few words are English, and `lang="en"` says so (screen readers, the Nu checker).
 */
function metaRefreshPage(location: string, canonical: string, status: number): string {
  const href = escapeHtml(location);
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="robots" content="noindex">',
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    `<meta http-equiv="refresh" content="0; url=${href}">`,
    `<title>Moved</title>`,
    '</head>',
    `<body><p data-redirect-status="${status}">This page has moved to <a href="${href}">${href}</a>.</p></body>`,
    '</html>',
    '',
  ].join('\n');
}

/**
 * `static`: any plain host. Every redirect whose source is a concrete path becomes a meta-refresh
 * page at that path's page file; everything else is left to the host and listed in the report.
 * A top-level `404.html` (the catch-all locale's 404 page) is what most plain hosts serve for
 * unknown paths.
 */
export function printStatic(input: HostInput): HostOutput {
  const { plan, site, ruleSet, pages, assets } = input;
  const report = newReport('static', site.id);
  const { rules, aliases } = hostRules(plan, site, ruleSet);
  const taken = new Set([...pages.map((page) => pageFile('static', page.path).toLowerCase()), ...assets.map((asset) => asset.slice(1).toLowerCase())]);
  const files: HostFile[] = [];
  const emit = (source: string, target: string, status: number, id: string) => {
    const path = pageFile('static', source);
    if (taken.has(path.toLowerCase())) {
      addLimitation(report, 'case-sensitive', source, 'dropped', [id], 'Its page file would overwrite the page of the same path in another case on a case-insensitive file system; the host serves that page.');
      return;
    }
    taken.add(path.toLowerCase());
    const location = buildLocation(plan, site.id, target, '');
    const canonical = /^https?:/.test(location) ? location : `${site.origin}${location}`;
    files.push({ path, contents: metaRefreshPage(location, canonical, status) });
  };
  for (const alias of aliases) {
    emit(alias.prefix, '/', alias.status, alias.rule.id);
    addLimitation(report, 'own-locale-prefix', `${alias.prefix}/*`, 'dropped', [alias.rule.id], `Only ${alias.prefix} itself gets a page; ${alias.prefix}/… answers 404.`);
  }
  for (const rule of rules) {
    if (rule.match.type === 'prefix') {
      addLimitation(report, 'prefix-redirect', formatHostMatch(rule.match), 'dropped', [rule.rule.id]);
      continue;
    }
    emit(rule.match.path, rule.to.type === 'fixed' ? rule.to.url : rule.to.base, rule.status, rule.rule.id);
  }
  addLimitation(report, 'exact-redirect', 'every redirect source', 'meta-refresh', [], 'The host answers 200 with a page that refreshes at once; the status (301/302) is lost and the query is not forwarded.');
  addLimitation(report, 'trailing-slash', '/x/, /x.html, //x', 'host-default', [], 'Normalisation is whatever the host does; pages carry a canonical link.');
  addLimitation(report, 'not-found', '/de/unknown', 'host-default', [], "The host's 404.html is the catch-all locale's page for every locale.");
  addLimitation(report, 'headers', '/*', 'dropped', [], 'A plain host has no header file: set the security and cache headers of cli/hosts/README.md in its settings.');
  const rootNotFound = ruleSet.notFound[''];
  return { files, pageCopies: rootNotFound ? [{ path: '404.html', page: rootNotFound }] : [], report };
}
