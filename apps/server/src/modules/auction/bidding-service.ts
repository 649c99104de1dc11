/**
 * The bidding engine (DESIGN §5). Bids queue in this process and are flushed together: one
 * transaction takes the queued bids of many tenders, locks those tenders' rows (in id order, so
 * several processes serialize too and never deadlock), applies each tender's bids in arrival
 * order, appends them to its hash chain, writes offers and rankings, commits, and only then pushes
 * and answers each bid with its receipt (or its refusal). A few flushes run at once, on disjoint
 * tenders: a tender is in one flush at a time, and its next bids wait for the next one, so the
 * batches grow with the load while a flush costs two round trips however many tenders it carries
 * (db/scripted-transaction.ts): under load it is round trips and wake-ups, not rows, that limit a
 * single event loop. Each process keeps the live rooms' entries between flushes and reads a room's
 * entries again only when their version shows that something else changed them
 * (room-entries-cache), which shortens the time a flush holds its tenders' locks. Each tender's
 * committed batch is one `bidsAccepted` event (subscribers.ts pushes it to the room), dispatched
 * before its bidders are answered.
 */
import type { SQL } from 'drizzle-orm';
import type { TBidReceipt } from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import type { StatementReader } from '../../db/scripted-transaction.ts';
import type { DomainEvent } from '../../events/domain-events.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { AuditAction, changeStatement } from '../tenders/change-log.ts';
import { lotOvertimeStatements, staggeredLotsStatement, toBatchLot } from './batch-lots.ts';
import { applyBidBatch, type BidRequest } from './bid-batch.ts';
import type { BidQueue, PendingBid } from './bid-queue.ts';
import {
  currentEntries,
  keptRoomsOf,
  updatedEntries,
  versionsOf,
  type FlushRooms,
  type KeptRoomChange,
} from './room-entries-cache.ts';
import {
  changedEntriesStatement,
  lockTendersStatement,
  toLockedTender,
  toRoomEntry,
} from './room-state.ts';
import {
  entriesVersionAfter,
  ownEntriesVersion,
  roomChangesStatement,
  type RoomChanges,
} from './room-writes.ts';
import { byTender } from './tender-rows.ts';
import { tenderStructures } from './tender-structure.ts';

export type { BidRequest } from './bid-batch.ts';

/** Bids taken into one flush at most; the rest wait for the next. */
const MAX_FLUSH = 1000;
/** Flushes in flight at once: one commits and pushes while PostgreSQL works on the next. */
const MAX_CONCURRENT_FLUSHES = 4;

type TenderOutcome = ReturnType<typeof applyBidBatch> | AppError;

/** Each tender's queued bids, in arrival order. */
function groupByTender(bids: PendingBid[]): Map<string, PendingBid[]> {
  const groups = new Map<string, PendingBid[]>();
  for (const bid of bids) {
    const group = groups.get(bid.request.tenderId);
    if (group) group.push(bid);
    else groups.set(bid.request.tenderId, [bid]);
  }
  return groups;
}

/**
 * What the flush's overtime prolongations write besides the room: the audit entries (the owner's
 * feed reads them after a reload), by the system, no user; with staggered lots, the lots' new ends
 * and an entry per lot.
 */
function overtimeStatements(outcomes: Map<string, TenderOutcome>, at: Date): SQL[] {
  return [...outcomes].flatMap(([tenderId, outcome]) => {
    if (outcome instanceof AppError) return [];
    if (outcome.lotOvertime) return lotOvertimeStatements(tenderId, outcome.lotOvertime, at);
    if (!outcome.overtime) return [];
    const { from, to, minutes } = outcome.overtime;
    return [
      changeStatement({
        tenderId,
        userId: null,
        action: AuditAction.PROLONGED,
        changes: {
          endDate: { from: from.toISOString(), to: to.toISOString() },
          minutes,
          cause: 'overtime',
        },
        at,
      }),
    ];
  });
}

/**
 * Applies each tender's bids to its room as read under the lock (entries this process keeps are
 * read only if they changed since); collects the writes, and the rooms as they will stand.
 */
async function applyUnderLock(
  ctx: AppContext,
  run: StatementReader,
  groups: Map<string, PendingBid[]>,
) {
  const tenderIds = [...groups.keys()];
  const kept = keptRoomsOf(ctx.keptRooms, tenderIds);
  const [tenderRows, entryRows, lotRows] = await run([
    lockTendersStatement(tenderIds),
    changedEntriesStatement(tenderIds, versionsOf(kept)),
    staggeredLotsStatement(tenderIds),
  ]);
  const tenders = tenderRows.map(toLockedTender);
  const read = byTender(entryRows, toRoomEntry);
  const lots = byTender(lotRows, toBatchLot);
  const structures = await tenderStructures(run, tenders);
  const outcomes = new Map<string, TenderOutcome>();
  const rooms: FlushRooms = new Map();
  const roomChanges = new Map<string, KeptRoomChange>();
  const changes: RoomChanges[] = [];
  const now = ctx.clock.now();
  for (const tender of tenders) {
    const entries = currentEntries(kept, tender, read);
    const batch = applyBidBatch({
      tender,
      structure: structures.get(tender.id)!,
      entries,
      requests: groups.get(tender.id)!.map((bid) => bid.request),
      now,
      lots: lots.get(tender.id),
    });
    outcomes.set(tender.id, batch);
    changes.push(batch.changes);
    const version = entriesVersionAfter(tender.entriesVersion, batch.changes);
    rooms.set(tender.id, { version, entries: updatedEntries(entries, batch.changes.entries) });
    if (version !== tender.entriesVersion)
      roomChanges.set(tender.id, {
        format: 1,
        from: tender.entriesVersion,
        to: version,
        updates: batch.changes.entries,
      });
  }
  // Every tender of the flush is written by one statement; a prolongation (rare) adds its own.
  const write = roomChangesStatement(changes);
  for (const tenderId of tenderIds) if (!outcomes.has(tenderId)) outcomes.set(tenderId, notFound());
  const prolongations = overtimeStatements(outcomes, now);
  return {
    value: { outcomes, rooms, roomChanges },
    commitWith: write ? [ownEntriesVersion(true), write, ...prolongations] : prolongations,
  };
}

