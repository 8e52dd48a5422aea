import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { initialContent } from './small-content.ts';
import { ROOT } from './temp-project.ts';

/** The locales of the small site (see `small-site/index.ts`). */
export const SMALL_LOCALES = ['en', 'de', 'zh'] as const;

/** The code a project carries; the small project has its own copy, so a test may edit a template. */
const CODE = ['cli', 'templates', 'runtime', 'manifest', 'package.json'];

/**
 * A throwaway project with its own copy of the code (copied, not linked: tests edit templates and
 * styles), the shipped manifest sections behind the small `index.ts` of `small-site/`, three
 * locales' messages, every asset and the generated content of `small-content.ts`; node_modules is
 * linked. A clean build renders about thirty pages.
 */
export async function smallProject(): Promise<{ root: string; cleanup(): Promise<void> }> {
  const root = await mkdtemp(join(tmpdir(), 'site-small-'));
  await symlink(join(ROOT, 'node_modules'), join(root, 'node_modules'), 'dir');
  for (const name of CODE) await cp(join(ROOT, name), join(root, name), { recursive: true, preserveTimestamps: true, filter: (source) => !/\.test\.tsx?$/.test(source) });
  const index = await readFile(join(ROOT, 'test', 'support', 'small-site', 'index.ts'), 'utf8');
  await writeFile(join(root, 'manifest', 'site', 'index.ts'), index.replaceAll("'../../../manifest/site/", "'./").replaceAll("'../../../manifest/", "'../"));
  await cp(join(ROOT, 'content', 'assets'), join(root, 'content', 'assets'), { recursive: true });
  for (const code of SMALL_LOCALES) await put(root, `content/messages/${code}.json`, await readFile(join(ROOT, 'content', 'messages', `${code}.json`), 'utf8'));
  for (const [file, text] of Object.entries(initialContent())) await put(root, file, text);
  return { root, cleanup: () => rm(root, { recursive: true, force: true }) };
}

async function put(root: string, file: string, text: string): Promise<void> {
  await mkdir(dirname(join(root, file)), { recursive: true });
  await writeFile(join(root, file), text);
}
