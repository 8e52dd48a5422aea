import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RunningEngine } from './engine-types.ts';
import { freePort, spawnGroup, startedEngine } from './processes.ts';

/** wrangler's entry script in the project's node_modules; undefined when not installed. */
export function findWrangler(projectRoot: string): string | undefined {
  const path = join(projectRoot, 'node_modules', 'wrangler', 'bin', 'wrangler.js');
  return existsSync(path) ? path : undefined;
}

/**
 * Starts `wrangler pages dev` (workerd with Cloudflare's Pages asset server: `_redirects`,
 * `_headers`, `_worker.js`) over a site built for the cloudflare target, on 127.0.0.1 only, with
 * telemetry and the `Request.cf` download off, its state in a throw-away directory, in its own
 * process group so that stopping it stops workerd too (hosts.md §5.2).
 */
export async function startWrangler(siteDir: string, port: number, projectRoot: string): Promise<RunningEngine> {
  const script = findWrangler(projectRoot);
  if (!script) throw new Error('wrangler is not installed (npm ci installs it)');
  const work = await mkdtemp(join(tmpdir(), 'site-wrangler-'));
  const inspector = await freePort();
  const args = [
    script,
    'pages',
    'dev',
    siteDir,
    '--ip',
    '127.0.0.1',
    '--port',
    String(port),
    '--inspector-port',
    String(inspector),
    '--compatibility-date',
    '2025-01-01',
    '--persist-to',
    join(work, 'state'),
    '--show-interactive-dev-session=false',
    '--log-level',
    'warn',
  ];
  const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_LOG_PATH: join(work, 'logs'), NO_COLOR: '1', CI: 'true' };
  const processGroup = spawnGroup(process.execPath, args, { cwd: work, env });
  const started = await startedEngine(processGroup, port, { name: 'wrangler pages dev', timeoutMs: 60_000, cleanup: () => rm(work, { recursive: true, force: true }) });
  return { engine: 'cloudflare', ...started };
}
