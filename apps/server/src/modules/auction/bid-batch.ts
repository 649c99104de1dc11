/**
 * Applies a batch of bids on one tender, in arrival order, to the room state read under the
 * tender's lock: each bid is validated against the state its predecessors left, gets the next
 * sequence number and chain hash, and yields its own receipt and pushes. What the whole batch
 * changed is written afterwards in one statement (room-writes).
 */
import {
  Messages,
  bidProblemMessage,
  biddingPhase,
  criterionBidProblem,
  itemBidProblem,
  overtimeMinutes,
  round4,
  type BidPhase,
  type BidProblem,
  type RankingResult,
  type TBidReceipt,
} from '@tendermark/shared';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { hashBid } from './bid-chain.ts';
import type { RoomUpdate } from './room-pushes.ts';
import {
  changedBestBids,
  rankEntries,
  standingChanged,
  standingOf,
  type LockedTender,
  type RoomEntry,
} from './room-state.ts';
import type { BidRow, EntryUpdate, RoomChanges } from './room-writes.ts';
import type { TenderStructure } from './tender-structure.ts';

export type BidRequest = {
  userId: string;
  tenderId: string;
  targetKind: 'item' | 'criterion';
  targetId: string;
  value: number;
};

export type BidResult =
  { ok: true; receipt: TBidReceipt; update: RoomUpdate } | { ok: false; error: AppError };

const MINUTE = 60_000;

const PHASE_REFUSALS = {
  notStarted: () => conflict(Messages.auctionNotStarted, 'auction_not_started'),
  closed: () => conflict(Messages.biddingClosed, 'bidding_closed'),
};

/** The problem with the value for its target, or 404/400 when the target cannot be bid on. */
function valueProblem(
  structure: TenderStructure,
  bidder: RoomEntry,
  request: BidRequest,
  value: number,
  phase: BidPhase,
): BidProblem | undefined {
  if (request.targetKind === 'item') {
    const item = structure.itemsById.get(request.targetId);
    if (!item) throw notFound();
    const previous = bidder.itemBids[item.id];
    return itemBidProblem({ bid: value, previous, bidStep: item.bidStep, phase });
  }
  const criterion = structure.criteriaById.get(request.targetId);
  if (!criterion) throw notFound();
  if (criterion.isPrice) throw badRequest(Messages.priceCriterionNotBiddable, 'price_criterion');
  return criterionBidProblem({
    bid: value,
    previous: bidder.criterionBids[criterion.id],
    minBid: criterion.minBid,
    maxBid: criterion.maxBid,
    winningThreshold: criterion.winningThreshold,
    phase,
  });
}

/** The room while a batch is applied; `tender` carries the moving chain head and end. */
type BatchState = {
  tender: LockedTender;
  structure: TenderStructure;
  entries: RoomEntry[];
  ranking: RankingResult;
  now: Date;
  bids: BidRow[];
  prolongedTo?: Date;
};

