import { type Diagnostic, diagnostic, hasErrors } from '../../manifest/diagnostics.ts';
import type { Project } from '../project.ts';
import { checkPublished } from './check-published.ts';
import type { Published } from './published.ts';
import { readPublished } from './read-published.ts';

/**
 * The diagnostics of `site check --since <build>…`: each argument read (`SINCE_UNREADABLE` when it
 * cannot be), then every URL it published checked against the current plan. Nothing when the
 * manifest does not plan (its own errors come first).
 */
export function sinceDiagnostics(project: Project, since: readonly string[], cwd: string): Diagnostic[] {
  const { plan } = project;
  if (!since.length || !plan || hasErrors(project.diagnostics)) return [];
  const siteIds = plan.sites.map((site) => site.id);
  const diagnostics: Diagnostic[] = [];
  const inputs: Published[] = [];
  for (const arg of since) {
    const read = readPublished(arg, cwd, siteIds);
    if ('problem' in read) diagnostics.push(diagnostic('SINCE_UNREADABLE', { file: arg, problem: read.problem }, { file: arg }));
    else inputs.push(read.published);
  }
  return [...diagnostics, ...checkPublished(plan, inputs)];
}
