import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import type { BuildOptions, BuildOutcome } from '../../cli/build/build.ts';
import type { LoadOptions, Project } from '../../cli/project.ts';

/** The build API of a project's own copy of the code. */
export interface Tool {
  loadProject(root: string, options?: LoadOptions): Promise<Project>;
  buildSite(project: Project, options: BuildOptions): Promise<BuildOutcome>;
  /** `site build`'s input digest: the hashes it passes to `loadProject` as `knownHashes`. */
  digestBuildInputs(root: string, cacheDir: string): { digest: string; hashes: ReadonlyMap<string, string> };
}

let loads = 0;

/**
 * Compiles the `cli/` of the project at `root` (and the templates, runtime and manifest code it
 * imports) as `bin/site.mjs` does but with the packages external, into a fresh folder of that project, and imports it: Node
 * runs it natively, React in its production build, exactly as the CLI. Each call gives new module
 * instances, so after a test edits a template, the next load renders with the edit.
 */
export async function loadTool(root: string): Promise<Tool> {
  process.env.NODE_ENV = 'production';
  const outdir = join(root, '.tool', String(++loads));
  await mkdir(outdir, { recursive: true });
  await build({
    stdin: { contents: "export { loadProject } from './cli/project.ts';\nexport { buildSite } from './cli/build/build.ts';\nexport { digestBuildInputs } from './cli/build/unchanged-build.ts';\n", resolveDir: root, loader: 'ts', sourcefile: 'tool.ts' },
    outfile: join(outdir, 'tool.mjs'),
    absWorkingDir: root,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    jsx: 'automatic',
    logLevel: 'silent',
  });
  return (await import(pathToFileURL(join(outdir, 'tool.mjs')).href)) as Tool;
}
