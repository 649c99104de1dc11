/**
 * bench/bids/capacity.ts: connected-bidder capacity of one node against several. The bid rate is
 * held at a modest open-loop rate while the rooms grow (watchers: accepted suppliers connected to
 * the room who do not bid), step by step, until p99 push latency passes a bound. With several
 * nodes each room member's socket goes to one of them, alternating within every tender, and a
 * bidder sends its bids to the node its socket is on, as a sticky load balancer would route a
 * browser. Each step starts fresh nodes (same JWT secret and database; REDIS_URL for all of them
 * unless BENCH_REDIS=0) and a fresh fixture. Usage: see bench/README.md.
 */
import type { ChildProcess } from 'node:child_process';
import { loadavg } from 'node:os';
import { startBenchServer } from '../common/server.ts';
import { machineBusySeconds } from './cpu.ts';
import { limitProcessCpu, type CpuQuota, type ThrottleStats } from './cpu-quota.ts';
import { closeHttpClient } from './http-client.ts';
import {
  checkDurability,
  closeRooms,
  connectRooms,
  measureLatency,
  quantileLine,
  round2,
  runBidding,
  warmBidderConnections,
  type UrlOf,
} from './live-room.ts';
import { createFixture } from './setup.ts';
import { WatcherThreads } from './watcher-threads.ts';
import { envNumber } from '../common/env.ts';

const list = (value: string) => value.split(',').map((item) => Number(item.trim()));

const settings = {
  databaseUrl:
    process.env.BENCH_DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/tendermark_capacity_bench',
  jwtSecret: process.env.BENCH_JWT_SECRET ?? 'bench-secret-bench-secret-bench-secret!',
  /**
   * Node counts to compare, each step run with each (interleaved, so that both see the same
   * background load); nodes listen on BENCH_PORT, BENCH_PORT + 1, …
   */
  nodeCounts: list(process.env.BENCH_NODES ?? '1,2'),
  port: envNumber('BENCH_PORT', 3330),
  /**
   * `member` (default): the members of every tender alternate between the nodes, as a sticky load
   * balancer that pins browsers, not tenders, spreads them. `tender`: all members of a tender on
   * one node (tenders alternate), a reference for a balancer that routes by tender.
   */
  spread: process.env.BENCH_SPREAD === 'tender' ? 'tender' : 'member',
  /** Redis for every node (also a single one, so that it pays what a cluster's node pays). */
  redisUrl: process.env.BENCH_REDIS === '0' ? undefined : 'redis://127.0.0.1:6379',
  /**
   * Worker threads holding the watchers' sockets (0: all members on the main thread), so that the
   * simulated browsers of large rooms are not one event loop's queue.
   */
  clientThreads: envNumber('BENCH_CLIENT_THREADS', 0),
  /**
   * Cores each node may use (0: no limit), as a container's CPU limit sizes a node: on a machine
   * whose cores the simulated browsers and PostgreSQL share, nodes of a fixed size are what one
   * node against two compares. Needs root and a cgroup cpu controller (bids/cpu-quota.ts).
   */
  nodeCores: envNumber('BENCH_NODE_CORES', 0),
  tenders: envNumber('BENCH_TENDERS', 50),
  bidders: envNumber('BENCH_BIDDERS', 20),
  /** Watchers per tender, one step each, in order. */
  steps: list(process.env.BENCH_WATCHERS ?? '0,40,100,200'),
  /** Runs of each step. */
  repeat: envNumber('BENCH_REPEAT', 1),
  /** Offered bids/s across all bidders (open loop). */
  rate: envNumber('BENCH_RATE', 200),
  seconds: envNumber('BENCH_SECONDS', 20),
  warmupSeconds: envNumber('BENCH_WARMUP_SECONDS', 5),
  /**
   * A node count takes no further steps after one where every run's p99 push latency passed this
   * (ms); 0 = run every step.
   */
  stopAboveP99: envNumber('BENCH_STOP_P99', 100),
  /**
   * Other users share this machine: a step waits (up to BENCH_MAX_WAIT_SECONDS) until the 1-minute
   * load average is at most this, and reports the load average it started at either way.
   */
  maxLoad: envNumber('BENCH_MAX_LOAD', 3),
  /** … and until the other processes kept at most this many cores busy over the last 3 s. */
  maxBusyCores: envNumber('BENCH_MAX_BUSY', 0.5),
  maxWaitSeconds: envNumber('BENCH_MAX_WAIT_SECONDS', 300),
};

type NodeProcess = { url: string; child: ChildProcess; quota?: CpuQuota };

/** One after the other: the first migrates a new database before the next one opens it. */
async function startNodes(count: number): Promise<NodeProcess[]> {
  const nodes: NodeProcess[] = [];
  try {
    for (let index = 0; index < count; index++) {
      const port = settings.port + index;
      const env: Record<string, string> = { JWT_SECRET: settings.jwtSecret };
      if (settings.redisUrl) env.REDIS_URL = settings.redisUrl;
      const child = await startBenchServer({ databaseUrl: settings.databaseUrl, port, env });
      const node: NodeProcess = { url: `http://127.0.0.1:${port}`, child };
      nodes.push(node);
      if (settings.nodeCores > 0)
        node.quota = limitProcessCpu(child.pid!, settings.nodeCores, `tendermark-bench-${port}`);
    }
    return nodes;
  } catch (error) {
    await stopNodes(nodes);
    throw error;
  }
}

