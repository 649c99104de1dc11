/**
 * A CPU quota for one server process, as a container's CPU limit gives a node its own share of a
 * machine (docker-compose's `cpus`): the process goes into a cgroup of its own whose CFS quota is
 * that many cores per period. On a machine with two cores that the simulated browsers and
 * PostgreSQL share, this is what lets one node be measured against two nodes of the same size.
 * cgroup v1 (`/sys/fs/cgroup/cpu`) or v2 (`/sys/fs/cgroup` with the cpu controller); needs root.
 */
import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Short periods: a node over its quota waits for the next period, so the period bounds the stall
 * (Docker's default of 100 ms would put up to 100 ms throttles into every latency figure).
 */
const PERIOD_MICROSECONDS = 10_000;

type Layout = { root: string; limit(directory: string, quota: number): void; throttledMs: string };

function cgroupLayout(): Layout {
  const v1 = '/sys/fs/cgroup/cpu';
  if (existsSync(path.join(v1, 'cpu.cfs_quota_us')))
    return {
      root: v1,
      limit(directory, quota) {
        writeFileSync(path.join(directory, 'cpu.cfs_period_us'), String(PERIOD_MICROSECONDS));
        writeFileSync(path.join(directory, 'cpu.cfs_quota_us'), String(quota));
      },
      throttledMs: 'throttled_time', // nanoseconds
    };
  const v2 = '/sys/fs/cgroup';
  if (readFileSync(path.join(v2, 'cgroup.controllers'), 'utf8').split(/\s+/).includes('cpu'))
    return {
      root: v2,
      limit(directory, quota) {
        writeFileSync(path.join(directory, 'cpu.max'), `${quota} ${PERIOD_MICROSECONDS}`);
      },
      throttledMs: 'throttled_usec',
    };
  throw new Error('BENCH_NODE_CORES needs a cgroup cpu controller (v1 or v2) and root');
}

export type ThrottleStats = { periods: number; throttledPeriods: number; throttledMs: number };

export type CpuQuota = {
  /** Periods so far, those in which the process hit its quota, and the time it waited. */
  stats(): ThrottleStats;
  /** Removes the cgroup once its process has exited. */
  remove(): void;
};

/** Puts the process (all its threads) into a new cgroup limited to `cores` cores. */
export function limitProcessCpu(pid: number, cores: number, name: string): CpuQuota {
  const layout = cgroupLayout();
  const directory = path.join(layout.root, name);
  mkdirSync(directory, { recursive: true });
  layout.limit(directory, Math.round(cores * PERIOD_MICROSECONDS));
  writeFileSync(path.join(directory, 'cgroup.procs'), String(pid));
  const divisor = layout.throttledMs === 'throttled_time' ? 1e6 : 1e3;
  return {
    stats() {
      const fields = new Map(
        readFileSync(path.join(directory, 'cpu.stat'), 'utf8')
          .trim()
          .split('\n')
          .map((line) => line.split(' ') as [string, string]),
      );
      const field = (key: string) => Number(fields.get(key) ?? 0);
      return {
        periods: field('nr_periods'),
        throttledPeriods: field('nr_throttled'),
        throttledMs: Math.round(field(layout.throttledMs) / divisor),
      };
    },
    remove: () => rmdirSync(directory),
  };
}
