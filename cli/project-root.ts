import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type CliIO, homeOf } from './io.ts';
import { realPath } from './output-folders.ts';

/**
 * The manifest's entry file, relative to the project root: what `project.ts` and `site dev` load,
 * and what marks a folder as a project. Defined here, the lightest module that needs it (every
 * command start loads this file).
 */
export const MANIFEST_ENTRY = 'manifest/site/index.ts';

/**
 * `--root DIR`: the project folder every command then works in. It replaces `io.cwd`, so every
 * path resolves from it: the manifest and content, `--out`, `serve --dir`, `SITE_CACHE_DIR`, and
 * the project the output-safety rules protect. A relative DIR is resolved from where the command
 * was started; `~` is home. Returns the message of a usage error, or undefined when the root holds
 * a manifest (or none is needed: tests pass the manifest as a value; `check --explain` reads none).
 */
export function applyRoot(io: CliIO, root: string | undefined, needsManifest: boolean): string | undefined {
  if (root !== undefined) io.cwd = realPath(root, io.workingDir ?? io.cwd, homeOf(io));
  if (!needsManifest || existsSync(join(io.cwd, MANIFEST_ENTRY))) return undefined;
  if (root === undefined) return `site: no ${MANIFEST_ENTRY} in ${io.cwd} or a folder above it; run site inside the project, or pass --root <dir>.`;
  const named = io.cwd === root ? root : `${root} (${io.cwd})`;
  return !existsSync(io.cwd)
    ? `site: --root ${named} does not exist; pass the folder that holds manifest/ and content/.`
    : `site: --root ${named} has no ${MANIFEST_ENTRY}; pass the folder that holds manifest/ and content/.`;
}
