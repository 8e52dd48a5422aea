import { cp, mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** The repository root. */
export const ROOT = resolve(import.meta.dirname, '..', '..');

/**
 * A throwaway copy of the project to break on purpose: `content/` and `manifest/site/` are
 * copied, code folders and node_modules are linked. Returns its root and a cleanup function.
 */
export async function tempProject(): Promise<{ root: string; cleanup(): Promise<void> }> {
  const root = await mkdtemp(join(tmpdir(), 'site-test-'));
  for (const dir of ['cli', 'templates', 'runtime', 'node_modules']) await symlink(join(ROOT, dir), join(root, dir), 'dir');
  await cp(join(ROOT, 'manifest'), join(root, 'manifest'), { recursive: true });
  await cp(join(ROOT, 'content'), join(root, 'content'), { recursive: true });
  return { root, cleanup: () => rm(root, { recursive: true, force: true }) };
}
