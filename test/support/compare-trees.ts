import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';

/** Every file under `dir`, as sorted paths relative to it (posix separators). */
export async function listTree(dir: string): Promise<string[]> {
  const out: string[] = [];
  const walk = async (at: string): Promise<void> => {
    for (const entry of await readdir(at, { withFileTypes: true })) {
      const path = join(at, entry.name);
      if (entry.isDirectory()) await walk(path);
      else out.push(relative(dir, path).split('\\').join('/'));
    }
  };
  await walk(dir);
  return out.sort();
}

/**
 * The first difference between two output trees, or undefined when they are byte-identical: a
 * file only one side has, or the first file (in path order, the tree's file list last) whose bytes
 * differ, with the text around the first differing byte of each side.
 */
export async function firstDifference(actual: string, expected: string): Promise<string | undefined> {
  const [have, want] = await Promise.all([listTree(actual), listTree(expected)]);
  const wanted = new Set(want);
  const extra = have.find((path) => !wanted.has(path));
  const had = new Set(have);
  const missing = want.find((path) => !had.has(path));
  if (extra !== undefined || missing !== undefined) {
    return `${missing !== undefined ? `${missing} is missing from the incremental build` : ''}${missing !== undefined && extra !== undefined ? '; ' : ''}${extra !== undefined ? `${extra} is only in the incremental build` : ''}`;
  }
  // The output's own file list (.build-files.json) differs whenever a page does: name the page.
  for (const path of [...want.filter((file) => file !== '.build-files.json'), ...want.filter((file) => file === '.build-files.json')]) {
    const [a, b] = await Promise.all([readFile(join(actual, path)), readFile(join(expected, path))]);
    if (a.equals(b)) continue;
    let at = 0;
    while (at < a.length && at < b.length && a[at] === b[at]) at++;
    const around = (bytes: Buffer) => JSON.stringify(bytes.subarray(Math.max(0, at - 80), at + 120).toString('utf8'));
    return `${path} differs at byte ${at}:\n  incremental: ${around(a)}\n  clean:       ${around(b)}`;
  }
  return undefined;
}
