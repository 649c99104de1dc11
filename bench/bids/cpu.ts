/**
 * CPU time spent by the processes on this machine during a phase, from /proc (Linux): the bench
 * client itself, the server under test and PostgreSQL's backends. Divided by the accepted bids it
 * says what one bid costs each of them, a figure that holds even when the cores are shared.
 */
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** CPU seconds (user + system) of one process, or 0 if it is gone. */
function processCpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at ") ".
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

function pidsOf(command: string): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === command;
      } catch {
        return false;
      }
    });
}

export type CpuSample = { client: number; server: number; postgres: Map<number, number> };

export function sampleCpu(serverPid: number | undefined): CpuSample {
  const usage = process.cpuUsage();
  return {
    client: (usage.user + usage.system) / 1e6,
    server: serverPid === undefined ? Number.NaN : processCpuSeconds(serverPid),
    postgres: new Map(pidsOf('postgres').map((pid) => [pid, processCpuSeconds(pid)])),
  };
}

/** CPU seconds each side spent between two samples. */
export function cpuBetween(before: CpuSample, after: CpuSample) {
  let postgres = 0;
  for (const [pid, seconds] of after.postgres)
    postgres += seconds - (before.postgres.get(pid) ?? 0);
  return { client: after.client - before.client, server: after.server - before.server, postgres };
}
