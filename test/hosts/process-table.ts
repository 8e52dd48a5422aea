import { readdirSync, readFileSync } from 'node:fs';

/** Live (not zombie) processes of the process table, read from /proc: pid, parent, process group, command line. */
export function liveProcesses(): { pid: number; ppid: number; pgrp: number; cmdline: string }[] {
  const out: { pid: number; ppid: number; pgrp: number; cmdline: string }[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (fields[0] === 'Z' || fields[0] === 'X') continue;
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replace(/\0/g, ' ').trim();
      out.push({ pid: Number(entry), ppid: Number(fields[1]), pgrp: Number(fields[2]), cmdline });
    } catch {
      // the process ended while we read it
    }
  }
  return out;
}

/** Live members of a process group. */
export function groupMembers(pgid: number): number[] {
  return liveProcesses().filter((process) => process.pgrp === pgid).map((process) => process.pid);
}
