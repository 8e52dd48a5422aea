import type { PlanSite } from '../../manifest/plan/types.ts';
import type { NginxDeploy } from './types.ts';

/** Default `root` of a site's server block: `{site}` is the site id. */
const DEFAULT_NGINX_ROOT = '/var/www/{site}';
/** Default `listen` lines: plain HTTP on port 80 (TLS usually terminates in front). */
const DEFAULT_NGINX_LISTEN = ['80'] as const;

/** An absolute path of plain characters: nothing nginx's config syntax would read as something else. */
const ROOT = /^\/[A-Za-z0-9._~+@%/{}-]*$/;
/** A `listen` value: address and/or port, then optional parameters (`443 ssl`, `[::]:80 default_server`). */
const LISTEN = /^(?:(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9.-]+):)?[0-9]{1,5}(?: [a-z_0-9]+(?:=[A-Za-z0-9_.:-]+)?)*$|^unix:\/[A-Za-z0-9._/-]+$/;

/** Why `root` cannot go into the server block, or undefined when it can (`site build --nginx-root`). */
export function nginxRootProblem(root: string): string | undefined {
  if (!ROOT.test(root)) return 'Expected an absolute path of plain characters (letters, digits, . _ - / and {site}), e.g. /srv/www/{site}.';
  if (root.replace(/\{site\}/g, '').includes('{') || root.replace(/\{site\}/g, '').includes('}')) return 'The only placeholder is {site}.';
  return undefined;
}

/** Why `listen` cannot go into the server block, or undefined when it can (`site build --nginx-listen`). */
export function nginxListenProblem(listen: string): string | undefined {
  return LISTEN.test(listen) ? undefined : 'Expected a port, an address:port, or either followed by parameters: 80, 127.0.0.1:8080, [::]:80, "443 ssl".';
}

/**
 * The deployment lines of one site's server block: `listen` (each given value), `server_name`
 * (the host of the site's origin in the manifest) and `root` (`{site}` filled in). Values were
 * checked by the option parsers; a value that slipped through throws here rather than print a
 * config nginx would misread.
 */
export function nginxDeployLines(site: PlanSite, deploy: NginxDeploy = {}): string[] {
  const root = (deploy.root ?? DEFAULT_NGINX_ROOT).replace(/\{site\}/g, site.id);
  const listen = deploy.listen?.length ? deploy.listen : DEFAULT_NGINX_LISTEN;
  const problem = nginxRootProblem(root) ?? listen.map(nginxListenProblem).find(Boolean);
  if (problem) throw new Error(`nginx deployment for site "${site.id}": ${problem}`);
  return [...listen.map((value) => `    listen ${value};`), `    server_name ${new URL(site.origin).hostname};`, `    root ${root};`];
}
