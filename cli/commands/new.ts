import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { hasErrors } from '../../manifest/diagnostics.ts';
import { Slug } from '../../manifest/schema/common.ts';
import type { CliIO, ExitCode } from '../io.ts';
import type { Project } from '../project.ts';
import { collapseLocales, formatDiagnosticsText } from '../report/diagnostics.ts';
import { copyTemplate } from '../scaffold/copy-template.ts';
import { entryCode, KINDS, type NewKind, nameFromSlug } from '../scaffold/item-kinds.ts';
import { insertEntry } from '../scaffold/manifest-entry.ts';
import { insertMessageKey } from '../scaffold/message-entry.ts';
import { nextSteps } from '../scaffold/next-steps.ts';
import { checkProject } from './check.ts';
import { unknownLocaleMessage } from './locale-hint.ts';

export interface NewOptions {
  /** URL codes of the locales the item is available in (default: the kind's default, all or every landing). */
  locales?: string[];
  /** The item's display name: an alternative's `name`, a solution's or feature's English message (default: from the slug, `dolphin-anty` → `Dolphin Anty`). */
  name?: string;
  quiet?: boolean;
}

/** What `site new` needs from the program: load the project (again after the edit). */
export interface NewContext {
  io: CliIO;
  load(): Promise<Project>;
}

/**
 * `site new <kind> <slug>`: adds the manifest entry, the source locale's copy template and, for a
 * kind whose name is a message (solutions, features), the name in the English message file; then
 * runs the checks of `site check --skip-render` (the same function) and prints what it wrote and
 * what to do next. Refuses (exit 2) an invalid or existing slug and an unknown locale; never
 * overwrites a file; puts every file back when the new entry does not check.
 */
