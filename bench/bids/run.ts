/**
 * bench/bids: T tenders × B bidders connected over Socket.IO, bidding over HTTP for a fixed time
 * against a running server on PostgreSQL. Reports accepted bids/s, the latency from a bid being
 * sent to the moment every member of its room (owner and all suppliers) holds a push at or after
 * that bid's sequence number, whether every acknowledged bid is in the database, and the ratio to
 * pgbench's one-row-update rate on the same server. Usage: see bench/README.md.
 */
import type { ChildProcess } from 'node:child_process';
import { startBenchServer } from '../common/server.ts';
import { systemClock } from '../../apps/server/src/lib/clock.ts';
import { createAccessTokens } from '../../apps/server/src/modules/account/access-tokens.ts';
import { cpuBetween, sampleCpu } from './cpu.ts';
import { closeHttpClient, postJson, warmConnections } from './http-client.ts';
import { pgbenchReference } from './pgbench.ts';
import { bidLatency } from './latency.ts';
import { joinRoom, numberField, type RoomMember } from './room-clients.ts';
import { countStoredBids, createFixture, type BenchTender } from './setup.ts';
import { ms, percentile } from './stats.ts';

const settings = {
  databaseUrl:
    process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/tendermark_bench',
  baseUrl: process.env.BENCH_URL,
  /** With BENCH_URL: the server's process id, to report its CPU time per bid. */
  serverPid: process.env.BENCH_SERVER_PID ? Number(process.env.BENCH_SERVER_PID) : undefined,
  port: Number(process.env.BENCH_PORT ?? 3300),
  jwtSecret: process.env.BENCH_JWT_SECRET ?? 'bench-secret-bench-secret-bench-secret!',
  tenders: Number(process.env.BENCH_TENDERS ?? 50),
  bidders: Number(process.env.BENCH_BIDDERS ?? 20),
  seconds: Number(process.env.BENCH_SECONDS ?? 20),
  /** Bidding before the measured period, so that a fresh server's JIT has warmed up. */
  warmupSeconds: Number(process.env.BENCH_WARMUP_SECONDS ?? 5),
  pgbenchSeconds: Number(process.env.BENCH_PGBENCH_SECONDS ?? 10),
  /** Offered load in bids/s across all bidders (open loop); 0 = every bidder as fast as it can. */
  rate: Number(process.env.BENCH_RATE ?? 0),
};

type AcceptedBid = {
  tenderIndex: number;
  bidderIndex: number;
  seq: number;
  sentAt: number;
  receiptMs: number;
};

/** What suppliers record; the owner records its ranking pushes, which mark the batches. */
const supplierEvents = ['updateSuppliersPositions', 'updateItemBestBid'];
const ownerEvents = ['updateSuppliersPositions'];
const round2 = (value: number) => Math.round(value * 100) / 100;
const quantiles = (sorted: number[]) => ({
  p50: round2(percentile(sorted, 0.5)),
  p95: round2(percentile(sorted, 0.95)),
  p99: round2(percentile(sorted, 0.99)),
});
const quantileLine = (q: ReturnType<typeof quantiles>) =>
  `p50 ${ms(q.p50)} · p95 ${ms(q.p95)} · p99 ${ms(q.p99)}`;

