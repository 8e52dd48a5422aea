import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSettingsOf, cacheDirOf, type CliIO } from './io.ts';

const io = (env: CliIO['env']): CliIO => ({ stdout: { write: () => true }, stderr: { write: () => true }, cwd: '/srv/site', env });

describe('the build settings every rendering command shares (build, check, serve)', () => {
  it('puts the cache under node_modules/.cache/site/build, or SITE_CACHE_DIR relative to the project', () => {
    expect(cacheDirOf(io({}))).toBe(join('/srv/site', 'node_modules', '.cache', 'site', 'build'));
    expect(cacheDirOf(io({ SITE_CACHE_DIR: '.cache/ci' }))).toBe('/srv/site/.cache/ci');
    expect(cacheDirOf(io({ SITE_CACHE_DIR: '/tmp/site-cache' }))).toBe('/tmp/site-cache');
  });
  it('uses the compiled render worker and image encoder only when the launcher compiled them', () => {
    expect(buildSettingsOf(io({ SITE_CACHE_DIR: '/c' }))).toEqual({ cacheDir: '/c' });
    expect(buildSettingsOf(io({ SITE_CACHE_DIR: '/c', SITE_CLI_OUTDIR: '/out' }))).toEqual({
      cacheDir: '/c',
      workerFile: '/out/cli/build/render/render-worker.js',
      encoderFile: '/out/cli/build/inputs/encode-child.js',
    });
  });
});
