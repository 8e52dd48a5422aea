import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { shortHash } from '../hash.ts';

const CODE_DIRS = ['templates', 'runtime', 'cli/build', 'cli/hosts', 'manifest/plan', 'manifest/content'];

/**
 * A hash of the code that shapes the output (templates, runtime, build, planning); part of every
 * cache key. `site dev` leaves styles and icons out (`pattern`): it serves them under fixed names,
 * so they reach the pages through the views, not through the code.
 */
export async function codeVersion(root: string, pattern: RegExp = /\.(tsx?|css|svg)$/): Promise<string> {
  const files: string[] = [];
  const walk = async (dir: string) => {
    for (const entry of await readdir(join(root, dir), { withFileTypes: true }).catch(() => [])) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) await walk(rel);
      else if (pattern.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) files.push(rel);
    }
  };
  for (const dir of CODE_DIRS) await walk(dir);
  files.sort();
  const texts = await Promise.all(files.map(async (file) => `${file}\n${await readFile(join(root, file), 'utf8')}`));
  return shortHash(texts.join('\u0000'), 16);
}
