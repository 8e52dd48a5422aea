import { readdir } from 'node:fs/promises';
import { join } from 'node:path';

/** Every file under `siteDir` as a site path (`/assets/core-1a2b.js`), sorted. */
export async function listSiteFiles(siteDir: string): Promise<Set<string>> {
  const out: string[] = [];
  const walk = async (dir: string, prefix: string): Promise<void> => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) await walk(join(dir, entry.name), `${prefix}/${entry.name}`);
      else if (entry.isFile()) out.push(`${prefix}/${entry.name}`);
    }
  };
  await walk(siteDir, '');
  return new Set(out.sort());
}

/** Host configuration files: never pages or assets of the site. */
export const HOST_FILE = /^\/(?:_redirects|_headers|_worker\.js|_routes\.json|404\.html|_nginx\/.*)$/;
