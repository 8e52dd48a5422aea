import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** Every file under `paths` (folders or files, relative to `root`) with its bytes. */
async function readTree(root: string, paths: readonly string[]): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  const walk = async (path: string): Promise<void> => {
    const info = await stat(join(root, path)).catch(() => undefined);
    if (!info) return;
    if (!info.isDirectory()) {
      files.set(path, await readFile(join(root, path)));
      return;
    }
    for (const name of await readdir(join(root, path))) await walk(`${path}/${name}`);
  };
  for (const path of paths) await walk(path);
  return files;
}

/**
 * The files under `paths` as they are now, and a function that puts them back: a file that is
 * new since is deleted, a changed or deleted one written again (with a new mtime, as an editor
 * that undoes would). Folders made since stay, empty.
 */
export async function snapshotFiles(root: string, paths: readonly string[]): Promise<{ restore(): Promise<void> }> {
  const before = await readTree(root, paths);
  return {
    async restore() {
      const now = await readTree(root, paths);
      for (const path of now.keys()) if (!before.has(path)) await rm(join(root, path));
      for (const [path, bytes] of before) {
        if (now.get(path)?.equals(bytes)) continue;
        await mkdir(dirname(join(root, path)), { recursive: true });
        await writeFile(join(root, path), bytes);
      }
    },
  };
}
