import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Diagnostic, diagnostic } from '../../manifest/diagnostics.ts';
import { MANIFEST_ENTRY } from '../project-root.ts';

/** The manifest module as loaded: its default export and the source text of every file it imports. */
export interface LoadedManifestModule {
  input?: unknown;
  /** Repository-relative path → source text, for locating diagnostics. */
  sources: Map<string, string>;
  diagnostics: Diagnostic[];
}

/**
 * Compiles `manifest/site/index.ts` (and what it imports) with esbuild and imports it. A syntax or
 * type-stripping error becomes a MANIFEST_LOAD diagnostic with file and line, never a stack trace.
 */
export async function loadManifestModule(root: string, entry = MANIFEST_ENTRY): Promise<LoadedManifestModule> {
  const { build } = await import('esbuild');
  const sources = new Map<string, string>();
  let code: string;
  try {
    const result = await build({
      entryPoints: [join(root, entry)],
      absWorkingDir: root,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      write: false,
      metafile: true,
      packages: 'external',
      logLevel: 'silent',
    });
    code = result.outputFiles[0]?.text ?? '';
    for (const input of Object.keys(result.metafile.inputs)) {
      if (input.startsWith('manifest/site/')) sources.set(input, await readFile(join(root, input), 'utf8'));
    }
  } catch (error) {
    const errors = (error as { errors?: { text: string; location?: { file: string; line: number; lineText: string } | null }[] }).errors ?? [];
    return {
      sources,
      diagnostics: errors.length
        ? errors.map((e) =>
            diagnostic(
              'MANIFEST_LOAD',
              { case: 'syntax', error: e.text, ...(e.location ? { lineText: e.location.lineText } : {}) },
              e.location ? { file: relative(root, join(root, e.location.file)), line: e.location.line } : { file: entry },
            ),
          )
        : [diagnostic('MANIFEST_LOAD', { case: 'compile', error: (error as Error).message }, { file: entry })],
    };
  }
  const dir = join(root, 'node_modules', '.cache', 'site');
  await mkdir(dir, { recursive: true });
  const file = join(dir, `manifest-${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}.mjs`);
  await writeFile(file, code);
  try {
    const module = (await import(pathToFileURL(file).href)) as { default?: unknown };
    if (module.default === undefined) {
      return { sources, diagnostics: [diagnostic('MANIFEST_LOAD', { case: 'no-default-export' }, { file: entry })] };
    }
    return { input: module.default, sources, diagnostics: [] };
  } catch (error) {
    return { sources, diagnostics: [diagnostic('MANIFEST_LOAD', { case: 'threw', error: (error as Error).message }, { file: entry })] };
  } finally {
    await rm(file, { force: true });
  }
}
