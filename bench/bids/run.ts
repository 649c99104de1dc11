/**
 * bench/bids: T tenders × B bidders connected over Socket.IO, bidding over HTTP for a fixed time
 * against a running server on PostgreSQL. Reports accepted bids/s, the latency from a bid being
 * sent to the moment every member of its room (owner and all suppliers) holds a push at or after
 * that bid's sequence number, whether every acknowledged bid is in the database, and the ratio to
 * pgbench's one-row-update rate on the same server. Usage: see bench/README.md.
 */
import type { ChildProcess } from 'node:child_process';
import { startBenchServer } from '../common/server.ts';
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
} from './live-room.ts';
import { pgbenchReference } from './pgbench.ts';
import { createFixture } from './setup.ts';
import { envNumber } from '../common/env.ts';

const settings = {
  databaseUrl:
    process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/tendermark_bench',
  baseUrl: process.env.BENCH_URL,
  /** With BENCH_URL: the server's process id, to report its CPU time per bid. */
  serverPid: process.env.BENCH_SERVER_PID ? Number(process.env.BENCH_SERVER_PID) : undefined,
  port: envNumber('BENCH_PORT', 3300),
  jwtSecret: process.env.BENCH_JWT_SECRET ?? 'bench-secret-bench-secret-bench-secret!',
  tenders: envNumber('BENCH_TENDERS', 50),
  bidders: envNumber('BENCH_BIDDERS', 20),
  seconds: envNumber('BENCH_SECONDS', 20),
  /** Bidding before the measured period, so that a fresh server's JIT has warmed up. */
  warmupSeconds: envNumber('BENCH_WARMUP_SECONDS', 5),
  pgbenchSeconds: envNumber('BENCH_PGBENCH_SECONDS', 10),
  /** Offered load in bids/s across all bidders (open loop); 0 = every bidder as fast as it can. */
  rate: envNumber('BENCH_RATE', 0),
};

async function main() {
  const server = settings.baseUrl ? undefined : await startServer();
  const baseUrl = settings.baseUrl ?? `http://127.0.0.1:${settings.port}`;
  const urlOf = () => baseUrl;
  try {
    console.log(`fixture: ${settings.tenders} tenders × ${settings.bidders} bidders …`);
    const fixture = await createFixture(settings.databaseUrl, settings.tenders, settings.bidders);

    console.log('connecting room members …');
    const rooms = await connectRooms(fixture, settings.jwtSecret, urlOf);
    await warmBidderConnections(fixture, urlOf);

    console.log(`bidding for ${settings.warmupSeconds} s (warm-up) + ${settings.seconds} s …`);
    const serverPid = server?.pid ?? settings.serverPid;
    const { acknowledged, accepted, refused, elapsedSeconds, cpu, clientLoopUtilization } =
      await runBidding({
        fixture,
        rooms,
        urlOf,
        serverPids: serverPid === undefined ? [] : [serverPid],
        warmupSeconds: settings.warmupSeconds,
        seconds: settings.seconds,
        rate: settings.rate,
      });
    const latency = measureLatency(rooms, accepted);
    const durability = await checkDurability(settings.databaseUrl, fixture, acknowledged);
    closeRooms(rooms);
    await closeHttpClient();

    console.log(`pgbench reference: ${settings.tenders} clients, ${settings.pgbenchSeconds} s …`);
    const pgbenchTps = await pgbenchReference(
      settings.databaseUrl,
      settings.tenders,
      settings.pgbenchSeconds,
    );
    const bidsPerSecond = accepted.length / elapsedSeconds;
    const report = {
      offeredRate: settings.rate || 'unlimited',
      tenders: settings.tenders,
      biddersPerTender: settings.bidders,
      seconds: round2(elapsedSeconds),
      acceptedBids: accepted.length,
      acceptedBidsPerSecond: round2(bidsPerSecond),
      refused: Object.fromEntries(refused),
      receiptLatency: latency.receipt,
      pushLatencyEveryChangedMember: latency.push,
      membersChangedPerBid: latency.membersChangedPerBid,
      bidsWhoseBidderMissedItsPush: latency.bidderMissedPush,
      bidsWithoutARankingPush: latency.unmarked,
      acknowledgedBidsMissingFromDatabase: durability.missing,
      bidsStored: durability.stored,
      cpuMsPerBid: {
        server: round2((cpu.server * 1000) / accepted.length),
        postgres: round2((cpu.postgres * 1000) / accepted.length),
        benchClient: round2((cpu.client * 1000) / accepted.length),
      },
      serverPerBid: {
        userMs: round2((cpu.serverDetail.user * 1000) / accepted.length),
        systemMs: round2((cpu.serverDetail.system * 1000) / accepted.length),
        readCalls: round2(cpu.serverDetail.reads / accepted.length),
        writeCalls: round2(cpu.serverDetail.writes / accepted.length),
      },
      benchClientEventLoopUtilization: round2(clientLoopUtilization),
      cpuCoresBusy: {
        server: round2(cpu.server / elapsedSeconds),
        postgres: round2(cpu.postgres / elapsedSeconds),
        benchClient: round2(cpu.client / elapsedSeconds),
      },
      pgbenchTps: round2(pgbenchTps),
      ratioToPgbench: round2(bidsPerSecond / pgbenchTps),
    };
    console.log(`
accepted bids/s           ${report.acceptedBidsPerSecond} (${report.acceptedBids} in ${report.seconds} s)
receipt latency           ${quantileLine(report.receiptLatency)}
push latency, every member whose view changed
                          ${quantileLine(report.pushLatencyEveryChangedMember)} (${report.membersChangedPerBid} of ${settings.bidders + 1} members per bid)
bidder missed its push    ${report.bidsWhoseBidderMissedItsPush} · bids no ranking push covered ${report.bidsWithoutARankingPush}
acked bids not in DB      ${report.acknowledgedBidsMissingFromDatabase} (stored ${report.bidsStored})
refused                   ${JSON.stringify(report.refused)}
CPU ms per bid            server ${report.cpuMsPerBid.server} · PostgreSQL ${report.cpuMsPerBid.postgres} · bench client ${report.cpuMsPerBid.benchClient}
server per bid            user ${report.serverPerBid.userMs} ms · system ${report.serverPerBid.systemMs} ms · system calls: ${report.serverPerBid.writeCalls} writes, ${report.serverPerBid.readCalls} reads
cores busy                server ${report.cpuCoresBusy.server} · PostgreSQL ${report.cpuCoresBusy.postgres} · bench client ${report.cpuCoresBusy.benchClient} (its event loop busy ${report.benchClientEventLoopUtilization})
pgbench one-row updates/s ${report.pgbenchTps}
ratio bids/s : pgbench    ${report.ratioToPgbench}
`);
    console.log(JSON.stringify(report));
  } finally {
    server?.kill('SIGTERM');
  }
}

function startServer(): Promise<ChildProcess> {
  return startBenchServer({
    databaseUrl: settings.databaseUrl,
    port: settings.port,
    env: { JWT_SECRET: settings.jwtSecret },
  });
}

await main();
