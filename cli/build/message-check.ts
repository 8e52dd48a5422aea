import type { Diagnostic } from '../../manifest/diagnostics.ts';
import type { SitePlan } from '../../manifest/plan/types.ts';
import { loadMessages, type MessageFiles } from './inputs/messages.ts';
import { readSources } from './inputs/read-inputs.ts';
import { checkMessages, manifestKeys, scanTemplateKeys } from './views/check-messages.ts';

/** The view-model code that asks for message keys too (the runtime's texts, the chrome); test files and the checker itself excepted. */
const VIEW_SOURCES = /^(?!.*\.test\.)(?!check-messages\.)[\w-]+\.ts$/;

/**
 * Every diagnostic of the message files: how each file reads (`files.diagnostics`) and the checks
 * against English and against the keys the templates, the view models (the runtime's texts) and
 * the manifest use. `templateSources` are the build's; the view models are read here.
 */
export async function messageDiagnostics(root: string, files: MessageFiles, templateSources: ReadonlyMap<string, string>, plan: SitePlan): Promise<Diagnostic[]> {
  const views = await readSources(root, 'cli/build/views', VIEW_SOURCES);
  const required = scanTemplateKeys(new Map([...templateSources, ...views]));
  for (const key of manifestKeys(plan.manifest)) if (!required.has(key)) required.set(key, 'manifest/site/index.ts');
  const fallback = plan.locales.find((locale) => locale.catchAll)?.code ?? 'en';
  return [...files.diagnostics, ...checkMessages(files, required, plan.locales.map((locale) => locale.code), fallback)];
}

/** The message diagnostics of a project read from disk (`site check --skip-render`, which builds nothing). */
export async function checkMessageFiles(root: string, plan: SitePlan): Promise<Diagnostic[]> {
  const [files, templateSources] = await Promise.all([loadMessages(root), readSources(root, 'templates', /^(?!.*\.test\.).*\.tsx?$/)]);
  return messageDiagnostics(root, files, templateSources, plan);
}