function applyBid(state: BatchState, request: BidRequest): BidResult & { ok: true } {
  const { tender, structure, now } = state;
  const bidder = state.entries.find((entry) => entry.userId === request.userId);
  if (!bidder) throw forbidden(Messages.notAuctionParticipant);
  const phaseCheck = biddingPhase(tender, now);
  if ('refusal' in phaseCheck) throw PHASE_REFUSALS[phaseCheck.refusal]();
  const { phase } = phaseCheck;
  const value = round4(request.value);
  const problem = valueProblem(structure, bidder, request, value, phase);
  if (problem) throw badRequest(bidProblemMessage(problem), 'bid_refused');

  const seq = tender.bidSeq + 1;
  const offerKey = request.targetKind === 'item' ? 'itemBids' : 'criterionBids';
  const updatedBidder: RoomEntry = {
    ...bidder,
    [offerKey]: { ...bidder[offerKey], [request.targetId]: value },
    reachedSeq: seq,
  };
  const before = state.ranking;
  const offers = state.entries.map((entry) => (entry === bidder ? updatedBidder : entry));
  const after = rankEntries(structure, offers);

  const row = {
    tenderId: tender.id,
    supplierId: bidder.id,
    targetKind: request.targetKind,
    targetId: request.targetId,
    value,
    seq,
    phase,
    createdAt: now,
    prevHash: tender.bidHash,
  };
  const hash = hashBid(row);
  state.bids.push({ ...row, hash });
  tender.bidSeq = seq;
  tender.bidHash = hash;

  const extension =
    phase === 'live'
      ? overtimeMinutes({
          now,
          endDate: tender.endDate,
          autoExtendMinutes: tender.autoExtendMinutes,
          leaderChanged: after.leaderId !== undefined && after.leaderId !== before.leaderId,
        })
      : 0;
  const prolonged =
    extension > 0
      ? { endDate: new Date(tender.endDate.getTime() + extension * MINUTE), minutes: extension }
      : undefined;
  if (prolonged) {
    tender.endDate = prolonged.endDate;
    tender.prolongedMinutes += extension;
    state.prolongedTo = prolonged.endDate;
  }

  const standings = offers.map((entry) => {
    const standing = standingOf(structure, entry, after);
    return { entry, standing, changed: standingChanged(entry, standing) };
  });
  state.entries = standings.map(({ entry, standing }) => ({
    ...entry,
    position: standing.position,
    score: standing.score,
    total: standing.total,
  }));
  state.ranking = after;
  const bidderPosition = standings.find(({ entry }) => entry === updatedBidder)!.standing.position;

  return {
    ok: true,
    receipt: { accepted: true, seq, serverTime: now.toISOString(), hash, position: bidderPosition },
    update: {
      tenderId: tender.id,
      status: tender.status,
      bidVisibility: tender.bidVisibility,
      seq,
      bid: {
        userName: bidder.userName,
        targetKind: request.targetKind,
        targetId: request.targetId,
        value,
        at: now.toISOString(),
      },
      itemBestBids: changedBestBids(
        before.itemBestBids,
        after.itemBestBids,
        structure.itemsById.keys(),
      ),
      criterionBestBids: changedBestBids(
        before.criterionBestBids,
        after.criterionBestBids,
        structure.criteriaById.keys(),
      ),
      standings: standings.map(({ entry, standing }) => ({
        userId: entry.userId,
        userName: entry.userName,
        position: standing.position,
        score: standing.score,
        total: standing.total,
        notify: entry === updatedBidder || entry.position !== standing.position,
      })),
      rankingChanged: standings.some(({ changed }) => changed),
      prolonged,
    },
  };
}

/** What the batch changed compared with the state it started from. */
function netChanges(start: BatchState, end: BatchState, original: RoomEntry[]): RoomChanges {
  const originalById = new Map(original.map((entry) => [entry.id, entry]));
  const entries: EntryUpdate[] = [];
  for (const entry of end.entries) {
    const stored = originalById.get(entry.id)!;
    const standing = {
      id: entry.id,
      position: entry.position,
      score: entry.score,
      total: entry.total,
    };
    const offerChanged = entry.reachedSeq !== stored.reachedSeq;
    if (!offerChanged && !standingChanged(stored, standing)) continue;
    entries.push(
      offerChanged
        ? {
            ...standing,
            offer: {
              itemBids: entry.itemBids,
              criterionBids: entry.criterionBids,
              reachedSeq: entry.reachedSeq,
              at: end.now,
            },
          }
        : standing,
    );
  }
  const { tender, structure } = end;
  return {
    tenderId: tender.id,
    bids: end.bids,
    head:
      end.bids.length === 0
        ? undefined
        : {
            seq: tender.bidSeq,
            hash: tender.bidHash,
            ...(end.prolongedTo && {
              endDate: tender.endDate,
              prolongedMinutes: tender.prolongedMinutes,
            }),
          },
    entries,
    itemBestBids: changedBestBids(
      start.ranking.itemBestBids,
      end.ranking.itemBestBids,
      structure.itemsById.keys(),
    ),
    criterionBestBids: changedBestBids(
      start.ranking.criterionBestBids,
      end.ranking.criterionBestBids,
      structure.criteriaById.keys(),
    ),
  };
}

/**
 * Applies the requests in order. A refused bid leaves the state untouched and carries its error;
 * the others see the bids accepted before them.
 */
export function applyBidBatch(input: {
  tender: LockedTender;
  structure: TenderStructure;
  entries: RoomEntry[];
  requests: BidRequest[];
  now: Date;
}): { results: BidResult[]; changes: RoomChanges; prolongedTo?: Date } {
  const start: BatchState = {
    tender: { ...input.tender },
    structure: input.structure,
    entries: input.entries,
    ranking: rankEntries(input.structure, input.entries),
    now: input.now,
    bids: [],
  };
  const state: BatchState = { ...start, tender: { ...input.tender }, bids: [] };
  const results = input.requests.map((request): BidResult => {
    try {
      return applyBid(state, request);
    } catch (error) {
      if (error instanceof AppError) return { ok: false, error };
      throw error;
    }
  });
  return {
    results,
    changes: netChanges(start, state, input.entries),
    prolongedTo: state.prolongedTo,
  };
}