export async function runNew(kind: NewKind, slug: string, options: NewOptions, context: NewContext): Promise<ExitCode> {
  const { io } = context;
  const fail = (message: string, code: ExitCode = 2): ExitCode => (io.stderr.write(`site new: ${message}\n`), code);
  const valid = Slug.safeParse(slug);
  if (!valid.success) return fail(`"${slug}" is not a valid slug: it ${valid.error.issues[0]?.message ?? 'must be lowercase letters, digits and single hyphens'}.`);
  const project = await context.load();
  const before = await checkProject(project, { skipRender: true }, io);
  if (!project.manifest || !project.plan || hasErrors(before)) {
    io.stderr.write(`site new: the project has errors; fix them first (site check lists them all).\n\n`);
    io.stderr.write(formatDiagnosticsText(before.filter((d) => d.severity === 'error'), { ...io, stdout: io.stderr }));
    return 1;
  }
  const info = KINDS[kind];
  const locales = project.plan.locales;
  for (const code of options.locales ?? []) if (!locales.some((locale) => locale.code === code)) return fail(unknownLocaleMessage(code, locales));
  const items = project.manifest[info.section] as readonly Record<string, unknown>[];
  const [file, source] = [...project.sources].find(([, text]) => new RegExp(`export const ${info.section}\\b`).test(text)) ?? [];
  if (items.some((item) => item[info.key] === slug)) return fail(`${kind} "${slug}" already exists in ${file ?? 'the manifest'}; pick another slug, or edit that entry.`);
  if (!file || source === undefined) return fail(`no file of manifest/site/ declares "export const ${info.section}"; add the entry by hand (README "Recipes").`);
  const name = options.name ?? nameFromSlug(slug);
  const entry = entryCode(kind, slug, { name, ...(options.locales ? { locales: [...new Set(options.locales)] } : {}) });
  const inserted = insertEntry(source, info.section, entry);
  if ('error' in inserted) return fail(`cannot add the entry to ${file}: ${inserted.error}; add it by hand (README "Recipes").`);
  // The name's message goes where the message check reads English: the catch-all locale's file.
  const messageLocale = locales.find((locale) => locale.catchAll)?.code ?? 'en';
  const message = info.messageSection ? await nameMessage(io.cwd, messageLocale, `${info.messageSection}.${slug}`, name) : undefined;
  if (message && 'error' in message) return fail(message.error);
  const sourceLocale = project.manifest.translations.source ?? messageLocale;
  const copyFile = `content/${info.collection}/${sourceLocale}/${info.pageSlug(slug)}.md`;
  const command = `site new ${kind} ${slug}${options.locales ? ` --locales ${options.locales.join(',')}` : ''}${options.name ? ` --name ${JSON.stringify(options.name)}` : ''}`;
  const wroteCopy = await writeNewFile(join(io.cwd, copyFile), copyTemplate(kind, { brand: project.manifest.brand.name, name, command }));
  await writeFile(join(io.cwd, file), inserted.text);
  if (message?.text !== undefined) await writeFile(join(io.cwd, message.file), message.text);
  const after = await context.load();
  const checked = await checkProject(after, { skipRender: true }, io);
  const added = (after.manifest?.[info.section] as readonly Record<string, unknown>[] | undefined)?.some((item) => item[info.key] === slug);
  if (!after.plan || hasErrors(checked) || !added) {
    await writeFile(join(io.cwd, file), source);
    if (wroteCopy) await rm(join(io.cwd, copyFile), { force: true });
    if (message?.text !== undefined) await writeFile(join(io.cwd, message.file), message.original);
    io.stderr.write(formatDiagnosticsText(checked.filter((d) => d.severity === 'error'), { ...io, stdout: io.stderr }));
    return fail(added ? `the new ${kind} does not check (above); ${file} is back as it was and nothing was written.` : `the entry did not reach the manifest; ${file} is back as it was. Add it by hand (README "Recipes").`, 1);
  }
  if (!options.quiet) {
    const shown = collapseLocales(checked);
    const count = (severity: 'error' | 'warning') => shown.filter((d) => d.severity === severity).length;
    const warnings = shown.filter((d) => d.file === copyFile || d.file === file);
    const lines = [
      `site new: ${kind} "${slug}"`,
      `  added  ${file}:${inserted.line}  ${entry}`,
      wroteCopy ? `  wrote  ${copyFile}  (a template: replace its text)` : `  kept   ${copyFile}  (it existed; not overwritten)`,
      ...(message ? [message.text !== undefined ? `  added  ${message.file}:${message.line}  ${JSON.stringify(message.key)}: ${JSON.stringify(name)}` : `  kept   ${message.file}  ${JSON.stringify(message.key)} (it existed)`] : []),
      `check (site check --skip-render): ${count('error')} errors, ${count('warning')} warning${count('warning') === 1 ? '' : 's'}`,
      ...(warnings.length ? [formatDiagnosticsText(warnings, io).trimEnd()] : []),
      'next:',
      ...nextSteps(after, { kind, slug, sourceLocale, copyFile, wroteCopy, ...(message ? { message: { file: message.file, key: message.key, locale: messageLocale, name: message.value } } : {}) }).map((step, index) => `  ${index + 1}. ${step}`),
    ];
    io.stdout.write(`${lines.join('\n')}\n`);
  }
  return 0;
}

/** The item's name in the English message file: the new text (unless the key is there already), or why it cannot be added. */
async function nameMessage(root: string, locale: string, key: string, name: string): Promise<{ file: string; key: string; value: string; original: string; text?: string; line?: number } | { error: string }> {
  const file = `content/messages/${locale}.json`;
  const original = await readFile(join(root, file), 'utf8').catch(() => undefined);
  if (original === undefined) return { error: `${file} cannot be read, and the new item's name ("${key}") goes there; restore the file first.` };
  const [section = '', item = ''] = [key.slice(0, key.indexOf('.')), key.slice(key.indexOf('.') + 1)];
  const present = existingValue(original, section, item);
  if (present !== undefined) return { file, key, value: present, original };
  const inserted = insertMessageKey(original, section, item, name);
  if ('error' in inserted) return { error: `cannot add "${key}" to ${file}: ${inserted.error}; add it by hand.` };
  return { file, key, value: name, original, text: inserted.text, line: inserted.line };
}

/** The text of `section.item` when the file has it already (a name left from an earlier item). */
function existingValue(text: string, section: string, item: string): string | undefined {
  try {
    const value = (JSON.parse(text.replace(/^\uFEFF/, '')) as Record<string, Record<string, unknown> | undefined>)[section]?.[item];
    return typeof value === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Writes a file that must not exist yet; false (and nothing written) when it does. */
async function writeNewFile(path: string, text: string): Promise<boolean> {
  await mkdir(dirname(path), { recursive: true });
  try {
    await writeFile(path, text, { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}