/** SIGTERM, then SIGKILL for a node that has not exited within 15 s. */
async function stopNodes(nodes: NodeProcess[]): Promise<void> {
  await Promise.all(
    nodes.map(
      ({ child }) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          const kill = setTimeout(() => child.kill('SIGKILL'), 15_000);
          child.once('exit', () => {
            clearTimeout(kill);
            resolve();
          });
          child.kill('SIGTERM');
        }),
    ),
  );
  for (const { quota } of nodes) quota?.remove();
}

/** Each node's throttling between two readings of its quota's statistics. */
const throttlingSince = (nodes: NodeProcess[], before: Array<ThrottleStats | undefined>) =>
  nodes.flatMap(({ quota }, index) => {
    const [now, then] = [quota?.stats(), before[index]];
    if (!now || !then) return [];
    const periods = now.periods - then.periods;
    const throttled = now.throttledPeriods - then.throttledPeriods;
    return [{ periods, throttledPeriods: throttled, waitedMs: now.throttledMs - then.throttledMs }];
  });

const load = () => loadavg().map((value) => value.toFixed(2));

/** Cores the machine kept busy over the next `seconds` (this process idles meanwhile). */
async function busyCores(seconds: number): Promise<number> {
  const before = machineBusySeconds();
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  return (machineBusySeconds() - before) / seconds;
}

async function waitForQuiet(): Promise<void> {
  const until = performance.now() + settings.maxWaitSeconds * 1000;
  let busy = await busyCores(3);
  if (loadavg()[0] <= settings.maxLoad && busy <= settings.maxBusyCores) return;
  console.log(
    `load average ${load().join(' ')}, ${busy.toFixed(2)} cores busy: waiting until at most ${settings.maxLoad} and ${settings.maxBusyCores} …`,
  );
  while (
    (loadavg()[0] > settings.maxLoad || busy > settings.maxBusyCores) &&
    performance.now() < until
  )
    busy = await busyCores(3);
}

async function runStep(nodeCount: number, watchers: number) {
  await waitForQuiet();
  const loadBefore = load();
  const nodes = await startNodes(nodeCount);
  const threads =
    settings.clientThreads > 0 ? new WatcherThreads(settings.clientThreads) : undefined;
  // Member m of tender t on node (t + m) mod N: every room is spread over every node, owners too.
  const urlOf: UrlOf = (tenderIndex, memberIndex) =>
    nodes[(tenderIndex + (settings.spread === 'member' ? memberIndex : 0)) % nodes.length].url;
  try {
    const fixture = await createFixture(
      settings.databaseUrl,
      settings.tenders,
      settings.bidders,
      watchers,
    );
    const rooms = await connectRooms(
      fixture,
      settings.jwtSecret,
      urlOf,
      threads ? threads.join.bind(threads) : undefined,
    );
    await warmBidderConnections(fixture, urlOf);
    const quotaBefore = nodes.map(({ quota }) => quota?.stats());
    const run = await runBidding({
      fixture,
      rooms,
      urlOf,
      serverPids: nodes.map(({ child }) => child.pid ?? -1),
      warmupSeconds: settings.warmupSeconds,
      seconds: settings.seconds,
      rate: settings.rate,
    });
    const loadAfter = load();
    const throttling = throttlingSince(nodes, quotaBefore);
    await threads?.collect();
    const latency = measureLatency(rooms, run.accepted);
    const durability = await checkDurability(settings.databaseUrl, fixture, run.acknowledged);
    closeRooms(rooms);
    await closeHttpClient();
    const { cpu, elapsedSeconds } = run;
    const perBid = (seconds: number) => round2((seconds * 1000) / run.accepted.length);
    const cores = (seconds: number) => round2(seconds / elapsedSeconds);
    return {
      nodes: nodeCount,
      redis: settings.redisUrl !== undefined,
      spread: settings.spread,
      coresPerNode: settings.nodeCores || undefined,
      tenders: settings.tenders,
      biddersPerTender: settings.bidders,
      watchersPerTender: watchers,
      connectedMembers: settings.tenders * (1 + settings.bidders + watchers),
      offeredRate: settings.rate,
      seconds: round2(elapsedSeconds),
      acceptedBidsPerSecond: round2(run.accepted.length / elapsedSeconds),
      refused: Object.fromEntries(run.refused),
      receiptLatency: latency.receipt,
      pushLatencyEveryChangedMember: latency.push,
      membersChangedPerBid: latency.membersChangedPerBid,
      bidsWhoseBidderMissedItsPush: latency.bidderMissedPush,
      bidsWithoutARankingPush: latency.unmarked,
      acknowledgedBidsMissingFromDatabase: durability.missing,
      cpuMs: {
        servers: cpu.servers.map((seconds) => Math.round(seconds * 1000)),
        postgres: Math.round(cpu.postgres * 1000),
        benchClient: Math.round(cpu.client * 1000),
        machine: Math.round(cpu.machine * 1000),
      },
      cpuMsPerBid: { server: perBid(cpu.server), postgres: perBid(cpu.postgres) },
      cpuCoresBusy: {
        servers: cpu.servers.map(cores),
        postgres: cores(cpu.postgres),
        benchClient: cores(cpu.client),
        machine: cores(cpu.machine),
        /** Everything else on the machine: other users' work (and Redis, a few ms). */
        others: cores(cpu.machine - cpu.server - cpu.postgres - cpu.client),
      },
      benchClientEventLoopUtilization: round2(run.clientLoopUtilization),
      /** Per node, over warm-up and measured bidding: CFS periods, those throttled, time waited. */
      throttling,
      loadAverage: { before: loadBefore, after: loadAfter },
    };
  } finally {
    await threads?.close();
    await closeHttpClient();
    await stopNodes(nodes);
  }
}

