/**
 * The bidding engine (DESIGN §5). Bids on one tender are serialized twice over: in this process
 * they queue per tender, and each batch of queued bids runs in one transaction that locks the
 * tender row (so several processes serialize too). The batch validates and applies each bid in
 * order, appends them to the hash chain, stores offers and ranking in one statement, commits, and
 * only then pushes and answers each bid with its receipt (or its refusal). The transaction takes
 * two round trips (db/scripted-transaction.ts): the lock is what every other bid on the tender
 * waits for, so it is held for as short a time as possible.
 */
import type { TBidReceipt } from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/errors.ts';
import { wakeClockAt } from '../../jobs/clock-registry.ts';
import { isUuid } from '../tenders/access.ts';
import { applyBidBatch, type BidRequest } from './bid-batch.ts';
import { publishBatchUpdates } from './room-pushes.ts';
import {
  activeEntriesStatement,
  lockTenderStatement,
  toLockedTender,
  toRoomEntry,
} from './room-state.ts';
import { roomChangesStatement } from './room-writes.ts';
import { tenderStructure } from './tender-structure.ts';

export type { BidRequest } from './bid-batch.ts';

/** Bids taken into one transaction at most; the rest wait for the next. */
const MAX_BATCH = 64;

type PendingBid = {
  request: BidRequest;
  resolve(receipt: TBidReceipt): void;
  reject(error: unknown): void;
};
type TenderQueue = { pending: PendingBid[]; draining: boolean };

/** Per app (tests run several in one process), per tender. */
const queuesByApp = new WeakMap<AppContext, Map<string, TenderQueue>>();

/**
 * One batch in two round trips: lock the tender and read its room (and, on a cache miss, its
 * structure), apply the bids in memory, then write everything and commit.
 */
function batchInTransaction(ctx: AppContext, tenderId: string, requests: BidRequest[]) {
  return ctx.scriptedTransaction(async ({ run }) => {
    const [[tenderRow], entryRows] = await run([
      lockTenderStatement(tenderId),
      activeEntriesStatement(tenderId),
    ]);
    if (!tenderRow) throw notFound();
    const tender = toLockedTender(tenderRow);
    const structure = await tenderStructure(run, tender.id, tender.version);
    const batch = applyBidBatch({
      tender,
      structure,
      entries: entryRows.map(toRoomEntry),
      requests,
      now: ctx.clock.now(),
    });
    const write = roomChangesStatement(batch.changes);
    return { value: batch, commitWith: write ? [write] : [] };
  });
}

async function runBatch(ctx: AppContext, tenderId: string, pending: PendingBid[]): Promise<void> {
  let batch: Awaited<ReturnType<typeof batchInTransaction>>;
  try {
    batch = await batchInTransaction(
      ctx,
      tenderId,
      pending.map((bid) => bid.request),
    );
  } catch (error) {
    for (const bid of pending) bid.reject(error);
    return;
  }
  publishBatchUpdates(
    ctx,
    batch.results.flatMap((result) => (result.ok ? [result.update] : [])),
  );
  batch.results.forEach((result, index) => {
    if (result.ok) pending[index].resolve(result.receipt);
    else pending[index].reject(result.error);
  });
  if (batch.prolongedTo) wakeClockAt(ctx, batch.prolongedTo);
}

async function drain(ctx: AppContext, queues: Map<string, TenderQueue>, tenderId: string) {
  const queue = queues.get(tenderId)!;
  queue.draining = true;
  try {
    while (queue.pending.length > 0)
      await runBatch(ctx, tenderId, queue.pending.splice(0, MAX_BATCH));
  } finally {
    queues.delete(tenderId);
  }
}

/** Places one bid (a person's, or a demo bidder's) and resolves with its receipt once committed. */
export function placeBid(ctx: AppContext, request: BidRequest): Promise<TBidReceipt> {
  if (!isUuid(request.tenderId) || !isUuid(request.targetId)) return Promise.reject(notFound());
  let queues = queuesByApp.get(ctx);
  if (!queues) queuesByApp.set(ctx, (queues = new Map()));
  let queue = queues.get(request.tenderId);
  if (!queue) queues.set(request.tenderId, (queue = { pending: [], draining: false }));
  const promise = new Promise<TBidReceipt>((resolve, reject) =>
    queue.pending.push({ request, resolve, reject }),
  );
  if (!queue.draining) void drain(ctx, queues, request.tenderId);
  return promise;
}
