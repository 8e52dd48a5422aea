import { type ChildProcess, spawn } from 'node:child_process';
import { request } from 'node:http';
import { createServer } from 'node:net';

/** A free TCP port on 127.0.0.1 (bound once, then released). */
export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

/** Resolves once `url` answers any HTTP status; rejects after `timeoutMs` or when `alive()` turns false. */
async function waitForHttp(url: string, timeoutMs: number, alive: () => boolean = () => true): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!alive()) throw new Error(`the server behind ${url} exited before it answered`);
    const answered = await new Promise<boolean>((done) => {
      const req = request(url, { method: 'HEAD', timeout: 1_000 }, (res) => {
        res.resume();
        done(true);
      });
      req.on('error', () => done(false));
      req.on('timeout', () => {
        req.destroy();
        done(false);
      });
      req.end();
    });
    if (answered) return;
    await new Promise((wait) => setTimeout(wait, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** A child process started in its own process group, with its output kept for error messages. */
export interface GroupProcess {
  child: ChildProcess;
  /** Last lines of stdout and stderr. */
  output(): string;
  running(): boolean;
  /**
   * SIGTERM to the whole group (the child and everything it started), SIGKILL after `graceMs`;
   * resolves once no process of the group is left (or after `GROUP_GONE_MS`). Signals once,
   * however often called.
   */
  stop(graceMs?: number): Promise<void>;
}

/** How long `stop()` waits for the kernel to end and reap a killed group before it gives up waiting. */
const GROUP_GONE_MS = 10_000;

/** True while any process (a zombie too) is in the process group `pgid`. */
export function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Resolves once the process group `pgid` is empty: SIGKILL is delivered at once, but a process
 * ends only when it next runs, and leaves the table only when it is reaped; on a busy machine
 * that takes a while. Polls with signal 0, which sends nothing.
 */
async function untilGroupGone(pgid: number, timeoutMs = GROUP_GONE_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (groupAlive(pgid) && Date.now() < deadline) await new Promise((wait) => setTimeout(wait, 10));
}

/**
 * Starts `command` in a new process group (so stopping it also stops its children, like wrangler's
 * workerd) and keeps the last 200 lines of its output. Only this group is ever signalled, by id.
 */
export function spawnGroup(command: string, args: readonly string[], options: { cwd: string; env?: NodeJS.ProcessEnv }): GroupProcess {
  const child = spawn(command, [...args], { cwd: options.cwd, env: options.env ?? process.env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString('utf8').split('\n'));
    if (lines.length > 200) lines.splice(0, lines.length - 200);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exited = child.exitCode !== null;
  const exit = new Promise<void>((done) => {
    child.once('exit', () => {
      exited = true;
      done();
    });
    child.once('error', (error) => {
      lines.push(String(error));
      exited = true;
      done();
    });
  });
  const signal = (name: NodeJS.Signals) => {
    if (child.pid === undefined) return;
    try {
      process.kill(-child.pid, name);
    } catch {
      // the group is already gone
    }
  };
  let stopping: Promise<void> | undefined;
  const stop = async (graceMs: number) => {
    if (!exited) {
      signal('SIGTERM');
      const timer = setTimeout(() => signal('SIGKILL'), graceMs);
      await exit;
      clearTimeout(timer);
    }
    // Whatever the leader left in its group (wrangler's workerd): once, while the group id is still ours.
    signal('SIGKILL');
    // The group id stays ours until its last process is reaped, so waiting on it never meets another group.
    if (child.pid !== undefined) await untilGroupGone(child.pid);
  };
  return {
    child,
    output: () => lines.join('\n'),
    running: () => !exited,
    stop: (graceMs = 5_000) => (stopping ??= stop(graceMs)),
  };
}

/**
 * Waits until a started engine answers on its loopback port. When it does not (it exited, or timed
 * out), stops it, runs `cleanup` and throws with its output and `log`. `stop` stops the group, then
 * runs `cleanup`.
 */
export async function startedEngine(group: GroupProcess, port: number, options: { name: string; timeoutMs: number; cleanup: () => Promise<void>; log?: () => Promise<string> }): Promise<{ url: string; stop(): Promise<void>; pid?: number }> {
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await group.stop();
    await options.cleanup();
  };
  try {
    await waitForHttp(`${url}/`, options.timeoutMs, group.running);
  } catch (error) {
    const log = options.log ? await options.log() : '';
    await stop();
    throw new Error(`${options.name} did not start: ${(error as Error).message}\n${group.output()}${log ? `\n${log}` : ''}`);
  }
  return { url, stop, ...(group.child.pid ? { pid: group.child.pid } : {}) };
}
