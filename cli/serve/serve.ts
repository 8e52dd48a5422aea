import { existsSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import type { SitePlan } from '../../manifest/plan/types.ts';
import type { HostTarget } from '../hosts/types.ts';
import type { CliIO, ExitCode } from '../io.ts';
import { type Engine, ENGINE_TARGET, engineAvailable, type RunningEngine, startEngine } from './engines.ts';
import { servableProblem } from './built-target.ts';
import { isPortInUseError, nextFreeBase, portInUse, portInUseMessage } from './ports.ts';

export interface ServeOptions {
  site: string;
  engine: Engine;
  /** Port on 127.0.0.1; 0 picks a free one. */
  port: number;
  /** Site root to serve; default `dist/<site>`. */
  dir?: string;
}

/** What `site serve` needs from the build. */
export interface ServeHooks {
  /**
   * Makes sure the output for `target` is built and current (build when missing or older than its
   * inputs) and returns the site root, or `undefined` when the build failed (it has printed why).
   * Wired by the serve command; without it, the root must exist.
   */
  ensureBuilt?(request: { site: string; target: HostTarget; dir: string }): Promise<string | undefined>;
  /** Resolves when the server should stop; default: SIGINT or SIGTERM. */
  stopSignal?: Promise<void>;
}

/** Resolves on the first SIGINT or SIGTERM (and stops listening for them). */
export function untilSignal(): Promise<void> {
  return new Promise((done) => {
    const stop = () => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      done();
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
}

/**
 * `site serve`: starts the engine on 127.0.0.1 over the site's built output for the engine's
 * target, prints its URL, and on SIGINT/SIGTERM stops it and everything it started.
 */
export async function runServe(plan: SitePlan, options: ServeOptions, io: CliIO, hooks: ServeHooks = {}): Promise<ExitCode> {
  if (!plan.sites.some((site) => site.id === options.site)) {
    io.stderr.write(`site serve: unknown site "${options.site}"; sites: ${plan.sites.map((site) => site.id).join(', ')}\n`);
    return 1;
  }
  const available = engineAvailable(options.engine, io.cwd);
  if (!available.ok) {
    io.stderr.write(`site serve: ${available.reason}\n`);
    return 1;
  }
  if (await portInUse(options.port)) {
    io.stderr.write(portInUseMessage('serve', options.port, await nextFreeBase(options.port, 1)));
    return 2;
  }
  const target = ENGINE_TARGET[options.engine] ?? 'static';
  const requested = options.dir ? (isAbsolute(options.dir) ? options.dir : join(io.cwd, options.dir)) : join(io.cwd, 'dist', options.site);
  const dir = hooks.ensureBuilt ? await hooks.ensureBuilt({ site: options.site, target, dir: requested }) : requested;
  if (dir === undefined) {
    io.stderr.write(`site serve: the ${target} build failed; nothing is served (an older output would not show your change).\n`);
    return 1;
  }
  if (!existsSync(dir)) {
    io.stderr.write(`site serve: ${dir} does not exist; build it first (site build --target ${target}), or pass --dir.\n`);
    return 1;
  }
  const problem = servableProblem(dir, plan.sites.map((site) => site.id), ENGINE_TARGET[options.engine], options.engine);
  if (problem) {
    io.stderr.write(`site serve: ${problem}\n`);
    return 2;
  }
  let running: RunningEngine;
  try {
    running = await startEngine(options.engine, dir, { projectRoot: io.cwd, plan, site: options.site, target, ...(options.port ? { port: options.port } : {}) });
  } catch (error) {
    // Taken between the check above and the engine's listen (a build can take a while).
    if (!isPortInUseError(error) && !(options.port && (await portInUse(options.port)))) throw error;
    io.stderr.write(portInUseMessage('serve', options.port, await nextFreeBase(options.port, 1)));
    return 2;
  }
  io.stdout.write(`site serve: ${options.site} with ${options.engine} (${target} output in ${dir}) at ${running.url}/ — Ctrl-C to stop\n`);
  try {
    await (hooks.stopSignal ?? untilSignal());
  } finally {
    await running.stop();
    io.stdout.write('site serve: stopped\n');
  }
  return 0;
}
