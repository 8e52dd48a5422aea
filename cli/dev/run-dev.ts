import { spawn } from 'node:child_process';
import { join } from 'node:path';
import type { CliIO, ExitCode } from '../io.ts';
import { type Engine, engineAvailable } from '../serve/engines.ts';
import { firstPortInUse, isPortInUseError, nextFreeBase, portInUseMessage, portOfError, portRangeMessage } from '../serve/ports.ts';
import { untilSignal } from '../serve/serve.ts';
import { DevEngines } from './dev-engines.ts';
import { changeLabel, createDevReporter, stoppedBuild } from './dev-report.ts';
import { startDevServers } from './dev-server.ts';
import { type DevBuild, DevSession, type DevSessionOptions } from './dev-session.ts';
import { type ProjectWatcher, watchProject } from './watcher.ts';

export interface DevOptions {
  /** First port: the sites get this one and the next ones, in manifest order; 0 = any free ports. */
  port: number;
  open?: boolean;
  /** `reference` answers from memory; the others run the real engine over the tree written to disk. */
  engine?: Engine;
  /** Where the trees for a real engine are written (never dist/). */
  engineDir?: string;
}

export interface DevHooks {
  /** Resolves when the server should stop; default: SIGINT or SIGTERM. */
  stopSignal?: Promise<void>;
}

/**
 * `site dev`: builds every site into memory on loopback origins, serves each on its own port,
 * watches the project and rebuilds what an edit touches, and tells the open pages to reload (or to
 * swap their stylesheet, or to show the errors). Stops on SIGINT/SIGTERM, leaving nothing running.
 */
export async function runDev(io: CliIO, options: DevOptions, settings: Omit<DevSessionOptions, 'root' | 'origins'>, hooks: DevHooks = {}): Promise<ExitCode> {
  const engine = options.engine ?? 'reference';
  const available = engineAvailable(engine, io.cwd);
  if (!available.ok) {
    io.stderr.write(`site dev: ${available.reason}\n`);
    return 1;
  }
  const engines = engine === 'reference' ? undefined : new DevEngines(engine, options.engineDir ?? join(settings.cacheDir, 'engine'), io.cwd);
  const session = new DevSession({ root: io.cwd, ...settings, target: engines?.target ?? 'static' });
  await session.load();
  const siteIds = session.siteIds().length ? session.siteIds() : ['main'];
  // Fixed ports are checked before anything is built, so a port in use is one clear usage error.
  if (options.port !== 0 && options.port + siteIds.length - 1 > 65535) {
    await session.close();
    io.stderr.write(portRangeMessage('dev', options.port, siteIds.length));
    return 2;
  }
  const taken = options.port === 0 ? undefined : await firstPortInUse(siteIds.map((_, i) => options.port + i));
  if (taken !== undefined) {
    await session.close();
    io.stderr.write(portInUseMessage('dev', taken, await nextFreeBase(taken, siteIds.length)));
    return 2;
  }
  const reporter = createDevReporter(io);
  const state = { served: () => session.served, target: engines?.target ?? 'static', error: reporter.error, ...(engines ? { upstream: (site: string) => engines.upstream(site) } : {}) } as const;
  // With --port 0 each server listens on port 0 and the kernel picks the port as it binds: no port
  // is chosen first and released, so no other process can take it in between.
  // A port taken between that check and the listen() (another process was quicker) is the same
  // usage error, naming the port that was taken.
  let lost = options.port;
  const servers = await startDevServers(siteIds.map((id, i) => ({ id, port: options.port === 0 ? 0 : options.port + i })), state).catch((failure: unknown) => {
    if (!isPortInUseError(failure)) throw failure;
    lost = portOfError(failure, options.port);
    return undefined;
  });
  if (!servers) {
    await session.close();
    io.stderr.write(portInUseMessage('dev', lost, await nextFreeBase(lost, siteIds.length)));
    return 2;
  }
  // The origins are the servers' own: pages link and redirect across the sites on these ports.
  session.setOrigins(Object.fromEntries(siteIds.map((id) => [id, servers.urls[id] ?? ''])));
  const stopSignal = hooks.stopSignal ?? untilSignal();
  // Ctrl-C during the first build (which takes seconds on a cold cache) stops it at once: its
  // render workers end and nothing more is started or printed.
  let stopping = false;
  void stopSignal.then(() => {
    stopping = true;
    session.abort();
  });
  /** With a real engine: write the new tree and restart the engines over it; a failure is reported like a build error. */
  const serve = async (build: DevBuild): Promise<DevBuild> => {
    const served = session.served;
    if (!engines || !build.ok || !served || stopping) return build;
    const started = performance.now();
    return engines.update(served.tree, served.plan, siteIds).then(
      () => ({ ...build, seconds: build.seconds + (performance.now() - started) / 1000 }),
      (failure: unknown) => ({ ...build, ok: false, diagnostics: [{ severity: 'error' as const, code: 'BUILD_FAILED' as const, message: `The ${engine} engine did not start: ${(failure as Error).message}.`, hint: `site serve --engine ${engine} shows the same error with the engine's output.` }] }),
    );
  };
  let watcher: ProjectWatcher | undefined;
  try {
    io.stdout.write(`site dev: building ${siteIds.length} sites into memory${engines ? ` (served by ${engine})` : ''}…\n`);
    const first = await serve(await session.firstBuild());
    if (stopping) return 0;
    reporter.report(first, 'first build');
    for (const id of siteIds) io.stdout.write(`  ${id.padEnd(6)} ${servers.urls[id]}/\n`);
    watcher = watchProject(io.cwd, async (paths) => {
      const build = await session.update(paths).then(serve).catch((failure: unknown) => stoppedBuild(failure, paths));
      if (build.ok && build.files.length === 0) {
        // No content changed (a touch, a save of the same bytes): nothing to build or reload.
        settings.timing?.(`dev: ${paths.length} event${paths.length === 1 ? '' : 's'}, no content change, in`, build.seconds);
        return;
      }
      for (const message of reporter.report(build, changeLabel(build.files))) servers.broadcast(message);
    });
    // Said only once the watcher has scanned: an edit made before that would not be reported.
    await watcher.ready;
    // Saves made before the scan (during the first build) had no watcher to see them: every
    // watched file is checked once, in the watcher's own batches, so nothing saved is missed.
    watcher.notify(session.watchedPaths());
    io.stdout.write('site dev: watching manifest/, content/, templates/, runtime/ — Ctrl-C to stop\n');
    if (options.open) openBrowser(`${servers.urls[siteIds[0] ?? 'main']}/`);
    await stopSignal;
  } finally {
    await watcher?.close();
    await servers.stop();
    await engines?.stop();
    await session.close();
    io.stdout.write('site dev: stopped\n');
  }
  return 0;
}

/** Opens a URL in the default browser, if there is one; failure is silent (the URL is printed). */
function openBrowser(url: string): void {
  const [command, ...args] = process.platform === 'darwin' ? ['open', url] : process.platform === 'win32' ? ['cmd', '/c', 'start', '', url] : ['xdg-open', url];
  try {
    const child = spawn(command ?? 'xdg-open', args, { stdio: 'ignore', detached: true });
    child.on('error', () => undefined);
    child.unref();
  } catch {
    // no browser to open
  }
}
