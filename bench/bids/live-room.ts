/**
 * The parts of a bench/bids run that bids/run.ts (one server) and bids/capacity.ts (one or more
 * nodes) share: connecting every tender's room members, the bidders' loops and their pacing, the
 * measured period with its CPU samples, push latency from the members' logs, the durability check
 * and the report's quantiles. Where a member connects and where a bidder sends its bids is the
 * caller's choice (`urlOf`), as a sticky load balancer would choose a node per browser.
 */
import { systemClock } from '../../apps/server/src/lib/clock.ts';
import { createAccessTokens } from '../../apps/server/src/modules/account/access-tokens.ts';
import { cpuBetween, sampleCpu } from './cpu.ts';
import { postJson, warmConnections } from './http-client.ts';
import { bidLatency, indexLog } from './latency.ts';
import { joinRoom, numberField, type RoomMember } from './room-clients.ts';
import { countStoredBids, type BenchFixture, type BenchTender } from './setup.ts';
import { ms, percentile } from './stats.ts';

/** What suppliers record; the owner records its ranking pushes, which mark the batches. */
const supplierEvents = ['updateSuppliersPositions', 'updateItemBestBid'];
const ownerEvents = ['updateSuppliersPositions'];

export const round2 = (value: number) => Math.round(value * 100) / 100;
export const quantiles = (sorted: number[]) => ({
  p50: round2(percentile(sorted, 0.5)),
  p95: round2(percentile(sorted, 0.95)),
  p99: round2(percentile(sorted, 0.99)),
});
export const quantileLine = (q: ReturnType<typeof quantiles>) =>
  `p50 ${ms(q.p50)} · p95 ${ms(q.p95)} · p99 ${ms(q.p99)}`;

/**
 * The base URL a room member uses, for its socket and (bidders) its bids. Member 0 of a tender is
 * its owner, member 1 + s its supplier s (bidders first, then watchers).
 */
export type UrlOf = (tenderIndex: number, memberIndex: number) => string;

export type Room = {
  owner: RoomMember;
  /** The bidders, in the fixture's order. */
  suppliers: RoomMember[];
  /** Connected suppliers who do not bid. */
  watchers: RoomMember[];
  /** The bidders' access tokens. */
  tokens: string[];
};

export type AcceptedBid = {
  tenderIndex: number;
  bidderIndex: number;
  seq: number;
  sentAt: number;
  receiptMs: number;
};

/**
 * Mints access tokens with the servers' secret and joins every member to its tender's room
 * (watchers through `joinWatcher`: on worker threads, say).
 */
export async function connectRooms(
  fixture: BenchFixture,
  jwtSecret: string,
  urlOf: UrlOf,
  joinWatcher: typeof joinRoom = joinRoom,
): Promise<Room[]> {
  const tokens = createAccessTokens(jwtSecret, 3600, systemClock);
  const tokenOf = async (user: { id: string; userName: string; sessionId: string }) =>
    (await tokens.issue({ ...user, roles: [] })).token;
  const ownerToken = await tokenOf(fixture.owner);
  const rooms: Room[] = [];
  for (const [tenderIndex, tender] of fixture.tenders.entries()) {
    const supplierTokens = await Promise.all(tender.suppliers.map(tokenOf));
    const watcherTokens = await Promise.all(tender.watchers.map(tokenOf));
    const join = (token: string, memberIndex: number, events: string[], joiner = joinRoom) =>
      joiner(urlOf(tenderIndex, memberIndex), token, tender.tenderId, events);
    const owner = await join(ownerToken, 0, ownerEvents);
    const suppliers = await Promise.all(
      supplierTokens.map((token, s) => join(token, 1 + s, supplierEvents)),
    );
    const watchers = await Promise.all(
      watcherTokens.map((token, w) =>
        join(token, 1 + suppliers.length + w, supplierEvents, joinWatcher),
      ),
    );
    rooms.push({ owner, suppliers, watchers, tokens: supplierTokens });
  }
  return rooms;
}

export function closeRooms(rooms: Room[]): void {
  for (const room of rooms)
    for (const member of [room.owner, ...room.suppliers, ...room.watchers]) member.close();
}

/** Opens each bidder's keep-alive connection to the node it bids on, before the measured period. */
export async function warmBidderConnections(fixture: BenchFixture, urlOf: UrlOf): Promise<void> {
  const perUrl = new Map<string, number>();
  fixture.tenders.forEach((tender, t) =>
    tender.suppliers.forEach((_, s) => {
      const url = urlOf(t, 1 + s);
      perUrl.set(url, (perUrl.get(url) ?? 0) + 1);
    }),
  );
  await Promise.all([...perUrl].map(([url, count]) => warmConnections(url, count)));
}

export type BiddingOptions = {
  fixture: BenchFixture;
  rooms: Room[];
  urlOf: UrlOf;
  /** Server processes whose CPU time is reported (one per node). */
  serverPids: readonly number[];
  warmupSeconds: number;
  seconds: number;
  /** Offered bids/s across all bidders (open loop); 0 = every bidder as fast as it can. */
  rate: number;
};

