import { readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Diagnostic, diagnostic } from '../../manifest/diagnostics.ts';
import { fileHash, shortHash } from '../build/hash.ts';
import { walkFiles } from '../build/inputs/walk-files.ts';
import { readJson, writeJson } from '../build/store/json-file.ts';
import { MANIFEST_ENTRY } from '../project-root.ts';

/** The manifest module as loaded: its default export and the source text of every file it imports. */
export interface LoadedManifestModule {
  input?: unknown;
  /** Repository-relative path → source text, for locating diagnostics. */
  sources: Map<string, string>;
  diagnostics: Diagnostic[];
}

/** Where a compiled manifest is kept between runs, and what the caller already trusts. */
export interface ManifestCache {
  /** The tool's `codeVersion`: the manifest's own code (`define-site.ts`…) and esbuild are in it. */
  version: string;
  /** SHA-256 of files the caller trusts by `stat` (`site build`'s input digest): not read again. */
  knownHashes?: ReadonlyMap<string, string>;
}

/** The record of the last compile: what it was compiled from, and the module it wrote. */
interface CompiledRecord {
  version: string;
  /** Every file under the project's manifest folder when it was compiled (a new file may change what an import resolves to). */
  listing: string[];
  /** Each file esbuild read → its SHA-256. */
  inputs: Record<string, string>;
  /** The compiled module's file name in the cache folder. */
  module: string;
}

/** The project's own manifest: the folder whose listing a compile depends on. */
const PROJECT_MANIFEST = 'manifest/site';
/** esbuild's loader for each extension a manifest file may have (others are left to esbuild, and the compile is not kept). */
const LOADERS: Record<string, 'ts' | 'tsx' | 'js' | 'jsx' | 'json'> = { '.ts': 'ts', '.mts': 'ts', '.cts': 'ts', '.tsx': 'tsx', '.js': 'js', '.mjs': 'js', '.cjs': 'js', '.jsx': 'jsx', '.json': 'json' };
/** Compiled modules kept: a `site dev` of an older manifest may still be importing one. */
const KEEP_MODULES = 4;

/**
 * Compiles `manifest/site/index.ts` (and what it imports) with esbuild and imports it. A syntax or
 * type-stripping error becomes a MANIFEST_LOAD diagnostic with file and line, never a stack trace.
 *
 * With `cache`, the compiled module is kept in `node_modules/.cache/site/manifest/` (inside the
 * project's node_modules, so the packages it imports resolve), with a record of the files it was
 * compiled from and their hashes: a run whose manifest files, tool version and manifest folder
 * listing are those of the record imports the kept module, and esbuild is neither loaded nor
 * started (~40 ms of a one-article rebuild).
 */
