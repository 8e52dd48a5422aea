/**
 * `site dev` as a real process on a temp copy of the project, for the browser test: started with
 * `--port 0`, its site URLs read from what it prints, stopped by its pid (SIGTERM) and awaited.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from '../support/temp-project.ts';

/** A running `site dev`. */
export interface RunningDev {
  child: ChildProcess;
  /** Site id → `http://127.0.0.1:PORT`. */
  urls: Record<string, string>;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  /** Sends SIGTERM and resolves with its exit code once it has exited and its output is read. */
  stop(): Promise<number | null>;
}

/**
 * Starts `site dev --port 0 [args]` in `root` and resolves once it watches (its first build done).
 * `whileBuilding` runs as soon as it says it is building, before its watcher exists.
 */
export async function startDev(root: string, timeoutMs: number, args: readonly string[] = [], whileBuilding?: () => void): Promise<RunningDev> {
  const child = spawn(process.execPath, [join(ROOT, 'bin', 'site.mjs'), 'dev', '--port', '0', ...args], {
    cwd: root,
    env: { ...process.env, SITE_ROOT: root, SITE_CACHE_DIR: join(root, '.site-cache'), NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  // 'exit' may come before the last output has been read; 'close' comes once stdout and stderr are
  // drained too, so `output()` then holds everything the process printed.
  const exited = new Promise<number | null>((done) => child.once('close', (code) => done(code)));
  let alive = true;
  child.once('exit', () => (alive = false));
  const stop = async () => {
    if (alive) child.kill('SIGTERM');
    return exited;
  };
  const watching = new Promise<void>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`site dev did not start within ${timeoutMs} ms:\n${out}`)), timeoutMs);
    let building = false;
    const look = (chunk: Buffer) => {
      out += chunk.toString();
      if (!building && out.includes('site dev: building')) {
        building = true;
        whileBuilding?.();
      }
      if (out.includes('site dev: watching')) {
        clearTimeout(timer);
        done();
      }
    };
    child.stdout.on('data', look);
    child.stderr.on('data', look);
    void exited.then(() => fail(new Error(`site dev exited early:\n${out}`)));
  });
  try {
    await watching;
  } catch (error) {
    await stop();
    throw error;
  }
  const urls = Object.fromEntries([...out.matchAll(/^ {2}(\w+) +(http:\/\/127\.0\.0\.1:\d+)\/$/gm)].map((match) => [match[1], match[2]]));
  return { child, urls, output: () => out, stop };
}