export type BiddingResult = {
  /** Every acknowledged bid, warm-up included (its durability is checked). */
  acknowledged: AcceptedBid[];
  /** The bids of the measured period. */
  accepted: AcceptedBid[];
  refused: Map<string, number>;
  elapsedSeconds: number;
  cpu: ReturnType<typeof cpuBetween>;
  /** How busy the simulated browsers' event loop was: pushes it read late count as latency. */
  clientLoopUtilization: number;
};

/** Warm-up, then the measured period: every bidder bids at its share of the rate until the end. */
export async function runBidding(options: BiddingOptions): Promise<BiddingResult> {
  const { fixture, rooms, urlOf, serverPids } = options;
  const bestBids = new Map<string, number>();
  rooms.forEach((room, index) =>
    room.owner.on('updateItemBestBid', (frame) => {
      bestBids.set(fixture.tenders[index].itemId, numberField(frame, 'bestBid') ?? -1);
    }),
  );
  const bidders = fixture.tenders.reduce((sum, tender) => sum + tender.suppliers.length, 0);
  const intervalMs = options.rate > 0 ? (bidders / options.rate) * 1000 : 0;

  const acknowledged: AcceptedBid[] = [];
  const accepted: AcceptedBid[] = [];
  const refused = new Map<string, number>();
  const startedAt = performance.now() + options.warmupSeconds * 1000;
  const deadline = startedAt + options.seconds * 1000;
  let cpuBefore = sampleCpu(serverPids);
  let clientLoopBefore = performance.eventLoopUtilization();
  const warmedUp = setTimeout(() => {
    cpuBefore = sampleCpu(serverPids);
    clientLoopBefore = performance.eventLoopUtilization();
  }, startedAt - performance.now());
  await Promise.all(
    fixture.tenders.flatMap((tender, tenderIndex) =>
      tender.suppliers.map((supplier, bidderIndex) =>
        bidLoop(
          urlOf(tenderIndex, 1 + bidderIndex),
          tender,
          rooms[tenderIndex].tokens[bidderIndex],
          supplier.startBid,
          bestBids,
          deadline,
          pacing(intervalMs),
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
  const cpu = cpuBetween(cpuBefore, sampleCpu(serverPids));
  const clientLoopUtilization = performance.eventLoopUtilization(clientLoopBefore).utilization;
  await new Promise((resolve) => setTimeout(resolve, 2000)); // let the last pushes arrive
  return { acknowledged, accepted, refused, elapsedSeconds, cpu, clientLoopUtilization };
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

/** Send times of one bidder: evenly spaced `intervalMs` apart from a random phase (0: at once). */
function pacing(intervalMs: number): () => number {
  if (intervalMs <= 0) return () => 0;
  let next = performance.now() + Math.random() * intervalMs;
  return () => {
    const due = next;
    next += intervalMs;
    return due;
  };
}

/** Receipt and push latency of the measured bids, from the members' logs (see latency.ts). */
export function measureLatency(rooms: Room[], accepted: AcceptedBid[]) {
  const latencies: number[] = [];
  let membersChanged = 0;
  let bidderMissedPush = 0;
  let unmarked = 0;
  const logs = rooms.map((room) => ({
    batches: indexLog(room.owner.log),
    members: [...room.suppliers, ...room.watchers].map((member) => indexLog(member.log)),
  }));
  for (const bid of accepted) {
    const room = logs[bid.tenderIndex];
    const latency = bidLatency(room, room.members[bid.bidderIndex], bid.seq, bid.sentAt);
    if (latency.kind === 'measured') {
      latencies.push(latency.ms);
      membersChanged += latency.membersChanged;
    } else if (latency.kind === 'bidder-missed') bidderMissedPush++;
    else unmarked++;
  }
  latencies.sort((a, b) => a - b);
  const receipts = accepted.map((bid) => bid.receiptMs).sort((a, b) => a - b);
  return {
    receipt: quantiles(receipts),
    push: quantiles(latencies),
    membersChangedPerBid: round2(membersChanged / Math.max(1, latencies.length)),
    bidderMissedPush,
    unmarked,
  };
}

/** Whether every acknowledged bid (warm-up included) is in the bid log. */
export async function checkDurability(
  databaseUrl: string,
  fixture: BenchFixture,
  acknowledged: AcceptedBid[],
) {
  const seqsByTender = new Map<string, number[]>();
  for (const bid of acknowledged) {
    const tenderId = fixture.tenders[bid.tenderIndex].tenderId;
    const seqs = seqsByTender.get(tenderId);
    if (seqs) seqs.push(bid.seq);
    else seqsByTender.set(tenderId, [bid.seq]);
  }
  return countStoredBids(
    databaseUrl,
    fixture.tenders.map((tender) => tender.tenderId),
    seqsByTender,
  );
}
