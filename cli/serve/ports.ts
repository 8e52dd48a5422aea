import { createServer } from 'node:net';

/** True when `port` cannot be bound on 127.0.0.1 because something else holds it (EADDRINUSE). */
export async function portInUse(port: number): Promise<boolean> {
  if (port === 0) return false;
  return new Promise((answer, reject) => {
    const server = createServer();
    server.once('error', (error: NodeJS.ErrnoException) => (error.code === 'EADDRINUSE' || error.code === 'EACCES' ? answer(true) : reject(error)));
    server.listen(port, '127.0.0.1', () => server.close(() => answer(false)));
  });
}

/** The first of `ports` that is in use on 127.0.0.1, if any. */
export async function firstPortInUse(ports: readonly number[]): Promise<number | undefined> {
  for (const port of ports) if (await portInUse(port)) return port;
  return undefined;
}

/*
 * Two ways a port turns out to be taken, so two tests:
 * - a server of this process (`listen()` in Node: the reference and netlify engines, the dev
 *   servers) fails with an error whose `code` is EADDRINUSE (EACCES for a port it may not bind);
 * - an engine child process (nginx, wrangler's workerd) exits, and the error `startGroup` throws
 *   has no code, only the child's output in its message (nginx: `bind() to 127.0.0.1:8080 failed
 *   (98: Address already in use)`).
 */

/** True for the error Node's `listen()` gives when the port is taken. */
export function isPortInUseError(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'EADDRINUSE' || code === 'EACCES';
}

/** The port a listen() error names (Node sets it on EADDRINUSE), else `fallback`. */
export function portOfError(error: unknown, fallback: number): number {
  const port = (error as { port?: unknown } | undefined)?.port;
  return typeof port === 'number' && port > 0 ? port : fallback;
}

/** True when an engine child process failed to start because its port was taken (by what it printed). */
export function isEnginePortInUseError(error: unknown): boolean {
  return /address already in use|EADDRINUSE|bind\(\)/i.test((error as Error | undefined)?.message ?? '');
}

/**
 * The first base port after `taken` whose `count` consecutive ports (a dev server's sites) are all
 * free on 127.0.0.1 right now, within 65535; undefined when none of the next 50 bases is.
 */
export async function nextFreeBase(taken: number, count: number): Promise<number | undefined> {
  for (let base = taken + 1; base + count - 1 <= 65535 && base <= taken + 50; base++) {
    if ((await firstPortInUse(Array.from({ length: count }, (_, i) => base + i))) === undefined) return base;
  }
  return undefined;
}

/**
 * The usage error of a taken port (the command exits 2): names the port and how to pick another:
 * `suggested` (a base found free, see {@link nextFreeBase}) when there is one, and `--port 0`.
 */
export function portInUseMessage(command: string, port: number, suggested?: number): string {
  const other = suggested === undefined ? '' : `site ${command} --port ${suggested}, or `;
  return `site ${command}: port ${port} on 127.0.0.1 is already in use (another server, or an earlier site ${command} still running).\n  hint: stop that server, or pick another port: ${other}--port 0 for any free port${command === 'dev' ? 's' : ''}\n`;
}

/** The usage error of a first port that leaves no room for every site's port (`site dev` takes `count` in a row). */
export function portRangeMessage(command: string, port: number, count: number): string {
  return `site ${command}: --port ${port} leaves no room for the ${count} sites, which take ports ${port} to ${port + count - 1}; the highest port is 65535.\n  hint: pick a first port from 1 to ${65536 - count}, or --port 0 for any free ports\n`;
}
