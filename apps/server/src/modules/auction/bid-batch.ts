/**
 * Applies a batch of bids on one tender, in arrival order, to the room state read under the
 * tender's lock: each bid is validated against the state its predecessors left, gets the next
 * sequence number and chain hash, is ranked and yields its own receipt. What the whole batch
 * changed is written afterwards in one statement (room-writes) and pushed once (room-pushes).
 */
import {
  Messages,
  bestBids,
  bidProblemMessage,
  biddingPhase,
  criterionBidProblem,
  itemBidProblem,
  overtimeMinutes,
  rankOffers,
  round4,
  type BestBids,
  type BidPhase,
  type BidProblem,
  type RankingOffer,
  type RankingResult,
  type TBidReceipt,
} from '@tendermark/shared';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { hashBid } from './bid-chain.ts';
import type { BatchPushes, OwnerFeedBid, StandingPush } from './room-pushes.ts';
import {
  bidMap,
  changedBestBids,
  standingChanged,
  storedTotal,
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

export type BidResult = { ok: true; receipt: TBidReceipt } | { ok: false; error: AppError };

const MINUTE = 60_000;

const PHASE_REFUSALS = {
  notStarted: () => conflict(Messages.auctionNotStarted, 'auction_not_started'),
  closed: () => conflict(Messages.biddingClosed, 'bidding_closed'),
};

/**
 * An entry while a batch is applied: its offer as the ranking reads it (the bidder's maps are
 * updated in place) and the standing it was last given, first the stored one.
 */
type Slot = RankingOffer & {
  entry: RoomEntry;
  itemBids: Map<string, number>;
  criterionBids: Map<string, number>;
  position: number;
  score: number | null;
  total: number | null;
};

function toSlot(entry: RoomEntry): Slot {
  return {
    supplierId: entry.id,
    itemBids: bidMap(entry.itemBids),
    criterionBids: bidMap(entry.criterionBids),
    reachedAt: entry.reachedSeq,
    entry,
    position: entry.position,
    score: entry.score,
    total: storedTotal(entry.total),
  };
}

/** The problem with the value for its target, or 404/400 when the target cannot be bid on. */
function valueProblem(
  structure: TenderStructure,
  bidder: Slot,
  request: BidRequest,
  value: number,
  phase: BidPhase,
): BidProblem | undefined {
  if (request.targetKind === 'item') {
    const item = structure.itemsById.get(request.targetId);
    if (!item) throw notFound();
    const previous = bidder.itemBids.get(item.id);
    return itemBidProblem({ bid: value, previous, bidStep: item.bidStep, phase });
  }
  const criterion = structure.criteriaById.get(request.targetId);
  if (!criterion) throw notFound();
  if (criterion.isPrice) throw badRequest(Messages.priceCriterionNotBiddable, 'price_criterion');
  return criterionBidProblem({
    bid: value,
    previous: bidder.criterionBids.get(criterion.id),
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
  slots: Slot[];
  /** Best bids of the offers as read, before any bid of the batch. */
  startBests: BestBids;
  /**
   * The ranking after the last accepted bid. Before the first, it is made only when overtime
   * needs to know who led: the bids answer with the ranking after them.
   */
  ranking?: RankingResult;
  now: Date;
  at: string;
  bids: BidRow[];
  ownerFeed: OwnerFeedBid[];
  /** Users whose position changed with some bid, and the bidders. */
  notified: Set<string>;
  rankingChanged: boolean;
  /** Best bids changed by some bid, with their latest value. */
  itemBestBids: Map<string, number | undefined>;
  criterionBestBids: Map<string, number | undefined>;
  prolonged?: { endDate: Date; minutes: number };
};

type ValidBid = { phase: BidPhase; value: number };

/** The bid's phase and value once it has passed every rule; throws the refusal otherwise. */
function validBid(state: BatchState, bidder: Slot, request: BidRequest): ValidBid {
  const phaseCheck = biddingPhase(state.tender, state.now);
  if ('refusal' in phaseCheck) throw PHASE_REFUSALS[phaseCheck.refusal]();
  const { phase } = phaseCheck;
  const value = round4(request.value);
  const problem = valueProblem(state.structure, bidder, request, value, phase);
  if (problem) throw badRequest(bidProblemMessage(problem), 'bid_refused');
  return { phase, value };
}

/**
 * Appends the bid to the chain: its row (a literal, not a spread: spreading objects is slow in the
 * V8 of Node 20, and this runs per bid) and the tender's new head.
 */
function chainBid(state: BatchState, bidder: Slot, request: BidRequest, bid: ValidBid): BidRow {
  const { tender } = state;
  const row: BidRow = {
    tenderId: tender.id,
    supplierId: bidder.supplierId,
    targetKind: request.targetKind,
    targetId: request.targetId,
    value: bid.value,
    seq: tender.bidSeq + 1,
    phase: bid.phase,
    createdAt: state.now,
    prevHash: tender.bidHash,
    hash: '',
  };
  row.hash = hashBid(row);
  state.bids.push(row);
  tender.bidSeq = row.seq;
  tender.bidHash = row.hash;
  return row;
}

/** The minutes a live bid would add if it changed the leader (0 outside the final minutes). */
function overtimeOnLeaderChange({ tender, now }: BatchState, phase: BidPhase): number {
  if (phase !== 'live') return 0;
  const { endDate, autoExtendMinutes } = tender;
  return overtimeMinutes({ now, endDate, autoExtendMinutes, leaderChanged: true });
}

/** The ranking of the offers as they stand now. */
function currentRanking(state: BatchState): RankingResult {
  const { items, criteria } = state.structure;
  return (state.ranking ??= rankOffers(items, criteria, state.slots));
}

/** Overtime: the bid changed the leader in the final minutes, so the end moves out. */
function prolong(state: BatchState, minutes: number): void {
  const { tender } = state;
  tender.endDate = new Date(tender.endDate.getTime() + minutes * MINUTE);
  tender.prolongedMinutes += minutes;
  state.prolonged = { endDate: tender.endDate, minutes };
}

/** Gives every entry its standing in the new ranking, noting who is to hear of it. */
function restand(state: BatchState, bidder: Slot, ranking: RankingResult): void {
  for (const slot of state.slots) {
    const position = ranking.positions.get(slot.supplierId)!;
    const score = ranking.scores.get(slot.supplierId) ?? null;
    const total = storedTotal(ranking.totals.get(slot.supplierId));
    if (slot === bidder || position !== slot.position) state.notified.add(slot.entry.userId);
    if (position !== slot.position || score !== slot.score || total !== slot.total)
      state.rankingChanged = true;
    slot.position = position;
    slot.score = score;
    slot.total = total;
  }
}

/** Ranks the room again with the bidder's new offer, and gives every entry its new standing. */
function rerank(state: BatchState, bidder: Slot, row: BidRow): RankingResult {
  const offer = row.targetKind === 'item' ? bidder.itemBids : bidder.criterionBids;
  offer.set(row.targetId, row.value);
  bidder.reachedAt = row.seq;
  const { items, criteria } = state.structure;
  state.ranking = rankOffers(items, criteria, state.slots);
  restand(state, bidder, state.ranking);
  return state.ranking;
}

function noteChangedBestBids(
  changed: Map<string, number | undefined>,
  before: ReadonlyMap<string, number>,
  after: ReadonlyMap<string, number>,
  ids: Iterable<string>,
): void {
  for (const id of ids) if (before.get(id) !== after.get(id)) changed.set(id, after.get(id));
}

/** Notes for the batch's pushes the bid itself and the best bids it changed. */
function notePushes(
  state: BatchState,
  bidder: Slot,
  row: BidRow,
  bests: { before: BestBids; after: BestBids },
): void {
  const { structure } = state;
  const { before, after } = bests;
  noteChangedBestBids(
    state.itemBestBids,
    before.itemBestBids,
    after.itemBestBids,
    structure.itemsById.keys(),
  );
  noteChangedBestBids(
    state.criterionBestBids,
    before.criterionBestBids,
    after.criterionBestBids,
    structure.criteriaById.keys(),
  );
  state.ownerFeed.push({
    seq: row.seq,
    userName: bidder.entry.userName,
    targetKind: row.targetKind,
    targetId: row.targetId,
    value: row.value,
    at: state.at,
  });
}

function applyBid(state: BatchState, request: BidRequest): BidResult & { ok: true } {
  const bidder = state.slots.find((slot) => slot.entry.userId === request.userId);
  if (!bidder) throw forbidden(Messages.notAuctionParticipant);
  const bid = validBid(state, bidder, request);
  const overtime = overtimeOnLeaderChange(state, bid.phase);
  const leaderBefore = overtime > 0 ? currentRanking(state).leaderId : undefined;
  const before = state.ranking ?? state.startBests;
  const row = chainBid(state, bidder, request, bid);
  const after = rerank(state, bidder, row);
  const { leaderId } = after;
  if (overtime > 0 && leaderId !== undefined && leaderId !== leaderBefore) prolong(state, overtime);
  notePushes(state, bidder, row, { before, after });
  return {
    ok: true,
    receipt: {
      accepted: true,
      seq: row.seq,
      serverTime: state.at,
      hash: row.hash,
      position: bidder.position,
    },
  };
}

/** An entry's row update, when the batch changed its offer or standing compared with the store. */
function entryUpdate(slot: Slot, at: Date): EntryUpdate | undefined {
  const stored = slot.entry;
  const update: EntryUpdate = {
    id: stored.id,
    position: slot.position,
    score: slot.score,
    total: slot.total,
  };
  const offerChanged = slot.reachedAt !== stored.reachedSeq;
  if (!offerChanged && !standingChanged(stored, update)) return undefined;
  if (offerChanged)
    update.offer = {
      itemBids: Object.fromEntries(slot.itemBids),
      criterionBids: Object.fromEntries(slot.criterionBids),
      reachedSeq: slot.reachedAt,
      at,
    };
  return update;
}

/** The chain head after the batch, and the end when overtime moved it. */
function newHead({ tender, bids, prolonged }: BatchState): RoomChanges['head'] {
  if (bids.length === 0) return undefined;
  const { bidSeq: seq, bidHash: hash } = tender;
  if (!prolonged) return { seq, hash };
  return { seq, hash, endDate: tender.endDate, prolongedMinutes: tender.prolongedMinutes };
}

/** What the batch changed compared with the stored state it started from. */
function netChanges(end: BatchState): RoomChanges {
  const entries: EntryUpdate[] = [];
  for (const slot of end.slots) {
    const update = entryUpdate(slot, end.now);
    if (update) entries.push(update);
  }
  const { tender, structure, startBests } = end;
  const endBests = end.ranking ?? startBests;
  return {
    tenderId: tender.id,
    bids: end.bids,
    head: newHead(end),
    entries,
    itemBestBids: changedBestBids(
      startBests.itemBestBids,
      endBests.itemBestBids,
      structure.itemsById.keys(),
    ),
    criterionBestBids: changedBestBids(
      startBests.criterionBestBids,
      endBests.criterionBestBids,
      structure.criteriaById.keys(),
    ),
  };
}

/** The batch's pushes: its bids to the owner, then the room as it stands after them. */
function batchPushes(state: BatchState): BatchPushes | undefined {
  if (state.ownerFeed.length === 0) return undefined;
  const { tender } = state;
  const standings = state.slots.map((slot): StandingPush => ({
    userId: slot.entry.userId,
    userName: slot.entry.userName,
    position: slot.position,
    score: slot.score,
    total: slot.total,
    notify: state.notified.has(slot.entry.userId),
  }));
  return {
    bids: state.ownerFeed,
    room: {
      tenderId: tender.id,
      status: tender.status,
      bidVisibility: tender.bidVisibility,
      seq: tender.bidSeq,
      itemBestBids: state.itemBestBids,
      criterionBestBids: state.criterionBestBids,
      standings,
      rankingChanged: state.rankingChanged,
      prolonged: state.prolonged,
    },
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
}): {
  results: BidResult[];
  changes: RoomChanges;
  /** Undefined when no bid was accepted. */
  pushes?: BatchPushes;
  prolongedTo?: Date;
} {
  const { structure } = input;
  const slots = input.entries.map(toSlot);
  const state: BatchState = {
    tender: { ...input.tender },
    structure,
    slots,
    startBests: bestBids(structure.items, structure.criteria, slots),
    now: input.now,
    at: input.now.toISOString(),
    bids: [],
    ownerFeed: [],
    notified: new Set(),
    rankingChanged: false,
    itemBestBids: new Map(),
    criterionBestBids: new Map(),
  };
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
    changes: netChanges(state),
    pushes: batchPushes(state),
    prolongedTo: state.prolonged?.endDate,
  };
}