export async function loadManifestModule(root: string, entry = MANIFEST_ENTRY, cache?: ManifestCache): Promise<LoadedManifestModule> {
  const dir = join(root, 'node_modules', '.cache', 'site', ...(cache ? ['manifest'] : []));
  const kept = cache ? keptCompile(root, dir, cache) : undefined;
  if (kept) return importModule(join(dir, kept.module), entry, kept.sources, false);
  const { build } = await import('esbuild');
  const sources = new Map<string, string>();
  // The bytes esbuild compiled, hashed as it read them (a file saved during the compile is kept
  // under the hash of what was compiled, so the next run compiles it again).
  const read = new Map<string, Buffer>();
  // Listed before the compile: a file added meanwhile makes the record differ from the next listing.
  const listing = cache ? listManifest(root) : [];
  let cacheable = Boolean(cache);
  let code: string;
  try {
    const result = await build({
      plugins: [
        {
          name: 'hash-inputs',
          setup(on) {
            on.onLoad({ filter: /./, namespace: 'file' }, async (args) => {
              const loader = LOADERS[args.path.slice(args.path.lastIndexOf('.'))];
              if (!loader) {
                cacheable = false; // esbuild reads it itself: not hashed, so not kept
                return undefined;
              }
              const bytes = await readFile(args.path);
              read.set(relative(root, args.path).split('\\').join('/'), bytes);
              return { contents: bytes, loader };
            });
          },
        },
      ],
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
      const bytes = read.get(input) ?? (await readFile(join(root, input)));
      // In the compile's order, as the sources are (a kept compile gives them in the same order).
      read.delete(input);
      read.set(input, bytes);
      if (input.startsWith(`${PROJECT_MANIFEST}/`)) sources.set(input, bytes.toString('utf8'));
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
  await mkdir(dir, { recursive: true });
  if (cache && cacheable) {
    const inputs = Object.fromEntries([...read].map(([file, bytes]) => [file, fileHash(bytes)]));
    // Named by its code: a run compiling the same manifest writes the same file (renamed into place).
    const module = `manifest-${shortHash(code, 16)}.mjs`;
    const tmp = join(dir, `${module}.${process.pid}.tmp`);
    await writeFile(tmp, code);
    renameSync(tmp, join(dir, module));
    writeJson(join(dir, 'compiled.json'), { version: cache.version, listing, inputs, module } satisfies CompiledRecord);
    pruneModules(dir, module);
    return importModule(join(dir, module), entry, sources, false);
  }
  const file = join(dir, `manifest-${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}.mjs`);
  await writeFile(file, code);
  return importModule(file, entry, sources, true);
}

let loads = 0;

/** Imports a compiled manifest; `remove`: a one-off file, deleted once imported. */
async function importModule(file: string, entry: string, sources: Map<string, string>, remove: boolean): Promise<LoadedManifestModule> {
  try {
    // Evaluated afresh on every load, as a one-off file is: a kept module imported twice by one
    // process would otherwise give the first evaluation's value.
    const module = (await import(`${pathToFileURL(file).href}?load=${++loads}`)) as { default?: unknown };
    if (module.default === undefined) {
      return { sources, diagnostics: [diagnostic('MANIFEST_LOAD', { case: 'no-default-export' }, { file: entry })] };
    }
    return { input: module.default, sources, diagnostics: [] };
  } catch (error) {
    return { sources, diagnostics: [diagnostic('MANIFEST_LOAD', { case: 'threw', error: (error as Error).message }, { file: entry })] };
  } finally {
    if (remove) await rm(file, { force: true });
  }
}

/**
 * The module of the last compile when its record still holds (same tool, same manifest folder,
 * same bytes in every file it read), with the texts of the project's manifest files: each file is
 * read once, for its text or, when the caller does not vouch for its hash, for its hash.
 */
function keptCompile(root: string, dir: string, cache: ManifestCache): { module: string; sources: Map<string, string> } | undefined {
  const record = readJson<Partial<CompiledRecord>>(join(dir, 'compiled.json'), {});
  if (record.version !== cache.version || !Array.isArray(record.listing) || !record.inputs || typeof record.inputs !== 'object' || typeof record.module !== 'string' || !/^manifest-[0-9a-f]{16}\.mjs$/.test(record.module)) return undefined;
  if (record.listing.join('\n') !== listManifest(root).join('\n')) return undefined;
  const sources = new Map<string, string>();
  for (const [file, hash] of Object.entries(record.inputs)) {
    const own = file.startsWith(`${PROJECT_MANIFEST}/`);
    const known = cache.knownHashes?.get(file);
    const bytes = own || known === undefined ? readOrNothing(join(root, file)) : undefined;
    if ((known ?? (bytes && fileHash(bytes))) !== hash) return undefined;
    if (own && bytes) sources.set(file, bytes.toString('utf8'));
  }
  try {
    if (!statSync(join(dir, record.module)).isFile()) return undefined;
  } catch {
    return undefined;
  }
  return { module: record.module, sources };
}

function readOrNothing(path: string): Buffer | undefined {
  try {
    return readFileSync(path);
  } catch {
    return undefined;
  }
}

function listManifest(root: string): string[] {
  return walkFiles(root, [PROJECT_MANIFEST], () => true).sort();
}

/** Deletes compiled modules beyond the newest few (only `manifest-<hash>.mjs` files and their leftovers). */
function pruneModules(dir: string, current: string): void {
  const modules = readdirSync(dir)
    .filter((name) => /^manifest-[0-9a-f]{16}\.mjs(?:\.\d+\.tmp)?$/.test(name) && name !== current)
    .map((name) => ({ name, time: statSync(join(dir, name)).mtimeMs }))
    .sort((a, b) => b.time - a.time);
  for (const { name } of modules.slice(KEEP_MODULES - 1)) rmSync(join(dir, name), { force: true });
}
