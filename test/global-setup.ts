import { spawnSync } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';

/** What the global setup gives the suites (read with `inject('builtSite')`). */
export interface BuiltSite {
  /** `<dir>/<target>/<site>/` is the output of `site build --target <target>`. */
  dir: string;
  /** Summary of the static target's build. */
  summary: { buildId: string; pages: number; files: number };
}

declare module 'vitest' {
  export interface ProvidedContext {
    builtSite: BuiltSite;
  }
}

const ROOT = resolve(import.meta.dirname, '..');

/**
 * Builds the shipped site once for every host target with the real CLI (`site build --target all`,
 * worker threads and all), before any test file runs. The build, host and end-to-end suites test
 * that output instead of building again.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(join(tmpdir(), 'site-built-'));
  await chmod(dir, 0o755); // nginx workers run as another user when the tests run as root
  const result = spawnSync(process.execPath, [join(ROOT, 'bin', 'site.mjs'), 'build', '--target', 'all', '--out', dir, '--format', 'json'], {
    cwd: ROOT,
    env: { ...process.env, SITE_ROOT: ROOT, NO_COLOR: '1' },
    encoding: 'utf8',
    maxBuffer: 1 << 28,
  });
  let body: { ok: boolean; targets?: { target: string; summary: BuiltSite['summary'] }[]; diagnostics?: { severity: string; message: string }[] } | undefined;
  try {
    body = JSON.parse(result.stdout) as typeof body;
  } catch {
    body = undefined;
  }
  if (result.status !== 0 || !body?.ok) {
    const errors = body?.diagnostics?.filter((d) => d.severity === 'error').map((d) => d.message) ?? [];
    throw new Error(`site build --target all failed (exit ${result.status}):\n${errors.join('\n') || result.stderr || result.stdout}`);
  }
  const summary = body.targets?.find((entry) => entry.target === 'static')?.summary;
  if (!summary) throw new Error('site build --target all printed no static summary');
  project.provide('builtSite', { dir, summary: { buildId: summary.buildId, pages: summary.pages, files: summary.files } });
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
