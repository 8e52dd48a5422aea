import type { Diagnostic } from '../../manifest/diagnostics.ts';
import { type CliIO, styler } from '../io.ts';

/** `file:line  path` heading, the message, the hint. Grouped by file. */
export function formatDiagnosticsText(diagnostics: readonly Diagnostic[], io: CliIO): string {
  const s = styler(io);
  const lines: string[] = [];
  for (const d of diagnostics) {
    const where = [d.file ? `${d.file}${d.line ? `:${d.line}` : ''}` : '', d.path ?? ''].filter(Boolean).join('  ');
    const label = d.severity === 'error' ? s.red('error') : s.yellow('warning');
    lines.push(`${s.bold(where || '(project)')}`);
    lines.push(`  ${label} ${s.dim(d.code)}  ${d.message}`);
    if (d.hint) lines.push(`  ${s.cyan('hint')}: ${d.hint}`);
    lines.push('');
  }
  lines.push(summaryLine(diagnostics, io));
  return `${lines.join('\n')}\n`;
}

export function summaryLine(diagnostics: readonly Diagnostic[], io: CliIO): string {
  const s = styler(io);
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  const warnings = diagnostics.length - errors;
  const text = `${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}`;
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
