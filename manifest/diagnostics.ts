/**
 * Diagnostics: every problem `site check` reports, with a permanent code from the catalog
 * (`catalog/`), which also holds each code's message, hint and explanation page. Call sites pass
 * the code, its typed data and where the problem is; they write no prose of their own.
 */
import { CATALOG, type DiagnosticCode, type DiagnosticData } from './catalog/index.ts';
import type { CodeSpec, Location, Severity } from './catalog/define.ts';

export type { DiagnosticCode, DiagnosticData, Location, Severity };

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
  /** URL code of the locale it concerns, for problems that repeat per locale (reports list them on one line). */
  locale?: string;
  /** Site path of the rendered page it concerns (`/de/blog`), for problems that repeat per page (reports list them on one line). */
  page?: string;
}

/**
 * Builds a diagnostic: severity, message and hint come from the code's catalog entry and `data`
 * (whose type the catalog fixes per code), the location from `at`.
 *
 * `diagnostic('UNKNOWN_GUARD', { guard, route: route.id, known }, { path: 'routes[3].guards[0]' })`
 */
export function diagnostic<C extends DiagnosticCode>(code: C, data: DiagnosticData<C>, at: Location = {}): Diagnostic {
  const entry = CATALOG[code] as unknown as CodeSpec<DiagnosticData<C>>;
  const hint = entry.hint(data);
  return {
    severity: entry.severity,
    code,
    message: entry.message(data),
    ...(at.file !== undefined ? { file: at.file } : {}),
    ...(at.line !== undefined ? { line: at.line } : {}),
    ...(at.path !== undefined ? { path: at.path } : {}),
    ...(at.locale !== undefined ? { locale: at.locale } : {}),
    ...(at.page !== undefined ? { page: at.page } : {}),
    ...(hint !== undefined ? { hint } : {}),
  };
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
