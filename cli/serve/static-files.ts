import { stat } from 'node:fs/promises';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.htm': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

/** Content-Type of a file name. */
export function contentType(path: string): string {
  return TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

/** The absolute file of a site path inside `siteDir`, or undefined when the path would leave it. */
export function fileOf(siteDir: string, sitePath: string): string | undefined {
  const file = normalize(join(siteDir, sitePath));
  return file === siteDir || file.startsWith(`${normalize(siteDir)}${sep}`) ? file : undefined;
}

/** True when the site path names a regular file inside `siteDir`. */
async function isSiteFile(siteDir: string, sitePath: string): Promise<boolean> {
  const file = fileOf(siteDir, sitePath);
  if (!file) return false;
  return stat(file).then((info) => info.isFile(), () => false);
}

/** The bytes and Content-Type of a site file, or undefined when it does not exist. */
export async function readSiteFile(siteDir: string, sitePath: string): Promise<{ body: Buffer; type: string } | undefined> {
  if (!(await isSiteFile(siteDir, sitePath))) return undefined;
  const file = fileOf(siteDir, sitePath);
  if (!file) return undefined;
  return { body: await readFile(file), type: contentType(file) };
}
