import { isAbsolute, join, parse, relative, resolve } from 'node:path';

/**
 * Where `site` may write or delete, as pure rules (no I/O: `output-folders.ts` gathers the facts).
 * Every command that writes or deletes a folder asks here first — `site build --out`, the cache
 * folder (`SITE_CACHE_DIR`, every command), `site serve`'s preview output, `site dev`'s cache
 * (`<cache>-dev`, which holds the trees `--engine nginx|cloudflare|netlify` serves), and any later
 * command — and stops with exit 2 before it touches anything when a rule refuses.
 * `site serve --dir` only reads its folder (use `served`: no marker needed), but it is still refused
 * the file-system root, home, the project and its source folders: serving them on a port would
 * publish `.git`, keys and dotfiles to every local process, and none of them is a built site.
 */

/** The file at the root of every output tree `site` writes: its marker (and the list of its files). */
export const OUTPUT_MARKER = '.build-files.json';
/** The file at the root of the cache folder: the Cache Directory Tagging standard's tag. */
export const CACHE_MARKER = 'CACHEDIR.TAG';
/** The tag's first line, fixed by the standard (https://bford.info/cachedir/). */
export const CACHE_TAG_SIGNATURE = 'Signature: 8a477f597d28d172789f06886806bc55';
/**
 * Entries a cache folder holds (`engine`: the trees `site dev --engine …` writes into its cache;
 * `trees`: the output tree each build swapped out, which the next one starts from); a folder with
 * nothing else is a cache `site` wrote before it tagged its caches.
 */
export const CACHE_ENTRIES = /^(?:CACHEDIR\.TAG|objects|facts|html|images|pages\.json|checks\.json|last-build\.json|markdown\.jsonl?|markdown-[\w-]+\.pack|(?:content|checks|markdown)\.jsonl(?:\.\d+\.tmp)?|content\.json|(?:stat-cache|stamps|page-deps|message-language|last-build-diagnostics)\.json(?:\.\d+\.tmp)?|derived|outcomes|engine|trees)$/;

/** The project's source folders: never written into, never replaced. */
const SOURCE_FOLDERS = ['manifest', 'content', 'templates', 'runtime', 'cli', 'test', 'bench', 'scripts', 'bin', '.git', '.ci'];
/** Folders of the project that may hold tool folders (the cache) but must never be replaced themselves. */
const KEPT_FOLDERS = ['node_modules'];

/** What a command does with a folder. */
export type FolderUse = 'output' | 'cache' | 'served';

/** What is at a path, as `output-folders.ts` found it. */
export interface FolderFacts {
  /** Absolute, with symbolic links resolved. */
  path: string;
  /** `marked`: a folder with the marker of its use; `foreign`: a non-empty folder without it. */
  state: 'missing' | 'empty' | 'marked' | 'foreign' | 'file';
}

/** The places no command writes over: the project root and the user's home, absolute with links resolved. */
export interface ProtectedPlaces {
  root: string;
  home: string;
}

/** Why a path is refused, and what to do instead. */
export interface Refusal {
  path: string;
  reason: string;
  hint: string;
}

/** `~` and `~/…` mean the home folder, as in a shell (an in-process or quoted argument is not expanded). */
export function expandHome(path: string, home: string): string {
  return path === '~' ? home : path.startsWith('~/') ? join(home, path.slice(2)) : path;
}

/** True when `inner` is `outer` or a path below it. */
export function isWithin(inner: string, outer: string): boolean {
  const rel = relative(outer, inner);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
}

const HINTS: Record<FolderUse, string> = {
  output: 'Pass --out a new or empty folder, or one that site built before (the default is dist/ in the project).',
  cache: 'Set SITE_CACHE_DIR to a new or empty folder, or leave it unset for node_modules/.cache/site/build.',
  served: 'Pass --dir a site root that site build wrote, e.g. dist/main.',
};

/** Why `folder` may not be used as `use`, or undefined when it may. */
export function refusalFor(use: FolderUse, folder: FolderFacts, places: ProtectedPlaces): Refusal | undefined {
  const refuse = (reason: string, hint = HINTS[use]): Refusal => ({ path: folder.path, reason, hint });
  const { path } = folder;
  const root = resolve(places.root);
  const home = resolve(places.home);
  if (parse(path).root === path) return refuse('it is the root of the file system');
  if (path === home) return refuse('it is your home folder');
  if (isWithin(home, path)) return refuse('it contains your home folder');
  if (path === root) return refuse('it is the project folder');
  if (isWithin(root, path)) return refuse('it contains the project folder');
  for (const name of SOURCE_FOLDERS) {
    const source = join(root, name);
    if (path === source) return refuse(`it is the project's source folder ${name}/`);
    if (isWithin(path, source)) return refuse(`it is inside the project's source folder ${name}/`);
  }
  for (const name of KEPT_FOLDERS) if (path === join(root, name)) return refuse(`it is the project's ${name}/ folder`);
  if (folder.state === 'file') return refuse(use === 'served' ? 'it is a file, not a folder' : 'it is a file, and site writes a folder there');
  if (folder.state === 'foreign' && use !== 'served') {
    return use === 'output'
      ? refuse(`it is not empty and has no ${OUTPUT_MARKER}, so site did not build it; site replaces its output folder whole`, `${HINTS.output} To use this folder anyway, empty it or move it away first.`)
      : refuse(`it is not empty and has no ${CACHE_MARKER}, so it is not a site cache; site deletes stale files in its cache`, `${HINTS.cache} To use this folder anyway, empty it first.`);
  }
  return undefined;
}

/** The output folder and the cache must be apart: replacing the output would delete the cache, or the reverse. */
export function overlapRefusal(output: string, cache: string): Refusal | undefined {
  if (!isWithin(output, cache) && !isWithin(cache, output)) return undefined;
  return { path: output, reason: `it overlaps the cache folder ${cache}`, hint: 'Keep the output and SITE_CACHE_DIR in separate folders.' };
}

/** The usage message of a refusal: which path, why, what to do. */
export function formatRefusal(command: string, what: string, refusal: Refusal): string {
  return `site ${command}: refusing ${what} ${refusal.path}: ${refusal.reason}.\n  hint: ${refusal.hint}\n`;
}
