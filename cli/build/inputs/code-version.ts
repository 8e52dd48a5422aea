import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { shortHash } from '../hash.ts';
import TOOL_FILES from './tool-files.json' with { type: 'json' };
import { walkFiles } from './walk-files.ts';

/**
 * The tool's code: everything the CLI is compiled from. The lists of `tool-files.json` are read by
 * `bin/site.mjs` too, which recompiles the CLI when one of these files changed.
 */
export const CODE_DIRS: readonly string[] = TOOL_FILES.codeDirs;
/** The project's own manifest is data: the build hashes its value, so an edit re-renders only what it changes. */
const PROJECT_MANIFEST = 'manifest/site';
/**
 * The installed dependencies (React, the unified/remark/rehype chain, i18next, zod, gray-matter,
 * image-size, esbuild…): npm's record of what node_modules holds, else the lockfile, and the
 * package file. A dependency upgrade changes what the same source renders to. And the TypeScript
 * settings esbuild compiles the CLI and the runtime bundle with (`tsconfig.json`: jsx, target).
 */
export const DEPENDENCY_FILES: readonly string[] = TOOL_FILES.dependencyFiles;

/**
 * The version of the tool that shapes the output, part of every cache key and of the build id:
 * a hash of its code (the launcher that compiles it, cli, manifest code, templates, runtime; tests and the project's manifest
 * excepted), of the installed dependencies, and of Node with its ICU data (dates are formatted
 * with Intl). Any change to one of them makes every cached page and markdown body stale. `site dev`
 * leaves styles and icons out (`pattern`): it serves them under fixed names, so they reach the pages
 * through the views, not through the code.
 */
export async function codeVersion(root: string, pattern: RegExp = /\.(tsx?|m?js|css|svg|json)$/): Promise<string> {
  const files = walkFiles(root, CODE_DIRS, (path) => pattern.test(path) && !/\.test\.tsx?$/.test(path), (dir) => dir === PROJECT_MANIFEST);
  files.sort();
  const parts = files.map((file) => `${file}\n${readFileSync(join(root, file), 'utf8')}`);
  for (const file of DEPENDENCY_FILES) parts.push(`${file}\n${readOptional(join(root, file))}`);
  parts.push(`node ${process.versions.node} icu ${process.versions.icu ?? '-'} unicode ${process.versions.unicode ?? '-'}`);
  return shortHash(parts.join('\u0000'), 16);
}

function readOptional(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}
