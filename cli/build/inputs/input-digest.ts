import { statSync } from 'node:fs';
import { join } from 'node:path';
import { shortHash } from '../hash.ts';
import { CODE_DIRS, DEPENDENCY_FILES } from './code-version.ts';
import type { StatCache } from './stat-cache.ts';
import { walkFiles } from './walk-files.ts';

/**
 * Every folder a build reads: the tool's code (cli, manifest code and the project's manifest,
 * templates, runtime) and the content (markdown, messages, assets).
 */
const INPUT_DIRS = [...CODE_DIRS, 'content'];

/**
 * A hash of every file a build reads, each hashed through the stat cache (so an unchanged tree
 * costs one `stat` per file), with Node's version and ICU data. Equal digests, equal inputs: the
 * no-change path of `site build` compares it with the last build's before loading anything.
 * Unit tests are left out (they shape no output); symbolic links are followed. `hashes`, when
 * given, receives each file's hash (what the build may then trust instead of reading the file).
 */
export function inputDigest(root: string, stats: StatCache, inputs: ReadonlySet<string> = listInputs(root), hashes?: Map<string, string>): string {
  const files = [...inputs].sort();
  const parts = files.map((file) => {
    const hash = stats.hashOf(root, file);
    hashes?.set(file, hash);
    return `${file}\u0000${hash}`;
  });
  parts.push(`node ${process.versions.node} icu ${process.versions.icu ?? '-'} unicode ${process.versions.unicode ?? '-'}`);
  return shortHash(parts.join('\n'), 32);
}

/** Repository-relative paths of the input files that exist (dot files count: a build may read them). */
export function listInputs(root: string): Set<string> {
  const out = new Set(walkFiles(root, INPUT_DIRS, (path) => !/\.test\.tsx?$/.test(path), (dir) => /\/(?:node_modules|\.git)$/.test(dir)));
  for (const file of DEPENDENCY_FILES) if (isFile(join(root, file))) out.add(file);
  return out;
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}
