import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { removeOrphans } from './dev-renderer.ts';

let parent: string | undefined;
afterEach(async () => {
  if (parent) await rm(parent, { recursive: true, force: true });
});

describe('removeOrphans', () => {
  it("deletes the renderer folders of dev servers that no longer run, and only those", async () => {
    parent = await mkdtemp(join(tmpdir(), 'site-dev-renderer-'));
    // A process that has exited: its id names no running process (spawnSync waits for the exit).
    const dead = spawnSync(process.execPath, ['-e', '']).pid;
    const names = [`${process.pid}-1`, `${process.ppid}-2`, `${dead}-3`, `${dead}-4`, 'notes', `${dead}-x`];
    for (const name of names) await mkdir(join(parent, name));
    expect((await removeOrphans(parent)).sort()).toEqual([`${dead}-3`, `${dead}-4`]);
    expect((await readdir(parent)).sort()).toEqual([`${process.pid}-1`, `${process.ppid}-2`, 'notes', `${dead}-x`].sort());
  });

  it('does nothing when there is no folder yet', async () => {
    expect(await removeOrphans(join(tmpdir(), 'site-no-such-folder'))).toEqual([]);
  });
});