/**
 * Dispatches a committed tender's batch (with what it did to the room's entries, for the other
 * nodes that keep the room; and the moved end, for the clock), then answers its bidders. The
 * dispatch is not awaited: no subscriber (nor its failure, nor its retries) holds up the
 * receipts. Its first subscriber, the room's pushes, still starts before the receipts go out.
 */
function settle(
  ctx: AppContext,
  bids: PendingBid[],
  outcome: TenderOutcome,
  roomChange: KeptRoomChange | undefined,
): void {
  if (outcome instanceof AppError) {
    for (const bid of bids) bid.reject(outcome);
    return;
  }
  if (outcome.pushes) {
    const { tenderId } = bids[0].request;
    const events: DomainEvent[] = [
      { type: 'bidsAccepted', tenderId, pushes: outcome.pushes, roomChange },
    ];
    if (outcome.prolongedTo)
      events.push({ type: 'tenderMomentMoved', tenderId, instant: outcome.prolongedTo });
    for (const { lot, to, minutes } of outcome.lotOvertime ?? [])
      events.push(
        { type: 'lotUpdated', tenderId, lot, overtimeMinutes: minutes },
        { type: 'tenderMomentMoved', tenderId, instant: to },
      );
    void ctx.events.dispatch(events);
  }
  outcome.results.forEach((result, index) => {
    if (result.ok) bids[index].resolve(result.receipt);
    else bids[index].reject(result.error);
  });
}

async function flush(ctx: AppContext, groups: Map<string, PendingBid[]>): Promise<void> {
  let outcomes: Map<string, TenderOutcome>;
  let roomChanges: Map<string, KeptRoomChange>;
  try {
    const committed = await ctx.scriptedTransaction(({ run }) => applyUnderLock(ctx, run, groups));
    ({ outcomes, roomChanges } = committed);
    // The flush's own working state, not an after-commit reaction: in place before the tenders'
    // next flush can start (a room kept late would only be read again).
    for (const [tenderId, room] of committed.rooms) ctx.keptRooms.keep(tenderId, room);
  } catch (error) {
    if (groups.size === 1) {
      for (const bid of groups.values().next().value!) bid.reject(error);
      return;
    }
    // One tender's trouble (a lock conflict, say) must not cost the others their bids.
    for (const [tenderId, bids] of groups) await flush(ctx, new Map([[tenderId, bids]]));
    return;
  }
  for (const [tenderId, bids] of groups)
    settle(ctx, bids, outcomes.get(tenderId)!, roomChanges.get(tenderId));
}

/** Queued bids of tenders that no flush holds, in arrival order; the others stay queued. */
function takeFree(queue: BidQueue): PendingBid[] {
  const taken: PendingBid[] = [];
  const waiting: PendingBid[] = [];
  for (const bid of queue.pending) {
    const free = taken.length < MAX_FLUSH && !queue.tendersInFlight.has(bid.request.tenderId);
    (free ? taken : waiting).push(bid);
  }
  queue.pending = waiting;
  return taken;
}

function startFlushes(ctx: AppContext, queue: BidQueue): void {
  while (queue.flushes < MAX_CONCURRENT_FLUSHES) {
    const bids = takeFree(queue);
    if (bids.length === 0) return;
    const groups = groupByTender(bids);
    for (const tenderId of groups.keys()) queue.tendersInFlight.add(tenderId);
    queue.flushes++;
    void flush(ctx, groups).finally(() => {
      for (const tenderId of groups.keys()) queue.tendersInFlight.delete(tenderId);
      queue.flushes--;
      startFlushes(ctx, queue);
    });
  }
}

/**
 * Starts the flushes once the event loop has taken this turn's requests: the bids that arrived
 * together then share one flush (one transaction, two round trips) instead of taking a flush each
 * while fewer than the most run.
 */
function startFlushesThisTurn(ctx: AppContext, queue: BidQueue): void {
  if (queue.startScheduled) return;
  queue.startScheduled = true;
  setImmediate(() => {
    queue.startScheduled = false;
    startFlushes(ctx, queue);
  });
}

/** Places one bid (a person's, or a demo bidder's) and resolves with its receipt once committed. */
export function placeBid(ctx: AppContext, request: BidRequest): Promise<TBidReceipt> {
  if (!isUuid(request.tenderId) || !isUuid(request.targetId)) return Promise.reject(notFound());
  const queue = ctx.bidQueue;
  const promise = new Promise<TBidReceipt>((resolve, reject) =>
    queue.pending.push({ request, resolve, reject }),
  );
  // A bid of a tender in flight waits for that flush to end, which starts the next.
  if (!queue.tendersInFlight.has(request.tenderId)) startFlushesThisTurn(ctx, queue);
  return promise;
}
