import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { builtTargetOf, servableProblem } from './built-target.ts';

let dir = '';
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function site(files: string[]): Promise<string> {
  dir = await mkdtemp(join(tmpdir(), 'site-built-target-'));
  for (const file of ['builds/latest.json', ...files]) {
    await mkdir(join(dir, file, '..'), { recursive: true });
    await writeFile(join(dir, file), '{}');
  }
  return dir;
}

describe('builtTargetOf', () => {
  it('tells each target by the files only it writes', async () => {
    expect(builtTargetOf(await site(['index.html']))).toBe('static');
    await rm(dir, { recursive: true });
    expect(builtTargetOf(await site(['_redirects', '_headers']))).toBe('netlify');
    await rm(dir, { recursive: true });
    expect(builtTargetOf(await site(['_redirects', '_headers', '_worker.js', '_routes.json']))).toBe('cloudflare');
    await rm(dir, { recursive: true });
    expect(builtTargetOf(await site(['_nginx/server.conf']))).toBe('nginx');
  });

  it('is undefined for a folder that is no built site, and the problem names the sites inside it', async () => {
    dir = await mkdtemp(join(tmpdir(), 'site-built-target-'));
    expect(builtTargetOf(dir)).toBeUndefined();
    await mkdir(join(dir, 'main', 'builds'), { recursive: true });
    await writeFile(join(dir, 'main', 'builds', 'latest.json'), '{}');
    expect(servableProblem(dir, ['main', 'zh'], 'nginx', 'nginx')).toContain(`it holds the built sites main: pass one of them, e.g. --dir ${join(dir, 'main')}`);
    expect(servableProblem(join(dir, 'main'), ['main'], undefined, 'reference')).toBeUndefined();
  });
});
