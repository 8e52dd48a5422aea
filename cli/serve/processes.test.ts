import { describe, expect, it } from 'vitest';
import { groupMembers } from '../../test/hosts/process-table.ts';
import { groupAlive, spawnGroup } from './processes.ts';

describe('spawnGroup', () => {
  it('stops the whole group, and a second stop is the same stop (no signal to a group id that may be reused)', async () => {
    const group = spawnGroup('/bin/sh', ['-c', 'sleep 60 & sleep 60; wait'], { cwd: '/' });
    const leader = group.child.pid as number;
    await expect.poll(() => groupMembers(leader).length, { timeout: 30_000 }).toBe(3);
    const first = group.stop();
    expect(group.stop()).toBe(first);
    await first;
    // stop() resolves only once the kernel has ended and reaped every process of the group.
    expect(group.running()).toBe(false);
    expect(groupAlive(leader)).toBe(false);
    expect(groupMembers(leader)).toEqual([]);
  });

  it('kills a group that ignores SIGTERM once the grace time is over, and waits until it is gone', async () => {
    const group = spawnGroup('/bin/sh', ['-c', "trap '' TERM; sleep 60 & sleep 60; wait"], { cwd: '/' });
    const leader = group.child.pid as number;
    await expect.poll(() => groupMembers(leader).length, { timeout: 30_000 }).toBe(3);
    await group.stop(100);
    expect(group.child.signalCode).toBe('SIGKILL');
    expect(groupAlive(leader)).toBe(false);
    expect(groupMembers(leader)).toEqual([]);
  });
});
