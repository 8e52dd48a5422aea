import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NGINX_CONF, NGINX_LISTEN, NGINX_ROOT } from '../hosts/nginx.ts';
import { spawnGroup, startedEngine } from './processes.ts';
import type { RunningEngine } from './engine-types.ts';

/** The nginx binary: on PATH or Debian's /usr/sbin/nginx; undefined when missing. */
export function findNginx(): string | undefined {
  const dirs = [...(process.env.PATH ?? '').split(':'), '/usr/sbin', '/usr/local/sbin', '/usr/local/nginx/sbin'];
  return dirs.map((dir) => join(dir, 'nginx')).find((path) => path && existsSync(path));
}

const MIME = '/etc/nginx/mime.types';
const FALLBACK_TYPES = 'types { text/html html; text/css css; application/javascript js mjs; application/json json; application/xml xml; text/plain txt; image/svg+xml svg; image/png png; image/webp webp; image/avif avif; image/jpeg jpg jpeg; font/woff2 woff2; }';

/**
 * Starts nginx in the foreground (`daemon off`, its own process group) over a site built for the
 * nginx target: a throw-away prefix directory holds an `http {}` that includes the site's generated
 * server block with `listen` set to 127.0.0.1:`port` and `root` to `siteDir` — the only two lines
 * a deployment changes.
 */
export async function startNginx(siteDir: string, port: number): Promise<RunningEngine> {
  const binary = findNginx();
  if (!binary) throw new Error('nginx is not installed (Debian: apt-get install -y nginx; or run scripts/ensure-engines.sh)');
  const conf = await readFile(join(siteDir, NGINX_CONF), 'utf8').catch(() => {
    throw new Error(`${join(siteDir, NGINX_CONF)} is missing: build the site for the nginx target first`);
  });
  if (!NGINX_LISTEN.test(conf) || !NGINX_ROOT.test(conf)) throw new Error(`${NGINX_CONF} has no listen/root line to set`);
  const server = conf.replace(NGINX_LISTEN, `    listen 127.0.0.1:${port};\n`).replace(NGINX_ROOT, `    root ${JSON.stringify(siteDir)};`);
  const prefix = await mkdtemp(join(tmpdir(), 'site-nginx-'));
  await mkdir(join(prefix, 'tmp'));
  await writeFile(join(prefix, 'site.conf'), server);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `${name}_temp_path tmp;`).join(' ');
  await writeFile(
    join(prefix, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      'pid nginx.pid;',
      'error_log error.log warn;',
      'events { worker_connections 512; }',
      'http {',
      `  ${existsSync(MIME) ? `include ${MIME};` : FALLBACK_TYPES}`,
      '  default_type application/octet-stream;',
      '  access_log off;',
      `  ${temp}`,
      '  include site.conf;',
      '}',
      '',
    ].join('\n'),
  );
  const processGroup = spawnGroup(binary, ['-p', prefix, '-c', 'nginx.conf', '-e', 'error.log'], { cwd: prefix });
  const started = await startedEngine(processGroup, port, {
    name: 'nginx',
    timeoutMs: 10_000,
    cleanup: () => rm(prefix, { recursive: true, force: true }),
    log: () => readFile(join(prefix, 'error.log'), 'utf8').catch(() => ''),
  });
  return { engine: 'nginx', ...started };
}
