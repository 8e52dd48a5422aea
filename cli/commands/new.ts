import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { hasErrors } from '../../manifest/diagnostics.ts';
import { Slug } from '../../manifest/schema/common.ts';
import type { CliIO, ExitCode } from '../io.ts';
import type { Project } from '../project.ts';
import { formatDiagnosticsText } from '../report/diagnostics.ts';
import { copyTemplate } from '../scaffold/copy-template.ts';
import { entryCode, KINDS, type NewKind, nameFromSlug } from '../scaffold/item-kinds.ts';
import { insertEntry } from '../scaffold/manifest-entry.ts';
import { nextSteps } from '../scaffold/next-steps.ts';
import { unknownLocaleMessage } from './locale-hint.ts';

export interface NewOptions {
  /** URL codes of the locales the item is available in (default: the kind's default, all or every landing). */
  locales?: string[];
  /** An alternative's display name (default: from the slug, `dolphin-anty` → `Dolphin Anty`). */
  name?: string;
  quiet?: boolean;
}

/** What `site new` needs from the program: load the project (again after the edit). */
export interface NewContext {
  io: CliIO;
  load(): Promise<Project>;
}

/**
 * `site new <kind> <slug>`: adds the manifest entry and the source locale's copy template, loads
 * the project again (the checks of `site check --skip-render`), and prints what it wrote and what
 * to do next. Refuses (exit 2) an invalid or existing slug and an unknown locale; never overwrites a
 * file; puts the manifest back when the new entry does not check.
 */
export async function runNew(kind: NewKind, slug: string, options: NewOptions, context: NewContext): Promise<ExitCode> {
  const { io } = context;
  const fail = (message: string, code: ExitCode = 2): ExitCode => (io.stderr.write(`site new: ${message}\n`), code);
  const valid = Slug.safeParse(slug);
  if (!valid.success) return fail(`"${slug}" is not a valid slug: it ${valid.error.issues[0]?.message ?? 'must be lowercase letters, digits and single hyphens'}.`);
  const project = await context.load();
  if (!project.manifest || !project.plan || hasErrors(project.diagnostics)) {
    io.stderr.write(`site new: the project has errors; fix them first (site check lists them all).\n\n`);
    io.stderr.write(formatDiagnosticsText(project.diagnostics.filter((d) => d.severity === 'error'), { ...io, stdout: io.stderr }));
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
  const sourceLocale = project.manifest.translations.source ?? locales.find((locale) => locale.catchAll)?.code ?? 'en';
  const copyFile = `content/${info.collection}/${sourceLocale}/${info.pageSlug(slug)}.md`;
  const command = `site new ${kind} ${slug}${options.locales ? ` --locales ${options.locales.join(',')}` : ''}`;
  const wroteCopy = await writeNewFile(join(io.cwd, copyFile), copyTemplate(kind, { brand: project.manifest.brand.name, name, command }));
  await writeFile(join(io.cwd, file), inserted.text);

  const after = await context.load();
  const added = (after.manifest?.[info.section] as readonly Record<string, unknown>[] | undefined)?.some((item) => item[info.key] === slug);
  if (!after.plan || hasErrors(after.diagnostics) || !added) {
    await writeFile(join(io.cwd, file), source);
    if (wroteCopy) await rm(join(io.cwd, copyFile), { force: true });
    io.stderr.write(formatDiagnosticsText(after.diagnostics.filter((d) => d.severity === 'error'), { ...io, stdout: io.stderr }));
    return fail(added ? `the new ${kind} does not check (above); ${file} is back as it was and nothing was written.` : `the entry did not reach the manifest; ${file} is back as it was. Add it by hand (README "Recipes").`, 1);
  }
  if (!options.quiet) {
    const warnings = after.diagnostics.filter((d) => d.file === copyFile || d.file === file);
    const lines = [
      `site new: ${kind} "${slug}"`,
      `  added  ${file}:${inserted.line}  ${entry}`,
      wroteCopy ? `  wrote  ${copyFile}  (a template: replace its text)` : `  kept   ${copyFile}  (it existed; not overwritten)`,
      `check (site check --skip-render): 0 errors, ${after.diagnostics.length} warning${after.diagnostics.length === 1 ? '' : 's'}`,
      ...(warnings.length ? [formatDiagnosticsText(warnings, io).trimEnd()] : []),
      'next:',
      ...nextSteps(after, { kind, slug, sourceLocale, copyFile, wroteCopy }).map((step, index) => `  ${index + 1}. ${step}`),
    ];
    io.stdout.write(`${lines.join('\n')}\n`);
  }
  return 0;
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
