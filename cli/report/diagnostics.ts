import type { Diagnostic } from '../../manifest/diagnostics.ts';
import { type CliIO, styler } from '../io.ts';

/** Pages listed in a collapsed message before `…`. */
const LISTED_PAGES = 6;

/**
 * One diagnostic per cause: problems that differ only by their locale or page (same code, file,
 * line, path and hint) become one, whose message lists the locales, or the pages when some locale
 * repeats (the same article's text failing its locale's listings: `The same on 3 pages: /de/blog,
 * /de/blog-e-commerce, /de/blog-e-commerce/teamwork.`), never one locale twice.
 */
export function collapseLocales(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  const groups = new Map<string, Diagnostic[]>();
  const out: Diagnostic[] = [];
  const keyOf = (d: Diagnostic) => [d.code, d.file, d.line, d.path, d.hint].join('\u0000');
  for (const d of diagnostics) {
    if (!d.locale) {
      out.push(d);
      continue;
    }
    const key = keyOf(d);
    const group = groups.get(key);
    if (group) group.push(d);
    else {
      groups.set(key, [d]);
      out.push(d);
    }
  }
  return out.map((d) => {
    const group = d.locale ? groups.get(keyOf(d)) : undefined;
    if (!group || group.length < 2) return d;
    const { locale: _first, page: _page, ...rest } = d;
    const locales = [...new Set(group.map((other) => other.locale))];
    if (locales.length === group.length) return { ...rest, message: `${d.message} The same in ${group.length} locales: ${locales.join(', ')}.` };
    const pages = group.map((other) => (other.page ? (locales.length > 1 ? `${other.page} (${other.locale})` : other.page) : `a page of ${other.locale}`));
    const listed = `${pages.slice(0, LISTED_PAGES).join(', ')}${pages.length > LISTED_PAGES ? ` and ${pages.length - LISTED_PAGES} more` : ''}`;
    return { ...rest, ...(locales.length === 1 ? { locale: d.locale } : {}), message: `${d.message} The same on ${group.length} pages: ${listed}.` };
  });
}

/** Diagnostic counts by code, most frequent first: `LINK_BROKEN 3, DUPLICATE_TITLE 1`. */
function countsByCode(diagnostics: readonly Diagnostic[]): string {
  const counts = new Map<string, number>();
  for (const d of diagnostics) counts.set(d.code, (counts.get(d.code) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([code, count]) => `${code} ${count}`).join(', ');
}

/** `file:line  path` heading, the message, the hint. Grouped by file. `note` goes just before the summary line, which stays last. */
export function formatDiagnosticsText(diagnostics: readonly Diagnostic[], io: CliIO, note?: string): string {
  const lines = [formatDiagnosticsBody(diagnostics, io)];
  if (note) lines.push(`${note}\n`);
  lines.push(`${summaryLine(diagnostics, io)}\n`);
  return lines.join('');
}

/** The diagnostics alone, each as its heading, message and hint and a blank line, with no summary line (`site dev` counts them in its status line). */
export function formatDiagnosticsBody(diagnostics: readonly Diagnostic[], io: CliIO): string {
  const s = styler(io);
  let out = '';
  for (const d of diagnostics) {
    const where = [d.file ? `${d.file}${d.line ? `:${d.line}` : ''}` : '', d.path ?? ''].filter(Boolean).join('  ');
    const label = d.severity === 'error' ? s.red('error') : s.yellow('warning');
    out += `${s.bold(where || '(project)')}\n  ${label} ${s.dim(d.code)}  ${d.message}\n${d.hint ? `  ${s.cyan('hint')}: ${d.hint}\n` : ''}\n`;
  }
  return out;
}

function summaryLine(diagnostics: readonly Diagnostic[], io: CliIO): string {
  const s = styler(io);
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  const warnings = diagnostics.length - errors;
  const text = `${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}${diagnostics.length ? ` (${countsByCode(diagnostics)})` : ''}`;
  return errors ? s.red(`✖ ${text}`) : warnings ? s.yellow(`✔ ${text}`) : s.green(`✔ no problems`);
}

/** A GitHub Actions workflow-command message, escaped. */
export function githubData(value: string): string {
  return value.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** A GitHub Actions workflow-command property value (`file=…`, `title=…`), escaped. */
export function githubProperty(value: string): string {
  return githubData(value).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

/** GitHub Actions workflow commands: one annotation per diagnostic. */
export function formatDiagnosticsGithub(diagnostics: readonly Diagnostic[]): string {
  return diagnostics
    .map((d) => {
      const props = [d.file ? `file=${githubProperty(d.file)}` : '', d.line ? `line=${d.line}` : '', `title=${githubProperty(d.code)}`].filter(Boolean).join(',');
      const body = `${d.message}${d.path ? ` [${d.path}]` : ''}${d.hint ? ` Hint: ${d.hint}` : ''}`;
      return `::${d.severity === 'error' ? 'error' : 'warning'} ${props}::${githubData(body)}\n`;
    })
    .join('');
}

export function formatDiagnosticsJson(diagnostics: readonly Diagnostic[]): string {
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  return `${JSON.stringify({ ok: errors === 0, errors, warnings: diagnostics.length - errors, diagnostics }, null, 2)}\n`;
}

/** The complaint when there are more warnings than `--max-warnings` allows (none when within it or unset). */
export function warningLimitExceeded(diagnostics: readonly Diagnostic[], max: number | undefined): string | undefined {
  if (max === undefined) return undefined;
  const warnings = diagnostics.filter((d) => d.severity === 'warning').length;
  return warnings > max ? `${warnings} warning${warnings === 1 ? '' : 's'}, more than --max-warnings ${max} allows.` : undefined;
}
