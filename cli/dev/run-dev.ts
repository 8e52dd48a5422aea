import { spawn } from 'node:child_process';
import { join } from 'node:path';
import type { Diagnostic } from '../../manifest/diagnostics.ts';
import type { CliIO, ExitCode } from '../io.ts';
import { formatDiagnosticsText } from '../report/diagnostics.ts';
import { type Engine, engineAvailable } from '../serve/engines.ts';
import { untilSignal } from '../serve/serve.ts';
import { DevEngines } from './dev-engines.ts';
import { freePort } from '../serve/processes.ts';
import { firstPortInUse, isPortInUseError, portInUseMessage } from '../serve/ports.ts';
import type { DevMessage } from './dev-client.ts';
import { type DevOrigins, devOriginsFor } from './dev-origins.ts';
import { startDevServers } from './dev-server.ts';
import { type DevBuild, DevSession, type DevSessionOptions } from './dev-session.ts';
import { overlayHtml } from './overlay.ts';
import { watchProject } from './watcher.ts';

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

/** Default first port of `site dev` (main; zh and ru get the next two). */
export const DEV_PORT = 4321;

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
  const stopSignal = hooks.stopSignal ?? untilSignal();
  await session.load();
  const siteIds = session.siteIds();
  if (siteIds.length === 0) siteIds.push('main');
  const ports = options.port === 0 ? await Promise.all(siteIds.map(() => freePort())) : siteIds.map((_, i) => options.port + i);
  const taken = options.port === 0 ? undefined : await firstPortInUse(ports);
  if (taken !== undefined) {
    io.stderr.write(portInUseMessage('dev', taken));
    return 2;
  }
  const origins: DevOrigins = Object.fromEntries(siteIds.map((id, i) => [id, devOriginsFor([id], ports[i] ?? 0)[id] ?? '']));
  session.setOrigins(origins);
  let error: string | undefined;
  let servers;
  try {
    servers = await startDevServers(siteIds.map((id, i) => ({ id, port: ports[i] ?? 0 })), { tree: () => session.tree.current, plan: () => session.plan, target: engines?.target ?? 'static', error: () => error, ...(engines ? { upstream: (site: string) => engines.upstream(site) } : {}) });
  } catch (failure) {
    if (!isPortInUseError(failure)) throw failure;
    io.stderr.write(portInUseMessage('dev', ports.find((port) => port) ?? options.port));
    return 2;
  }
  const report = (build: DevBuild, label: string): DevMessage[] => {
    if (!build.ok) {
      io.stderr.write(formatDiagnosticsText(build.diagnostics.filter((d: Diagnostic) => d.severity === 'error'), { ...io, stdout: io.stderr }));
      io.stderr.write(`site dev: ${label}: the build has errors; still serving the last good pages.\n`);
      error = overlayHtml(build.diagnostics);
      return [{ type: 'error', html: error }];
    }
    error = undefined;
    io.stdout.write(`site dev: ${label}: ${build.rendered} page${build.rendered === 1 ? '' : 's'} rendered, ${build.reload === 'none' ? 'nothing to reload' : build.reload === 'css' ? 'stylesheet swapped' : 'pages reloaded'} (${build.seconds.toFixed(2)} s)\n`);
    const messages: DevMessage[] = [{ type: 'ok' }];
    if (build.reload === 'reload') messages.push({ type: 'reload' });
    if (build.reload === 'css') messages.push({ type: 'css', paths: [...new Set((build.change?.changed ?? []).filter((path) => path.endsWith('.css')).map((path) => path.slice(path.indexOf('/'))))], version: build.change?.generation.number ?? 0 });
    return messages;
  };
  /** With a real engine: write the new tree and restart the engines over it; a failure is reported like a build error. */
  const serve = async (build: DevBuild): Promise<DevBuild> => {
    const tree = session.tree.current;
    if (!engines || !build.ok || !tree || !session.plan) return build;
    try {
      await engines.update(tree, session.plan, siteIds);
      return build;
    } catch (failure) {
      return { ...build, ok: false, diagnostics: [{ severity: 'error', code: 'BUILD_FAILED', message: `The ${engine} engine did not start: ${(failure as Error).message}.`, hint: `site serve --engine ${engine} shows the same error with the engine's output.` }] };
    }
  };
  io.stdout.write(`site dev: building ${siteIds.length} sites into memory${engines ? ` (served by ${engine})` : ''}…\n`);
  const first = await serve(await session.firstBuild());
  report(first, 'first build');
  for (const id of siteIds) io.stdout.write(`  ${id.padEnd(6)} ${servers.urls[id]}/\n`);
  io.stdout.write('site dev: watching manifest/, content/, templates/, runtime/ — Ctrl-C to stop\n');
  if (options.open && servers.urls[siteIds[0] ?? '']) openBrowser(`${servers.urls[siteIds[0] ?? '']}/`);
  const server = servers;
  const watcher = watchProject(io.cwd, async (paths) => {
    const build = await session.update(paths).then(serve).catch((failure: unknown) => ({ ok: false, diagnostics: [{ severity: 'error' as const, code: 'BUILD_FAILED' as const, message: `The rebuild stopped: ${(failure as Error).message}.` }], reload: 'none' as const, files: paths, rendered: 0, markdownRendered: 0, seconds: 0 }));
    if (build.ok && build.files.length === 0) {
      // No content changed (a touch, a save of the same bytes): nothing to build or reload.
      settings.timing?.(`dev: ${paths.length} event${paths.length === 1 ? '' : 's'}, no content change, in`, build.seconds);
      return;
    }
    for (const message of report(build, build.files.slice(0, 3).join(', ') + (build.files.length > 3 ? ` and ${build.files.length - 3} more` : ''))) server.broadcast(message);
  });
  await watcher.ready;
  try {
    await stopSignal;
  } finally {
    await watcher.close();
    await server.stop();
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
