import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureIO } from '../../test/manifest/fixtures/io.ts';
import { ROOT } from '../../test/manifest/fixtures/shipped.ts';
import { fetchRaw } from '../../test/hosts/http-client.ts';
import { liveProcesses } from '../../test/hosts/process-table.ts';
import { prepareSite, shippedPlan, type SiteUnderTest } from '../../test/hosts/site-under-test.ts';
import { engineAvailable } from './engines.ts';
import { runServe } from './serve.ts';

/**
 * Runs `site serve` as a real process, waits for its URL, sends `signal` to it, and returns its
 * exit code, what it printed, the process groups its engine ran in, and the processes of those
 * groups still alive after it exited. Only these groups count: other engineers' and other tests'
 * nginx and wrangler processes on the same machine are none of this test's business.
 */
async function serveAndSignal(args: string[], signal: NodeJS.Signals): Promise<{ code: number | null; out: string; groups: number; leftover: string[]; answered: number }> {
  const child = spawn(process.execPath, [join(ROOT, 'bin', 'site.mjs'), 'serve', ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NO_COLOR: '1' } });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
  // 'exit' may come before the last output has been read; 'close' comes once stdout and stderr are drained too.
  const exited = new Promise<number | null>((done) => child.once('close', (code) => done(code)));
  let running = true;
  child.once('exit', () => (running = false));
  const url = await new Promise<string>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`site serve printed no URL: ${out}`)), 90_000);
    child.stdout.on('data', () => {
      const found = /at (http:\/\/127\.0\.0\.1:\d+)\//.exec(out)?.[1];
      if (found) {
        clearTimeout(timer);
        done(found);
      }
    });
    void exited.then(() => fail(new Error(`site serve exited early: ${out}`)));
  }).catch(async (error: unknown) => {
    if (running) child.kill('SIGTERM'); // by its pid: the CLI then stops its engine
    await exited;
    throw error;
  });
  const answered = await fetchRaw(url, '/pricing').then((answer) => answer.status, () => 0);
  // The engine runs in a process group of its own, which a child of the CLI leads (the CLI's other
  // children, such as esbuild's service, stay in the CLI's group).
  const groups = new Set(liveProcesses().filter((process) => process.ppid === child.pid && process.pgrp === process.pid).map((process) => process.pgrp));
  child.kill(signal);
  const code = await exited;
  const leftover = liveProcesses()
    .filter((process) => groups.has(process.pgrp))
    .map((process) => `${process.pid} ${process.cmdline}`);
  return { code, out, groups: groups.size, leftover, answered };
}

describe('site serve', () => {
  let nginxSite: SiteUnderTest | undefined;
  let cloudflareSite: SiteUnderTest | undefined;
  let referenceSite: SiteUnderTest | undefined;

  beforeAll(async () => {
    const plan = await shippedPlan();
    [nginxSite, cloudflareSite, referenceSite] = await Promise.all([prepareSite(plan, 'zh', 'nginx'), prepareSite(plan, 'zh', 'cloudflare'), prepareSite(plan, 'zh', 'static')]);
  }, 60_000);

  afterAll(async () => {
    await Promise.all([nginxSite?.cleanup(), cloudflareSite?.cleanup(), referenceSite?.cleanup()]);
  });

  it('serves nothing and exits 1 when the build it needs fails, even if an older output exists', async () => {
    const plan = await shippedPlan();
    const io = captureIO();
    const code = await runServe(plan, { site: 'zh', engine: 'reference', port: 0, dir: referenceSite?.dir ?? '' }, io, { ensureBuilt: async () => undefined, stopSignal: new Promise(() => undefined) });
    expect(code).toBe(1);
    expect(io.err()).toContain('site serve: the static build failed; nothing is served');
    expect(io.out()).not.toContain('http://127.0.0.1');
  });

  it('answers with resolve() on the reference engine and stops when asked', async () => {
    const plan = await shippedPlan();
    const io = captureIO();
    let stop = () => undefined as void;
    const stopSignal = new Promise<void>((done) => (stop = done));
    // Port 0: the kernel picks a free port as the server binds it (no window for another process to take it).
    const serving = runServe(plan, { site: 'zh', engine: 'reference', port: 0, dir: referenceSite?.dir ?? '' }, io, { stopSignal });
    await expect.poll(() => io.out(), { timeout: 30_000 }).toMatch(/ at http:\/\/127\.0\.0\.1:\d+\//);
    const url = /at (http:\/\/127\.0\.0\.1:\d+)\//.exec(io.out())?.[1] ?? '';
    expect(url).not.toMatch(/:0$/);
    expect(await fetchRaw(url, '/Pricing')).toMatchObject({ status: 301, location: '/pricing' });
    stop();
    expect(await serving).toBe(0);
    await expect(fetchRaw(url, '/')).rejects.toThrow();
  });

  it('says how to build when the output is missing', async () => {
    const plan = await shippedPlan();
    const io = captureIO();
    expect(await runServe(plan, { site: 'zh', engine: 'reference', port: 0, dir: '/nonexistent/dist/zh' }, io)).toBe(1);
    expect(io.err()).toContain('site build --target static');
  });

  it('refuses, as a usage error, a --dir that is the output folder above the sites (naming them) or a site built for another target', async () => {
    const plan = await shippedPlan();
    const parent = dirname(referenceSite?.dir ?? '');
    const above = captureIO();
    expect(await runServe(plan, { site: 'zh', engine: 'nginx', port: 0, dir: parent }, above)).toBe(2);
    expect(above.err()).toContain(`site serve: ${parent} is not the root of a built site (it has no builds/latest.json)`);
    expect(above.err()).not.toContain('internal error');
    // The static build served with the nginx engine: before, the engine threw "_nginx/server.conf is missing" as an internal error.
    const other = captureIO();
    expect(await runServe(plan, { site: 'zh', engine: 'nginx', port: 0, dir: referenceSite?.dir ?? '' }, other)).toBe(2);
    expect(other.err()).toContain('was built for the static target, and the nginx engine serves the nginx output; build it with site build --target nginx');
    const netlify = captureIO();
    expect(await runServe(plan, { site: 'zh', engine: 'netlify', port: 0, dir: cloudflareSite?.dir ?? '' }, netlify)).toBe(2);
    expect(netlify.err()).toContain('was built for the cloudflare target');
    expect(`${above.out()}${other.out()}${netlify.out()}`).not.toContain('http://127.0.0.1');
  });

  it.skipIf(!engineAvailable('nginx', ROOT).ok)('nginx: SIGTERM stops the CLI and leaves no nginx process behind', async () => {
    const result = await serveAndSignal(['--site', 'zh', '--engine', 'nginx', '--dir', nginxSite?.dir ?? ''], 'SIGTERM');
    expect(result.answered).toBe(200);
    expect(result.code, result.out).toBe(0);
    expect(result.out).toContain('site serve: stopped');
    expect(result.groups).toBe(1);
    expect(result.leftover).toEqual([]);
  }, 120_000);

  it.skipIf(!engineAvailable('cloudflare', ROOT).ok)('cloudflare: Ctrl-C (SIGINT) stops wrangler and workerd', async () => {
    const result = await serveAndSignal(['--site', 'zh', '--engine', 'cloudflare', '--dir', cloudflareSite?.dir ?? ''], 'SIGINT');
    expect(result.answered).toBe(200);
    expect(result.code, result.out).toBe(0);
    expect(result.groups).toBe(1);
    expect(result.leftover).toEqual([]);
  }, 150_000);
});
