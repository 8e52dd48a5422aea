import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { SitePlan } from '../../manifest/plan/types.ts';
import type { HostTarget } from '../hosts/types.ts';
import type { Engine, RunningEngine } from './engine-types.ts';
import { startNetlify } from './netlify-server.ts';
import { findNginx, startNginx } from './nginx-engine.ts';
import { isEnginePortInUseError } from './ports.ts';
import { freePort } from './processes.ts';
import { startReference } from './reference-server.ts';
import { findWrangler, startWrangler } from './wrangler-engine.ts';

export { ENGINES, type Engine, type RunningEngine } from './engine-types.ts';

/** The host target whose output an engine serves (`reference` serves any). */
export const ENGINE_TARGET: Record<Engine, HostTarget | undefined> = {
  reference: undefined,
  nginx: 'nginx',
  cloudflare: 'cloudflare',
  netlify: 'netlify',
};

export interface StartOptions {
  /** Port on 127.0.0.1; a free one when omitted. */
  port?: number;
  /** Project root (where node_modules/ is): wrangler is started from there. */
  projectRoot: string;
  /** The plan and site: the reference engine answers with resolve(). */
  plan?: SitePlan;
  site?: string;
  /** Layout of the built files the reference engine reads; default `static` (all targets share it). */
  target?: HostTarget;
}

/**
 * Starts an engine on 127.0.0.1 over `siteDir` (one site's built output for the engine's target).
 * Every engine is stopped by its `stop()`, which also ends what it started (nginx workers,
 * wrangler's workerd), by process-group id.
 */
export async function startEngine(engine: Engine, siteDir: string, options: StartOptions): Promise<RunningEngine> {
  switch (engine) {
    case 'reference': {
      if (!options.plan || !options.site) throw new Error('the reference engine needs the plan and the site');
      return startReference(siteDir, options.port ?? 0, options.plan, options.site, options.target ?? 'static');
    }
    case 'netlify':
      return startNetlify(siteDir, options.port ?? 0);
    case 'nginx':
      return onFreePort(options.port, (port) => startNginx(siteDir, port));
    case 'cloudflare':
      return onFreePort(options.port, (port) => startWrangler(siteDir, port, options.projectRoot));
  }
}

/** Tries with another free port when the one picked for an engine process was taken before it bound it. */
const PORT_TRIES = 3;

/**
 * Starts an engine process on `port`, or on a free port: one that was free a moment ago, which
 * another process may take before the engine binds it; then the engine fails to start, and it is
 * started again on another free port.
 */
export async function onFreePort<T>(port: number | undefined, start: (port: number) => Promise<T>): Promise<T> {
  if (port) return start(port);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await start(await freePort());
    } catch (error) {
      if (attempt >= PORT_TRIES || !isEnginePortInUseError(error)) throw error;
    }
  }
}

/** Whether an engine can run here, and if not, why (and how to install it). */
export function engineAvailable(engine: Engine, projectRoot: string): { ok: true } | { ok: false; reason: string } {
  switch (engine) {
    case 'reference':
      return { ok: true };
    case 'nginx':
      return findNginx() ? { ok: true } : { ok: false, reason: 'nginx is not installed (apt-get install -y nginx, or bash scripts/ensure-engines.sh)' };
    case 'cloudflare':
      return findWrangler(projectRoot) ? { ok: true } : { ok: false, reason: 'wrangler is not installed (npm ci)' };
    case 'netlify': {
      const require = createRequire(join(projectRoot, 'package.json'));
      try {
        require.resolve('netlify-redirector');
        require.resolve('@netlify/redirect-parser');
        return existsSync(projectRoot) ? { ok: true } : { ok: false, reason: `no project at ${projectRoot}` };
      } catch {
        return { ok: false, reason: 'netlify-redirector and @netlify/redirect-parser are not installed (npm ci)' };
      }
    }
  }
}
