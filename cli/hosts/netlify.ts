import { headerBlocks, printHeadersFile } from './headers-file.ts';
import { formatHostMatch, hostRules, type HostRule, redirectsTarget } from './host-rules.ts';
import { netlifyStaticFile } from './netlify-files.ts';
import { pageFile } from './page-file.ts';
import { addBudget, addLimitation, newReport, refuse } from './report.ts';
import { securityHeaders } from './security-headers.ts';
import type { HostInput, HostOutput, HostReport } from './types.ts';

/** A `_redirects` line before formatting. */
interface Line {
  from: string;
  to: string;
  status: number;
  force: boolean;
}

/** Columns are padded to this width at most (longer paths simply push the line on). */
const COLUMN = 40;

/** A source or target Netlify's line parser reads as one token: no whitespace, no leading `#`. */
const TOKEN = /^[^\s#][^\s]*$/;

/**
 * `netlify`: `_redirects` and `_headers`. Rules in resolve() order, each with its `.html` form;
 * `!` only where a file would shadow the rule; no rule whose source and target differ only by
 * a trailing slash (the matcher ignores trailing slashes), so trailing slashes are left to
 * Netlify; the own-locale prefix expanded over every page and rule; `.html` of every page forced to
 * the canonical URL; each locale's 404 page by an unforced `404` rule (files win).
 */
export function printNetlify(input: HostInput): HostOutput {
  const { plan, site, ruleSet, pages, assets } = input;
  const report = newReport('netlify', site.id);
  const files = new Set([...pages.map((page) => `/${pageFile('netlify', page.path)}`), ...assets]);
  const shadowed = (path: string) => netlifyStaticFile(path, (file) => files.has(file)) !== undefined;
  const { rules, aliases } = hostRules(plan, site, ruleSet);
  const lines: (Line | string)[] = ['# Rules of the manifest, in resolve() order; each exact source also in its .html form.'];
  const line = (from: string, to: string, status: number, force = shadowed(from)): Line => ({ from, to, status, force });
  const pagePaths = new Set(pages.map((page) => page.path));
  const exactSources = new Set<string>();

  for (const rule of rules) {
    const to = redirectsTarget(rule);
    if (!TOKEN.test(formatHostMatch(rule.match)) || !TOKEN.test(to)) {
      addLimitation(report, 'exact-redirect', formatHostMatch(rule.match), 'dropped', [rule.rule.id], 'A space or a leading # would split the `_redirects` line.');
      continue;
    }
    noteRule(report, rule);
    if (rule.match.type === 'prefix' && rule.match.prefix.endsWith('/')) {
      const stem = rule.match.prefix.slice(0, -1);
      if (!pagePaths.has(stem) && !exactSources.has(stem)) addLimitation(report, 'prefix-redirect', stem, 'host-default', [rule.rule.id], `\`${stem}/*\` also matches ${stem} itself, which the manifest answers with 404.`);
    }
    if (rule.match.type === 'exact') {
      exactSources.add(rule.match.path);
      lines.push(line(rule.match.path, to, rule.status));
      if (rule.match.path !== '/') lines.push(line(`${rule.match.path}.html`, to, rule.status));
    } else lines.push(line(formatHostMatch(rule.match), to, rule.status));
  }

  for (const alias of aliases) {
    lines.push(`# ${alias.rule.id}: ${alias.prefix}/… answers like /… (${alias.rule.source}), expanded over the pages and rules of locale "${site.bareLocale}".`);
    lines.push(line(alias.prefix, '/', alias.status));
    for (const page of pages) if (page.path !== '/' && page.locale === site.bareLocale) lines.push(line(`${alias.prefix}${page.path}`, page.path, alias.status));
    for (const rule of rules) {
      if (rule.rule.locale !== site.bareLocale) continue;
      const status = rule.status === 302 || alias.status === 302 ? 302 : 301;
      const from = `${alias.prefix}${formatHostMatch(rule.match)}`;
      if (TOKEN.test(from)) lines.push(line(from, redirectsTarget(rule), status));
    }
    addLimitation(report, 'own-locale-prefix', `${alias.prefix}/*`, 'expanded', [alias.rule.id], `The pages and rules of locale "${site.bareLocale}" are listed under ${alias.prefix} (a splat \`${alias.prefix}/* /:splat\` would let \`${alias.prefix}//evil.example\` redirect off-site); any other ${alias.prefix}/… path answers 404 instead of a 301 to the bare path.`);
  }

  lines.push('# .html of every page (the file exists, so the rule is forced).');
  for (const page of pages) {
    if (page.path === '/') lines.push(line('/index.html', '/', 301, true));
    else lines.push(line(`${page.path}.html`, page.path, 301, true));
    if (ruleSet.prefixedHomes.includes(page.path)) lines.push(line(`${page.path}/index.html`, page.path, 301));
  }

  lines.push("# Each locale's 404 page (unforced: existing files win).");
  const notFound = Object.entries(ruleSet.notFound).sort(([a], [b]) => b.length - a.length);
  for (const [prefix, page] of notFound) lines.push(line(`${prefix}/*`, page, 404, false));

  addLimitation(report, 'trailing-slash', '/x/', 'host-default');
  addLimitation(report, 'slashes', '//x, /x//y, /\\x', 'host-default');
  addLimitation(report, 'html-suffix', '/x/index.html, /not-a-page.html', 'expanded', [], 'Only pages, prefixed homes and exact rules get a `.html` rule; other `.html` paths answer 404.');
  if (ruleSet.normalize.homeQuerySlash && ruleSet.prefixedHomes.length) addLimitation(report, 'home-query-slash', ruleSet.prefixedHomes.map((home) => `${home}?…`).join(', '), 'host-default');
  addLimitation(report, 'error-502', '/error/502', 'host-default');

  const redirects = printLines(lines, site.id, site.origin);
  const count = lines.filter((entry) => typeof entry !== 'string').length;
  const budget = addBudget(report, '_redirects rules', count);
  if (budget.used > budget.limit) refuse(report, '_redirects', 'HOST_BUDGET_EXCEEDED', { rules: count, limit: budget.limit });
  const headers = printHeadersFile(headerBlocks(securityHeaders(plan, site.id)), [`Generated by \`site build --target netlify\` for site "${site.id}" (${site.origin}). Do not edit.`]);
  const out = report.refused.length ? [] : [{ path: '_redirects', contents: redirects }, { path: '_headers', contents: headers }];
  return { files: out, pageCopies: [], report };
}

/** Limitations a single rule runs into on Netlify. */
function noteRule(report: HostReport, rule: HostRule): void {
  const id = [rule.rule.id];
  const request = formatHostMatch(rule.match);
  if (rule.query === 'drop' && !rule.targetQuery) addLimitation(report, 'query', request, 'host-default', id, 'Netlify forwards the request query to a target without one; the manifest drops it.');
  if (rule.home && rule.query === 'keep') addLimitation(report, 'home-query-slash', request, 'host-default', id, 'With a query the Location is `/de?…`, not `/de/?…`.');
  if (rule.to.type === 'splat') addLimitation(report, 'html-suffix', `${request}.html, ${request}/`, 'host-default', id, 'The splat carries `.html` or a trailing slash on to the target, which normalises it in a second hop.');
  if (rule.rule.kind === 'path' && rule.match.type === 'exact' && rule.to.type === 'fixed' && rule.match.path.toLowerCase() === rule.to.url.toLowerCase()) {
    addLimitation(report, 'case-sensitive', request, 'host-default', id);
  }
}

function printLines(lines: readonly (Line | string)[], siteId: string, origin: string): string {
  const rows = lines.filter((entry): entry is Line => typeof entry !== 'string');
  const width = Math.min(COLUMN, Math.max(...rows.map((row) => row.from.length)));
  const toWidth = Math.min(COLUMN, Math.max(...rows.map((row) => row.to.length)));
  const text = lines.map((entry) => (typeof entry === 'string' ? `\n${entry}` : `${entry.from.padEnd(width)}  ${entry.to.padEnd(toWidth)}  ${entry.status}${entry.force ? '!' : ''}`));
  return `# Generated by \`site build --target netlify\` for site "${siteId}" (${origin}). Do not edit: change the manifest.\n${text.join('\n')}\n`;
}
