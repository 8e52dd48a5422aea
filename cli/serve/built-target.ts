import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { LATEST_BUILD } from '../build/views/build-meta.ts';
import { NGINX_CONF } from '../hosts/nginx.ts';
import type { HostTarget } from '../hosts/types.ts';

/**
 * Which target a built site root was written for, by the files only that target writes: nginx its
 * `_nginx/server.conf`, Cloudflare its `_worker.js` and `_routes.json`, Netlify `_redirects`
 * without them, static none of those. Undefined when `dir` is not the root of one built site (no
 * `builds/latest.json`): the output folder above the sites, a source folder, an empty one.
 */
export function builtTargetOf(dir: string): HostTarget | undefined {
  if (!existsSync(join(dir, LATEST_BUILD))) return undefined;
  if (existsSync(join(dir, NGINX_CONF))) return 'nginx';
  if (existsSync(join(dir, '_worker.js')) && existsSync(join(dir, '_routes.json'))) return 'cloudflare';
  if (existsSync(join(dir, '_redirects'))) return 'netlify';
  return 'static';
}

/**
 * Why `dir` cannot be served for `target` (undefined when it can): not a built site's root (with
 * the site roots inside it, when `dir` is the output folder above them), or built for another target.
 * `target` undefined: any target will do (the reference engine answers from the plan).
 */
export function servableProblem(dir: string, siteIds: readonly string[], target: HostTarget | undefined, engine: string): string | undefined {
  const built = builtTargetOf(dir);
  if (built === undefined) {
    const inside = siteIds.filter((id) => builtTargetOf(join(dir, id)) !== undefined);
    const hint = inside.length ? `it holds the built sites ${inside.join(', ')}: pass one of them, e.g. --dir ${join(dir, inside[0] ?? '')}` : `build it first (site build${target && target !== 'static' ? ` --target ${target}` : ''}) and pass the folder of one site, e.g. dist/main`;
    return `${dir} is not the root of a built site (it has no ${LATEST_BUILD}); ${hint}.`;
  }
  if (target && built !== target) return `${dir} was built for the ${built} target, and the ${engine} engine serves the ${target} output; build it with site build --target ${target} (into another --out), or serve this one with --engine ${built === 'static' ? 'reference' : built}.`;
  return undefined;
}
