import { formatMatch } from '../../manifest/plan/rules.ts';
import type { Rule, SitePlan } from '../../manifest/plan/types.ts';
import type { CliIO, ExitCode } from '../io.ts';
import { formatTable, type TableFormat } from '../report/table.ts';
import { unknownLocaleMessage } from './locale-hint.ts';

const ROUTES_FORMATS = ['table', 'json', 'csv', 'md'] as const;
export type RoutesFormat = (typeof ROUTES_FORMATS)[number];

/** One row of `site routes`: a concrete URL (or URL pattern) and its outcome. */
export interface RouteRow {
  site: string;
  locale: string;
  /** Path on the site; `*` marks a pattern (`/de/guide/*`), `(/*)` a path and everything below it. */
  path: string;
  /** 200 for pages, else the redirect status. */
  status: number;
  /** `page`, or why the redirect exists: fallback, swap, other-form, path, external-blog, locale-site. */
  kind: string;
  /** Redirect target (`*` = the rest of the request path); empty for pages. */
  location: string;
  /** Template of a page; empty for redirects. */
  template: string;
  /** Manifest path of the deciding rule (the route of a page). */
  rule: string;
  /**
   * For a page that shows untranslated content under a notice: what (`page` or `body`), from which
   * locale, and the translation policy that decided it (`body from en: translations.bodies`).
   */
  translation: string;
}

/** Every URL of the plan as rows, filtered by site and locale, in manifest locale order. */
function routeRows(plan: SitePlan, filter: { site?: string; locale?: string } = {}): RouteRow[] {
  const order = new Map(plan.locales.map((locale, index) => [locale.code, index]));
  const rows: RouteRow[] = [];
  for (const page of plan.pages) {
    const translation = page.translation ? `${page.translation.part} from ${page.translation.from}: ${page.translation.source}` : '';
    rows.push({ site: page.site, locale: page.locale, path: page.path, status: 200, kind: 'page', location: '', template: page.template, rule: page.source, translation });
  }
  for (const ruleSet of Object.values(plan.ruleSets)) {
    for (const rule of ruleSet.rules) {
      rows.push({ site: ruleSet.site, locale: rule.locale, path: formatMatch(rule), status: rule.status, kind: rule.kind, location: describeTarget(rule), template: '', rule: rule.source, translation: '' });
    }
  }
  const siteOrder = new Map(plan.sites.map((site, index) => [site.id, index]));
  return rows
    .filter((row) => (!filter.site || row.site === filter.site) && (!filter.locale || row.locale === filter.locale))
    .sort((a, b) => (siteOrder.get(a.site) ?? 0) - (siteOrder.get(b.site) ?? 0) || (order.get(a.locale) ?? 0) - (order.get(b.locale) ?? 0) || a.path.localeCompare(b.path));
}

function describeTarget(rule: Rule): string {
  const query = rule.query === 'keep' ? '' : ' (query dropped)';
  switch (rule.to.type) {
    case 'path':
      return rule.to.path + query;
    case 'url':
      return rule.to.url + query;
    case 'splat':
      return `${rule.to.base}*${query}`;
  }
}

/** `site routes`: one row per concrete URL. */
export function runRoutes(plan: SitePlan, options: { site?: string; locale?: string; format: RoutesFormat }, io: CliIO): ExitCode {
  if (options.site && !plan.sites.some((site) => site.id === options.site)) {
    io.stderr.write(`site routes: unknown site "${options.site}". Sites: ${plan.sites.map((site) => site.id).join(', ')}.\n`);
    return 2;
  }
  if (options.locale && !plan.locales.some((locale) => locale.code === options.locale)) {
    io.stderr.write(`site routes: ${unknownLocaleMessage(options.locale, plan.locales)}\n`);
    return 2;
  }
  const rows = routeRows(plan, options);
  if (options.format === 'json') {
    io.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
    return 0;
  }
  const columns = ['site', 'locale', 'path', 'status', 'kind', 'location', 'template', 'rule', 'translation'] as const;
  io.stdout.write(formatTable(columns, rows.map((row) => columns.map((column) => String(row[column]))), options.format as TableFormat));
  return 0;
}
