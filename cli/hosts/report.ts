import { BUDGET_LIMITS, capability, type CapabilityKey } from './capabilities.ts';
import { type DiagnosticData, diagnostic } from '../../manifest/diagnostics.ts';
import type { Budget, Handling, HostLimitation, HostReport, HostTarget, RefusedCode } from './types.ts';

/** An empty report for one target and site. */
export function newReport(target: HostTarget, site: string): HostReport {
  return { target, site, limitations: [], budgets: [], refused: [], warnings: [] };
}

/** Request patterns listed per limitation before `…`; the rule ids stay complete. */
const MAX_REQUESTS = 8;

/**
 * Records that `target` cannot express `key` natively for `request`, with the capability table's
 * note as the reason unless a more specific one is given. Entries with the same capability,
 * handling and reason are merged: the first requests are listed, every rule id is kept.
 */
export function addLimitation(report: HostReport, key: CapabilityKey, request: string, handling: Handling, rules: readonly string[] = [], reason?: string): void {
  const text = reason ?? capability(key).cells[report.target].note;
  const same = report.limitations.find((entry) => entry.capability === key && entry.handling === handling && entry.reason === text);
  if (same) {
    const listed = same.request.split(', ');
    if (listed.length < MAX_REQUESTS && !listed.includes(request)) same.request = `${same.request}, ${request}`;
    else if (listed.length === MAX_REQUESTS && !listed.includes(request)) same.request = `${same.request}, …`;
    same.rules.push(...rules.filter((rule) => !same.rules.includes(rule)));
    return;
  }
  const entry: HostLimitation = { capability: key, request, handling, reason: text, rules: [...rules] };
  report.limitations.push(entry);
}

/** Records the use of a limited resource (its limit from `BUDGET_LIMITS`). */
export function addBudget(report: HostReport, name: string, used: number): Budget {
  const limit = BUDGET_LIMITS[report.target].find((candidate) => candidate.name === name)?.limit;
  if (limit === undefined) throw new Error(`No budget "${name}" for ${report.target}`);
  const budget = { name, used, limit };
  report.budgets.push(budget);
  return budget;
}

/** Refuses a file: it is not emitted, and `site check --target` fails. Message and hint come from the catalog. */
export function refuse<C extends RefusedCode>(report: HostReport, path: string, code: C, data: DiagnosticData<C>): void {
  const { message, hint = '' } = diagnostic(code, data);
  report.refused.push({ path, code, data, message, hint });
}