async function main() {
  const server = settings.baseUrl ? undefined : await startServer();
  const baseUrl = settings.baseUrl ?? `http://127.0.0.1:${settings.port}`;
  try {
    console.log(`fixture: ${settings.tenders} tenders × ${settings.bidders} bidders …`);
    const fixture = await createFixture(settings.databaseUrl, settings.tenders, settings.bidders);
    const tokens = createAccessTokens(settings.jwtSecret, 3600, systemClock);
    const tokenOf = async (user: { id: string; userName: string }) =>
      (await tokens.issue({ id: user.id, userName: user.userName, roles: [] })).token;

    console.log('connecting room members …');
    const ownerToken = await tokenOf(fixture.owner);
    const rooms: { owner: RoomMember; suppliers: RoomMember[]; tokens: string[] }[] = [];
    for (const tender of fixture.tenders) {
      const supplierTokens = await Promise.all(tender.suppliers.map(tokenOf));
      const owner = await joinRoom(baseUrl, ownerToken, tender.tenderId, ownerEvents);
      const suppliers = await Promise.all(
        supplierTokens.map((token) => joinRoom(baseUrl, token, tender.tenderId, supplierEvents)),
      );
      rooms.push({ owner, suppliers, tokens: supplierTokens });
    }

    const bestBids = new Map<string, number>();
    rooms.forEach((room, index) =>
      room.owner.on('updateItemBestBid', (frame) => {
        bestBids.set(fixture.tenders[index].itemId, numberField(frame, 'bestBid') ?? -1);
      }),
    );

    await warmConnections(baseUrl, settings.tenders * settings.bidders);

    console.log(`bidding for ${settings.warmupSeconds} s (warm-up) + ${settings.seconds} s …`);
    /** Every acknowledged bid (its durability is checked) and those of the measured period. */
    const acknowledged: AcceptedBid[] = [];
    const accepted: AcceptedBid[] = [];
    const refused = new Map<string, number>();
    const serverPid = server?.pid ?? settings.serverPid;
    const startedAt = performance.now() + settings.warmupSeconds * 1000;
    const deadline = startedAt + settings.seconds * 1000;
    let cpuBefore = sampleCpu(serverPid);
    let clientLoopBefore = performance.eventLoopUtilization();
    const warmedUp = setTimeout(() => {
      cpuBefore = sampleCpu(serverPid);
      clientLoopBefore = performance.eventLoopUtilization();
    }, startedAt - performance.now());
    await Promise.all(
      fixture.tenders.flatMap((tender, tenderIndex) =>
        tender.suppliers.map((supplier, bidderIndex) =>
          bidLoop(
            baseUrl,
            tender,
            rooms[tenderIndex].tokens[bidderIndex],
            supplier.startBid,
            bestBids,
            deadline,
            pacing(),
            (seq, sentAt, receiptMs) => {
              const bid = { tenderIndex, bidderIndex, seq, sentAt, receiptMs };
              acknowledged.push(bid);
              if (sentAt >= startedAt) accepted.push(bid);
            },
            (reason, sentAt) => {
              if (sentAt >= startedAt) refused.set(reason, (refused.get(reason) ?? 0) + 1);
            },
          ),
        ),
      ),
    );
    clearTimeout(warmedUp);
    const elapsedSeconds = (performance.now() - startedAt) / 1000;
    const cpu = cpuBetween(cpuBefore, sampleCpu(serverPid));
    // How busy the simulated browsers' event loop was: pushes it read late count as latency.
    const clientLoop = performance.eventLoopUtilization(clientLoopBefore).utilization;
    await new Promise((resolve) => setTimeout(resolve, 2000)); // let the last pushes arrive

    const latencies: number[] = [];
    const membersChanged: number[] = [];
    let bidderMissedPush = 0;
    let unmarked = 0;
    for (const bid of accepted) {
      const room = rooms[bid.tenderIndex];
      const latency = bidLatency(
        { batches: room.owner.log, members: room.suppliers.map((member) => member.log) },
        room.suppliers[bid.bidderIndex].log,
        bid.seq,
        bid.sentAt,
      );
      if (latency.kind === 'measured') {
        latencies.push(latency.ms);
        membersChanged.push(latency.membersChanged);
      } else if (latency.kind === 'bidder-missed') bidderMissedPush++;
      else unmarked++;
    }
    latencies.sort((a, b) => a - b);
    const receipts = accepted.map((bid) => bid.receiptMs).sort((a, b) => a - b);

    const seqsByTender = new Map<string, number[]>();
    for (const bid of acknowledged) {
      const tenderId = fixture.tenders[bid.tenderIndex].tenderId;
      seqsByTender.set(tenderId, [...(seqsByTender.get(tenderId) ?? []), bid.seq]);
    }
    const durability = await countStoredBids(
      settings.databaseUrl,
      fixture.tenders.map((tender) => tender.tenderId),
      seqsByTender,
    );
    rooms.forEach((room) => [room.owner, ...room.suppliers].forEach((member) => member.close()));
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
      receiptLatency: quantiles(receipts),
      pushLatencyEveryChangedMember: quantiles(latencies),
      membersChangedPerBid: round2(
        membersChanged.reduce((sum, count) => sum + count, 0) / Math.max(1, membersChanged.length),
      ),
      bidsWhoseBidderMissedItsPush: bidderMissedPush,
      bidsWithoutARankingPush: unmarked,
      acknowledgedBidsMissingFromDatabase: durability.missing,
      bidsStored: durability.stored,
      cpuMsPerBid: {
        server: round2((cpu.server * 1000) / accepted.length),
        postgres: round2((cpu.postgres * 1000) / accepted.length),
        benchClient: round2((cpu.client * 1000) / accepted.length),
      },
      benchClientEventLoopUtilization: round2(clientLoop),
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
cores busy                server ${report.cpuCoresBusy.server} · PostgreSQL ${report.cpuCoresBusy.postgres} · bench client ${report.cpuCoresBusy.benchClient} (its event loop busy ${report.benchClientEventLoopUtilization})
pgbench one-row updates/s ${report.pgbenchTps}
ratio bids/s : pgbench    ${report.ratioToPgbench}
`);
    console.log(JSON.stringify(report));
  } finally {
    server?.kill('SIGTERM');
  }
}

async function bidLoop(
  baseUrl: string,
  tender: BenchTender,
  token: string,
  startBid: number,
  bestBids: Map<string, number>,
  deadline: number,
  nextSendAt: () => number,
  onAccepted: (seq: number, sentAt: number, receiptMs: number) => void,
  onRefused: (reason: string, sentAt: number) => void,
): Promise<void> {
  let myLast = startBid;
  while (performance.now() < deadline) {
    const sendAt = nextSendAt();
    if (sendAt >= deadline) break; // do not sleep past the end: the run's length would grow
    const waitMs = sendAt - performance.now();
    if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs));
    const best = bestBids.get(tender.itemId) ?? myLast;
    const bid = round2(Math.min(myLast, best) - tender.bidStep);
    const sentAt = performance.now();
    const reply = await postJson(baseUrl, '/api/tendersupplier/BidToItem', token, {
      tenderId: tender.tenderId,
      itemId: tender.itemId,
      bid,
    });
    if (reply.status === 200) {
      onAccepted((reply.json as { seq: number }).seq, sentAt, performance.now() - sentAt);
      myLast = bid;
    } else {
      const reason = `${reply.status} ${(reply.json as { error?: string } | null)?.error ?? ''}`;
      onRefused(reason.trim(), sentAt);
    }
  }
}

/** Send times of one bidder: evenly spaced at its share of the offered rate, from a random phase. */
function pacing(): () => number {
  if (settings.rate <= 0) return () => 0;
  const intervalMs = ((settings.tenders * settings.bidders) / settings.rate) * 1000;
  let next = performance.now() + Math.random() * intervalMs;
  return () => {
    const due = next;
    next += intervalMs;
    return due;
  };
}

function startServer(): Promise<ChildProcess> {
  return startBenchServer({
    databaseUrl: settings.databaseUrl,
    port: settings.port,
    env: { JWT_SECRET: settings.jwtSecret },
  });
}

await main();
