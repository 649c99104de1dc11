/**
 * A CPU quota for one server process, as a container's CPU limit gives a node its own share of a
 * machine (docker-compose's `cpus`): the process goes into a cgroup of its own whose CFS quota is
 * that many cores per period. On a machine with two cores that the simulated browsers and
 * PostgreSQL share, this is what lets one node be measured against two nodes of the same size.
 * cgroup v1 (`/sys/fs/cgroup/cpu`) or v2 (`/sys/fs/cgroup` with the cpu controller enabled for
 * its children); needs root.
 */
import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Short periods: a node over its quota waits for the next period, so the period bounds the stall
 * (Docker's default of 100 ms would put up to 100 ms throttles into every latency figure).
 */
const PERIOD_MICROSECONDS = 10_000;
/** The kernel's smallest quota. */
const MIN_QUOTA_MICROSECONDS = 1_000;

type Layout = {
  root: string;
  limit(directory: string, quota: number): void;
  /** The `cpu.stat` field of the time spent throttled, and its units per millisecond. */
  throttledKey: string;
  throttledUnitsPerMs: number;
};

function cgroupLayout(): Layout {
  const v1 = '/sys/fs/cgroup/cpu';
  if (existsSync(path.join(v1, 'cpu.cfs_quota_us')))
    return {
      root: v1,
      limit(directory, quota) {
        writeFileSync(path.join(directory, 'cpu.cfs_period_us'), String(PERIOD_MICROSECONDS));
        writeFileSync(path.join(directory, 'cpu.cfs_quota_us'), String(quota));
      },
      throttledKey: 'throttled_time',
      throttledUnitsPerMs: 1e6,
    };
  const v2 = '/sys/fs/cgroup';
  const enabled = path.join(v2, 'cgroup.subtree_control');
  if (existsSync(enabled) && readFileSync(enabled, 'utf8').split(/\s+/).includes('cpu'))
    return {
      root: v2,
      limit(directory, quota) {
        writeFileSync(path.join(directory, 'cpu.max'), `${quota} ${PERIOD_MICROSECONDS}`);
      },
      throttledKey: 'throttled_usec',
      throttledUnitsPerMs: 1e3,
    };
  throw new Error(
    'BENCH_NODE_CORES needs root and a cgroup cpu controller ' +
      '(v1, or v2 with +cpu in cgroup.subtree_control)',
  );
}

export type ThrottleStats = { periods: number; throttledPeriods: number; throttledMs: number };

export type CpuQuota = {
  /** Periods so far, those in which the process hit its quota, and the time it waited. */
  stats(): ThrottleStats;
  /** Removes the cgroup once its process has exited (a warning, not an error, if it cannot). */
  remove(): void;
};

/** A fresh cgroup: one left by a run that crashed is removed first (it fails if still in use). */
function freshCgroup(directory: string): void {
  if (existsSync(directory)) rmdirSync(directory);
  mkdirSync(directory);
}

/** Puts the process (all its threads) into a new cgroup limited to `cores` cores. */
export function limitProcessCpu(pid: number, cores: number, name: string): CpuQuota {
  const quota = Math.round(cores * PERIOD_MICROSECONDS);
  if (quota < MIN_QUOTA_MICROSECONDS)
    throw new Error(
      `BENCH_NODE_CORES must be at least ${MIN_QUOTA_MICROSECONDS / PERIOD_MICROSECONDS}`,
    );
  const layout = cgroupLayout();
  const directory = path.join(layout.root, name);
  freshCgroup(directory);
  try {
    layout.limit(directory, quota);
    writeFileSync(path.join(directory, 'cgroup.procs'), String(pid));
  } catch (error) {
    rmdirSync(directory);
    throw error;
  }
  return {
    stats() {
      const fields = new Map(
        readFileSync(path.join(directory, 'cpu.stat'), 'utf8')
          .trim()
          .split('\n')
          .map((line) => line.split(' ') as [string, string]),
      );
      const field = (key: string) => {
        const value = fields.get(key);
        if (value === undefined) throw new Error(`${directory}/cpu.stat has no ${key}`);
        return Number(value);
      };
      return {
        periods: field('nr_periods'),
        throttledPeriods: field('nr_throttled'),
        throttledMs: Math.round(field(layout.throttledKey) / layout.throttledUnitsPerMs),
      };
    },
    remove() {
      try {
        rmdirSync(directory);
      } catch (error) {
        console.warn(`could not remove ${directory}: ${String(error)}`);
      }
    },
  };
}
