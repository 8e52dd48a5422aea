import { type CliIO, styler } from '../io.ts';
import { githubData, githubProperty } from '../report/diagnostics.ts';
import { formatTable } from '../report/table.ts';
import type { HostReport } from './types.ts';

/** Human text of host reports: budgets, what the target cannot express and how it is handled, refusals. */
export function formatHostReportsText(reports: readonly HostReport[], io: CliIO): string {
  const s = styler(io);
  const out: string[] = [];
  for (const report of reports) {
    out.push(s.bold(`${report.target} · site ${report.site}`));
    if (report.budgets.length) {
      out.push(formatTable(['budget', 'used', 'limit'], report.budgets.map((budget) => [budget.name, String(budget.used), String(budget.limit)]), 'table').trimEnd().replace(/^/gm, '  '));
    }
    if (report.limitations.length) {
      out.push('  cannot express natively:');
      for (const entry of report.limitations) {
        const rules = entry.rules.length ? s.dim(` (${entry.rules.length} rule${entry.rules.length === 1 ? '' : 's'})`) : '';
        out.push(`  - ${s.cyan(entry.handling)} ${entry.capability}: ${entry.request}${rules}`, `      ${entry.reason}`);
      }
    }
    for (const warning of report.warnings) out.push(`  ${s.yellow('warning')} ${warning}`);
    for (const refused of report.refused) out.push(`  ${s.red('error')} ${s.dim(refused.code)}  ${refused.path}: ${refused.message}`, `  ${s.cyan('hint')}: ${refused.hint}`);
    out.push('');
  }
  const refused = reports.reduce((sum, report) => sum + report.refused.length, 0);
  out.push(refused ? s.red(`✖ ${refused} host file${refused === 1 ? '' : 's'} refused`) : s.green('✔ every host file fits its target'));
  return `${out.join('\n')}\n`;
}

/** GitHub Actions annotations: an error per refused file, a warning per warning. */
export function formatHostReportsGithub(reports: readonly HostReport[]): string {
  return reports
    .flatMap((report) => [
      ...report.refused.map((refused) => `::error title=${githubProperty(refused.code)}::${githubData(`${report.target} ${report.site} ${refused.path}: ${refused.message} Hint: ${refused.hint}`)}\n`),
      ...report.warnings.map((warning) => `::warning title=HOST_WARNING::${githubData(`${report.target} ${report.site}: ${warning}`)}\n`),
    ])
    .join('');
}
