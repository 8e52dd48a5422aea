import type { Diagnostic } from '../../manifest/diagnostics.ts';
import type { SitePlan } from '../../manifest/plan/types.ts';
import { checkMessageLanguage } from './checks/untranslated-messages.ts';
import { shortHash } from './hash.ts';
import { loadMessages, type MessageFiles } from './inputs/messages.ts';
import { readSources } from './inputs/read-inputs.ts';
import { checkMessages, manifestKeys, scanTemplateKeys } from './views/check-messages.ts';
import { messageSlots } from './views/message-values.ts';

/** The view-model code that asks for message keys too (the runtime's texts, the chrome); test files and the checker itself excepted. */
const VIEW_SOURCES = /^(?!.*\.test\.)(?!check-messages\.)[\w-]+\.ts$/;

/**
 * Every diagnostic of the message files: how each file reads (`files.diagnostics`) and the checks
 * against English and against the keys the templates, the view models (the runtime's texts) and
 * the manifest use, and the language of each file (`checks/untranslated-messages.ts`).
 * `templateSources` are the build's; the view models are read here.
 */
export async function messageDiagnostics(root: string, files: MessageFiles, templateSources: ReadonlyMap<string, string>, plan: SitePlan, cache?: MessageLanguageCache): Promise<Diagnostic[]> {
  const views = await readSources(root, 'cli/build/views', VIEW_SOURCES);
  const required = scanTemplateKeys(new Map([...templateSources, ...views]));
  for (const [key, usedIn] of manifestKeys(plan.manifest)) if (!required.has(key)) required.set(key, usedIn);
  const fallback = plan.locales.find((locale) => locale.catchAll)?.code ?? 'en';
  return [...files.diagnostics, ...checkMessages(files, required, plan.locales.map((locale) => locale.code), fallback), ...languageDiagnostics(files, plan, fallback, cache)];
}

/**
 * Where the language check's diagnostics are kept between builds (the build cache): the check
 * reads every value of every file with a language detector (~0.4 s of CPU at 20 locales), and
 * its inputs rarely change between two builds. `code` is the tool's version ({@link codeVersion}).
 */
export interface MessageLanguageCache {
  code: string;
  get(key: string): Diagnostic[] | undefined;
  put(key: string, diagnostics: Diagnostic[]): void;
}

/** The language checks of the message files of the plan's locales, English (`fallback`) being the source. */
function languageDiagnostics(files: MessageFiles, plan: SitePlan, fallback: string, cache?: MessageLanguageCache): Diagnostic[] {
  const readable = plan.locales.filter((locale) => files.messages[locale.code] !== undefined);
  const byLocale = readable.map((locale) => ({ code: locale.code, tag: locale.tag, slots: messageSlots(files.messages[locale.code]), ...(files.locations[locale.code] ? { locations: files.locations[locale.code] } : {}) }));
  const source = byLocale.find((locale) => locale.code === fallback);
  if (!source) return [];
  const names = [plan.manifest.brand.name, ...plan.manifest.alternatives.map((alternative) => alternative.name)];
  const check = () => checkMessageLanguage({ source, locales: byLocale.filter((locale) => locale !== source), names });
  if (!cache) return check();
  // Everything the check reads: each file's values and their lines, the locales' tags, the names, the tool.
  const key = shortHash(JSON.stringify([cache.code, fallback, names, byLocale.map((locale) => [locale.code, locale.tag, [...locale.slots], [...(locale.locations ?? [])]])]), 16);
  const known = cache.get(key);
  if (known) return known;
  const diagnostics = check();
  cache.put(key, diagnostics);
  return diagnostics;
}

/** The message diagnostics of a project read from disk (`site check --skip-render`, which builds nothing). */
export async function checkMessageFiles(root: string, plan: SitePlan): Promise<Diagnostic[]> {
  const [files, templateSources] = await Promise.all([loadMessages(root), readSources(root, 'templates', /^(?!.*\.test\.).*\.tsx?$/)]);
  return messageDiagnostics(root, files, templateSources, plan);
}
