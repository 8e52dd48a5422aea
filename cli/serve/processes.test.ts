import { describe, expect, it } from 'vitest';
import { groupMembers } from '../../test/hosts/process-table.ts';
import { spawnGroup } from './processes.ts';

describe('spawnGroup', () => {
  it('stops the whole group, and a second stop is the same stop (no signal to a group id that may be reused)', async () => {
    const group = spawnGroup('/bin/sh', ['-c', 'sleep 60 & sleep 60; wait'], { cwd: '/' });
    const leader = group.child.pid as number;
    await expect.poll(() => groupMembers(leader).length, { timeout: 5_000 }).toBe(3);
    const first = group.stop();
    expect(group.stop()).toBe(first);
    await first;
    expect(group.running()).toBe(false);
    expect(groupMembers(leader)).toEqual([]);
  });
});
