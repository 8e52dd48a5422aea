import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { listLines, metaRedirects, type Published, sitemapLocs } from './published.ts';

/** What `--since` named, read; or why it could not be. */
export type ReadResult = { published: Published } | { problem: string };

/**
 * Reads a previous build for `site check --since`: a build meta (`dist/<site>/builds/meta/<id>.json`),
 * a site folder (`dist/<site>`, whose `builds/latest.json` names the meta), `builds/latest.json`
 * itself, a `sitemap.xml` (a sitemap index is followed to the sitemap files beside it), or a text
 * file with one URL or path per line. Never fetches: an `http(s)://` argument is refused.
 */
export function readPublished(arg: string, cwd: string, siteIds: readonly string[]): ReadResult {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(arg)) return { problem: 'site never fetches a URL; download the file first (curl -o sitemap.xml …) and pass its path' };
  let file = resolve(cwd, arg);
  if (!existsSync(file)) return { problem: 'no such file or folder' };
  if (statSync(file).isDirectory()) file = join(file, 'builds', 'latest.json');
  if (basename(file) === 'latest.json' && basename(dirname(file)) === 'builds') {
    const id = readJson(file)?.id;
    if (typeof id !== 'string' || !/^[\w-]+$/.test(id)) return { problem: `${file} does not name a build (expected {"id": …})` };
    file = join(dirname(file), 'meta', `${id}.json`);
    if (!existsSync(file)) return { problem: `the build meta ${file} is missing` };
  }
  const text = readFileSync(file, 'utf8');
  const site = siteOfFolder(file, siteIds);
  if (text.trimStart().startsWith('{')) return readMeta(arg, text, site);
  if (/<(urlset|sitemapindex)[\s>]/.test(text)) return readSitemap(arg, file, text, site);
  return { published: { file: arg, kind: 'list', ...(site ? { site } : {}), pages: listLines(text), redirects: [] } };
}

function readMeta(arg: string, text: string, site: string | undefined): ReadResult {
  let meta: { prerendered?: unknown; routeRules?: unknown };
  try {
    meta = JSON.parse(text) as typeof meta;
  } catch (error) {
    return { problem: `not valid JSON (${(error as Error).message})` };
  }
  if (!Array.isArray(meta.prerendered) || !meta.prerendered.every((path) => typeof path === 'string')) return { problem: 'a JSON file without "prerendered": not a build meta (dist/<site>/builds/meta/<id>.json)' };
  const rules = typeof meta.routeRules === 'object' && meta.routeRules ? (meta.routeRules as Record<string, { redirect?: { statusCode?: number } }>) : {};
  return { published: { file: arg, kind: 'meta', ...(site ? { site } : {}), pages: meta.prerendered as string[], redirects: metaRedirects(rules) } };
}

function readSitemap(arg: string, file: string, text: string, site: string | undefined): ReadResult {
  const { index, locs } = sitemapLocs(text);
  if (!index) return { published: { file: arg, kind: 'sitemap', ...(site ? { site } : {}), pages: locs, redirects: [] } };
  const pages: string[] = [];
  const missing: string[] = [];
  for (const loc of locs) {
    const name = basename(new URL(loc, 'http://x').pathname);
    const part = join(dirname(file), name);
    if (!name || !existsSync(part)) missing.push(name || loc);
    else pages.push(...sitemapLocs(readFileSync(part, 'utf8')).locs);
  }
  if (missing.length) return { problem: `the sitemap index names sitemaps that are not beside it: ${missing.join(', ')}` };
  return { published: { file: arg, kind: 'sitemap', ...(site ? { site } : {}), pages, redirects: [] } };
}

/** The site a file belongs to by its folder: `<site>/builds/meta/<id>.json`, `<site>/sitemap.xml`. */
function siteOfFolder(file: string, siteIds: readonly string[]): string | undefined {
  const parts = file.split(/[\\/]/);
  const builds = parts.lastIndexOf('builds');
  const candidate = builds > 0 ? parts[builds - 1] : parts.at(-2);
  return candidate && siteIds.includes(candidate) ? candidate : undefined;
}

function readJson(file: string): { id?: unknown } | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as { id?: unknown };
  } catch {
    return undefined;
  }
}
