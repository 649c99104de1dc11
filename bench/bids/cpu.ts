/**
 * CPU time spent by the processes on this machine during a phase, from /proc (Linux): the bench
 * client itself, the server under test and PostgreSQL's backends. Divided by the accepted bids it
 * says what one bid costs each of them, a figure that holds even when the cores are shared.
 */
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** CPU seconds of one process in user space and in the kernel, zeros if it is gone. */
function processCpu(pid: number): { user: number; system: number } {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at ") ".
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return {
      user: Number(fields[11]) / TICKS_PER_SECOND,
      system: Number(fields[12]) / TICKS_PER_SECOND,
    };
  } catch {
    return { user: 0, system: 0 };
  }
}

const processCpuSeconds = (pid: number) => {
  const { user, system } = processCpu(pid);
  return user + system;
};

/** System calls that read and that write (sockets included) a process made, from /proc/<pid>/io. */
function processSystemCalls(pid: number): { reads: number; writes: number } {
  try {
    const io = readFileSync(`/proc/${pid}/io`, 'utf8');
    const field = (name: string) => Number(new RegExp(`^${name}: (\\d+)`, 'm').exec(io)?.[1] ?? 0);
    return { reads: field('syscr'), writes: field('syscw') };
  } catch {
    return { reads: 0, writes: 0 };
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

export type CpuSample = {
  client: number;
  servers: number[];
  /** The server processes together: user and system seconds, read and write system calls. */
  serverDetail: { user: number; system: number; reads: number; writes: number };
  postgres: Map<number, number>;
  /** CPU seconds the whole machine spent busy (every process: other users' too), from /proc/stat. */
  machine: number;
};

/** Busy CPU seconds of the machine since boot: all time but idle and iowait, summed over cores. */
export function machineBusySeconds(): number {
  try {
    const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0].trim().split(/\s+/);
    const [user, nice, system, , , irq, softirq, steal] = ticks.map(Number);
    return (user + nice + system + irq + softirq + (steal || 0)) / TICKS_PER_SECOND;
  } catch {
    return Number.NaN;
  }
}

/** The server under test may be several processes (nodes): each is sampled on its own. */
export function sampleCpu(serverPids: number | readonly number[] | undefined): CpuSample {
  const usage = process.cpuUsage();
  const pids =
    serverPids === undefined ? [] : typeof serverPids === 'number' ? [serverPids] : serverPids;
  const serverDetail = { user: 0, system: 0, reads: 0, writes: 0 };
  for (const pid of pids) {
    const cpu = processCpu(pid);
    const calls = processSystemCalls(pid);
    serverDetail.user += cpu.user;
    serverDetail.system += cpu.system;
    serverDetail.reads += calls.reads;
    serverDetail.writes += calls.writes;
  }
  return {
    client: (usage.user + usage.system) / 1e6,
    servers: pids.map(processCpuSeconds),
    serverDetail,
    postgres: new Map(pidsOf('postgres').map((pid) => [pid, processCpuSeconds(pid)])),
    machine: machineBusySeconds(),
  };
}

/**
 * CPU seconds each side spent between two samples: `server` is all server processes together
 * (NaN when none was given), `servers` each of them, `machine` every process on the machine.
 */
export function cpuBetween(before: CpuSample, after: CpuSample) {
  let postgres = 0;
  for (const [pid, seconds] of after.postgres)
    postgres += seconds - (before.postgres.get(pid) ?? 0);
  const servers = after.servers.map((seconds, index) => seconds - before.servers[index]);
  const server = servers.length === 0 ? Number.NaN : servers.reduce((sum, s) => sum + s, 0);
  const machine = after.machine - before.machine;
  const detail = (key: keyof CpuSample['serverDetail']) =>
    after.serverDetail[key] - before.serverDetail[key];
  const serverDetail = {
    user: detail('user'),
    system: detail('system'),
    reads: detail('reads'),
    writes: detail('writes'),
  };
  return { client: after.client - before.client, server, servers, serverDetail, postgres, machine };
}