type StepReport = Awaited<ReturnType<typeof runStep>>;

const sized = (report: StepReport) =>
  report.coresPerNode ? ` of ${report.coresPerNode} cores` : '';

const throttlingLine = ({ throttling }: StepReport) =>
  throttling.length === 0
    ? ''
    : `\nthrottled (quota)         ${throttling
        .map(
          (node) =>
            `${Math.round((100 * node.throttledPeriods) / Math.max(1, node.periods))} % of periods, ${node.waitedMs} ms`,
        )
        .join(' · ')}`;

function printStep(report: StepReport) {
  const { cpuMs, cpuCoresBusy: busy } = report;
  console.log(`
${report.nodes} node(s)${sized(report)}${report.redis ? ' with Redis' : ''} (spread by ${report.spread}), ${report.tenders} tenders × (owner + ${report.biddersPerTender} bidders + ${report.watchersPerTender} watchers) = ${report.connectedMembers} connected members
accepted bids/s           ${report.acceptedBidsPerSecond} of ${report.offeredRate} offered · refused ${JSON.stringify(report.refused)}
receipt latency           ${quantileLine(report.receiptLatency)}
push latency              ${quantileLine(report.pushLatencyEveryChangedMember)} (${report.membersChangedPerBid} members per bid)
bidder missed its push    ${report.bidsWhoseBidderMissedItsPush} · no ranking push ${report.bidsWithoutARankingPush} · acked bids not in DB ${report.acknowledgedBidsMissingFromDatabase}
CPU ms in ${report.seconds} s         nodes ${cpuMs.servers.join(' + ')} · PostgreSQL ${cpuMs.postgres} · client ${cpuMs.benchClient} · whole machine ${cpuMs.machine}
cores busy                nodes ${busy.servers.join(' + ')} · PostgreSQL ${busy.postgres} · client ${busy.benchClient} (event loop ${report.benchClientEventLoopUtilization}) · others ${busy.others} · machine ${busy.machine} of 2
load average              before ${report.loadAverage.before.join(' ')} · after ${report.loadAverage.after.join(' ')}${throttlingLine(report)}`);
  console.log(JSON.stringify(report));
}

async function main() {
  const reports: StepReport[] = [];
  let nodeCounts = settings.nodeCounts;
  for (const watchers of settings.steps) {
    if (nodeCounts.length === 0) break;
    const within = new Set<number>();
    for (let run = 0; run < settings.repeat; run++) {
      for (const nodeCount of nodeCounts) {
        console.log(
          `\nstep: ${nodeCount} node(s), ${watchers} watchers per tender, run ${run + 1} of ${settings.repeat} …`,
        );
        const report = await runStep(nodeCount, watchers);
        printStep(report);
        reports.push(report);
        if (report.pushLatencyEveryChangedMember.p99 <= settings.stopAboveP99)
          within.add(nodeCount);
      }
    }
    if (settings.stopAboveP99 > 0) nodeCounts = nodeCounts.filter((count) => within.has(count));
  }
  const q = (x: { p50: number; p95: number; p99: number }) => `${x.p50} / ${x.p95} / ${x.p99}`;
  console.log(
    '\nnodes | members | bids/s | receipt p50/p95/p99 | push p50/p95/p99 | CPU ms: nodes · PG · client · machine | other cores | load before',
  );
  for (const r of reports) {
    const cpu = r.cpuMs;
    console.log(
      `${r.nodes}${sized(r)}${r.redis ? ' +Redis' : ''} | ${r.connectedMembers} | ${r.acceptedBidsPerSecond} | ${q(r.receiptLatency)} | ${q(r.pushLatencyEveryChangedMember)} | ${cpu.servers.join(' + ')} · ${cpu.postgres} · ${cpu.benchClient} · ${cpu.machine} | ${r.cpuCoresBusy.others} | ${r.loadAverage.before[0]}`,
    );
  }
}

await main();
