import { existsSync, readdirSync, realpathSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { type CliIO, homeOf } from './io.ts';
import {
  CACHE_ENTRIES,
  CACHE_MARKER,
  CACHE_TAG_SIGNATURE,
  expandHome,
  type FolderFacts,
  type FolderUse,
  formatRefusal,
  OUTPUT_MARKER,
  overlapRefusal,
  type ProtectedPlaces,
  type Refusal,
  refusalFor,
} from './output-safety.ts';

/** `path` made absolute (from `cwd`, `~` as home) with every symbolic link of its existing part resolved. */
export function realPath(path: string, cwd: string, home: string): string {
  let existing = resolve(cwd, expandHome(path, home));
  const rest: string[] = [];
  while (!existsSync(existing) && dirname(existing) !== existing) {
    rest.unshift(basename(existing));
    existing = dirname(existing);
  }
  try {
    return join(realpathSync.native(existing), ...rest);
  } catch {
    return resolve(existing, ...rest);
  }
}

/** What is at `path` (absolute, links resolved) for `use`: missing, a file, or an empty, marked or foreign folder. */
export function folderFacts(path: string, use: FolderUse): FolderFacts {
  let entries: string[];
  try {
    if (!statSync(path).isDirectory()) return { path, state: 'file' };
    entries = readdirSync(path);
  } catch {
    return { path, state: 'missing' };
  }
  if (entries.length === 0) return { path, state: 'empty' };
  const marked = use === 'cache' ? entries.every((name) => CACHE_ENTRIES.test(name)) : entries.includes(OUTPUT_MARKER);
  return { path, state: marked ? 'marked' : 'foreign' };
}

/** The project root and the user's home (`HOME` of the command's environment), links resolved. */
function protectedPlaces(io: CliIO): ProtectedPlaces {
  const home = homeOf(io);
  return { root: realPath(io.cwd, io.cwd, home), home: realPath(home, io.cwd, home) };
}

/** A folder a command is about to write into, delete from or serve. */
export interface FolderRequest {
  use: FolderUse;
  /** How the user named it, for the message: `--out`, `SITE_CACHE_DIR`, `--dir`. */
  what: string;
  path: string;
  /**
   * A parent of output folders (`--out` of `--target all`): these names inside it are its own (the
   * target folders), as is the marker of an earlier build; anything else makes it a folder site did
   * not build, refused like any other output folder.
   */
  parentOf?: readonly string[];
}

/**
 * Checks every folder a command will touch against the rules of `output-safety.ts`, and the output
 * against the cache. Prints each refusal as a usage error and returns 2, or returns undefined
 * when all are safe. Reads the disk, writes nothing.
 */
export function refuseUnsafeFolders(command: string, requests: readonly FolderRequest[], io: CliIO): 2 | undefined {
  const places = protectedPlaces(io);
  const refusals: { what: string; refusal: Refusal }[] = [];
  const resolved = requests.map((request) => ({ ...request, path: realPath(request.path, io.cwd, places.home) }));
  for (const request of resolved) {
    const facts = folderFacts(request.path, request.use);
    const own = request.parentOf;
    const refusal = refusalFor(request.use, own && facts.state === 'foreign' && readdirSync(request.path).every((name) => own.includes(name)) ? { ...facts, state: 'empty' } : facts, places);
    if (refusal) refusals.push({ what: request.what, refusal });
  }
  const cache = resolved.find((request) => request.use === 'cache');
  for (const output of resolved.filter((request) => request.use === 'output')) {
    const overlap = cache && overlapRefusal(output.path, cache.path);
    if (overlap) refusals.push({ what: output.what, refusal: overlap });
  }
  for (const { what, refusal } of refusals) io.stderr.write(formatRefusal(command, what, refusal));
  return refusals.length > 0 ? 2 : undefined;
}

/** Tags a cache folder as `site`'s (and as a cache, which backup tools skip); creates it if needed. */
export function tagCacheFolder(dir: string): void {
  const tag = join(dir, CACHE_MARKER);
  if (existsSync(tag)) return;
  writeFileSync(tag, `${CACHE_TAG_SIGNATURE}\n# This file is a cache directory tag created by site (the build cache).\n# For information about cache directory tags, see https://bford.info/cachedir/\n`);
}
