/**
 * Applies a batch of bids on one tender, in arrival order, to the room state read under the
 * tender's lock: each bid is validated against the state its predecessors left, gets the next
 * sequence number and chain hash, is ranked and yields its own receipt. What the whole batch
 * changed is then written in one statement and pushed once (batch-outcome).
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
  type AuctionFormat,
  type BidProblem,
  type RankingResult,
  type TBidReceipt,
} from '@tendermark/shared';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import {
  batchLots,
  isLotClosed,
  lotOvertime,
  lotOvertimes,
  prolongLot,
  type LotOvertime,
} from './batch-lots.ts';
import { batchPushes, netChanges } from './batch-outcome.ts';
import { toSlot, type BatchLot, type BatchState, type Slot } from './batch-state.ts';
import { hashBid } from './bid-chain.ts';
import type { BatchPushes } from './events.ts';
import {
  changedBestBids,
  storedTiedWith,
  storedTotal,
  type LockedTender,
  type RoomEntry,
} from './room-state.ts';
import type { BidRow, RoomChanges } from './room-writes.ts';
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
  frozen: () => conflict(Messages.tenderFrozen, 'tender_frozen'),
};

/** Bids are the English format's; the others take their own actions (issue 30). */
const FORMAT_REFUSALS: Record<Exclude<AuctionFormat, 'english'>, () => AppError> = {
  japanese: () => conflict(Messages.wrongAuctionFormat, 'wrong_auction_format'),
  dutch: () => conflict(Messages.wrongAuctionFormat, 'wrong_auction_format'),
  sealed: () => conflict(Messages.sealedOffersOnly, 'sealed_offers_only'),
};

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

type ValidBid = { phase: BidPhase; value: number };

/** The bid's phase and value once it has passed every rule; throws the refusal otherwise. */
function validBid(state: BatchState, bidder: Slot, request: BidRequest): ValidBid {
  const { auctionFormat } = state.tender;
  if (auctionFormat !== 'english') throw FORMAT_REFUSALS[auctionFormat]();
  const phaseCheck = biddingPhase(state.tender, state.now);
  if ('refusal' in phaseCheck) throw PHASE_REFUSALS[phaseCheck.refusal]();
  const { phase } = phaseCheck;
  const lot = request.targetKind === 'item' ? state.lots?.get(request.targetId) : undefined;
  if (lot && isLotClosed(lot, state.now)) throw conflict(Messages.lotClosed, 'lot_closed');
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

/**
 * The overtime a live bid takes if it changes who leads: the tender's end when the ranking's
 * leader changes; with staggered lots, only the end of the item's lot when its best bid changes
 * hands (a criterion bid moves no lot). Read before the bid is applied; undefined outside the
 * final minutes.
 */
type Overtime =
  { minutes: number; leadersBefore: readonly string[] } | { minutes: number; lot: BatchLot };

function overtimeWatch(
  state: BatchState,
  bidder: Slot,
  request: BidRequest,
  bid: ValidBid,
): Overtime | undefined {
  if (bid.phase !== 'live') return undefined;
  if (state.lots)
    return request.targetKind === 'item'
      ? lotOvertime(state, bidder, request.targetId, bid.value)
      : undefined;
  const { now, tender } = state;
  const { endDate, autoExtendMinutes } = tender;
  const minutes = overtimeMinutes({ now, endDate, autoExtendMinutes, leaderChanged: true });
  return minutes > 0 ? { minutes, leadersBefore: currentRanking(state).leaderIds } : undefined;
}

/** The ranking of the offers as they stand now. */
function currentRanking(state: BatchState): RankingResult {
  const { items, criteria, tieRule } = state.structure;
  return (state.ranking ??= rankOffers(items, criteria, state.slots, tieRule));
}

/**
 * Whether the best rank changed hands: another leader, or (under a sharing tie rule) another set
 * of offers tied for it. Not when nobody leads after the bid.
 */
function leadChanged(before: readonly string[], after: readonly string[]): boolean {
  if (after.length === 0) return false;
  return after.length !== before.length || after.some((id, index) => id !== before[index]);
}

/** Overtime: the bid changed the leader in the final minutes, so the end moves out. */
function prolong(state: BatchState, minutes: number): void {
  const { tender } = state;
  tender.endDate = new Date(tender.endDate.getTime() + minutes * MINUTE);
  tender.prolongedMinutes += minutes;
  state.prolonged = { endDate: tender.endDate, minutes };
}

/** Takes the watched overtime if the bid changed who leads (the ranking, or the lot). */
function takeOvertime(state: BatchState, overtime: Overtime, after: RankingResult): void {
  if ('lot' in overtime) {
    const tenderMinutes = prolongLot(state, overtime.lot, overtime.minutes);
    if (tenderMinutes > 0) prolong(state, tenderMinutes);
  } else if (leadChanged(overtime.leadersBefore, after.leaderIds)) prolong(state, overtime.minutes);
}

/** Gives every entry its standing in the new ranking, noting who is to hear of it. */
function restand(state: BatchState, bidder: Slot, ranking: RankingResult): void {
  for (const slot of state.slots) {
    const position = ranking.positions.get(slot.supplierId)!;
    const tiedWith = ranking.tiedWith.get(slot.supplierId) ?? 0;
    const score = ranking.scores.get(slot.supplierId) ?? null;
    const total = storedTotal(ranking.totals.get(slot.supplierId));
    const standingMoved = position !== slot.position || tiedWith !== slot.tiedWith;
    if (slot === bidder || standingMoved) state.notified.add(slot.entry.userId);
    if (standingMoved || score !== slot.score || total !== slot.total) state.rankingChanged = true;
    slot.position = position;
    slot.tiedWith = tiedWith;
    slot.score = score;
    slot.total = total;
  }
}

/** Ranks the room again with the bidder's new offer, and gives every entry its new standing. */
function rerank(state: BatchState, bidder: Slot, row: BidRow): RankingResult {
  const offer = row.targetKind === 'item' ? bidder.itemBids : bidder.criterionBids;
  offer.set(row.targetId, row.value);
  bidder.reachedAt = row.seq;
  const { items, criteria, tieRule } = state.structure;
  state.ranking = rankOffers(items, criteria, state.slots, tieRule);
  restand(state, bidder, state.ranking);
  return state.ranking;
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
  changedBestBids(
    before.itemBestBids,
    after.itemBestBids,
    structure.itemsById.keys(),
    state.itemBestBids,
  );
  changedBestBids(
    before.criterionBestBids,
    after.criterionBestBids,
    structure.criteriaById.keys(),
    state.criterionBestBids,
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
  const overtime = overtimeWatch(state, bidder, request, bid);
  const before = state.ranking ?? state.startBests;
  const row = chainBid(state, bidder, request, bid);
  const after = rerank(state, bidder, row);
  if (overtime) takeOvertime(state, overtime, after);
  notePushes(state, bidder, row, { before, after });
  const receipt: TBidReceipt = {
    accepted: true,
    seq: row.seq,
    serverTime: state.at,
    hash: row.hash,
    position: bidder.position,
  };
  if (bidder.tiedWith > 0) receipt.tiedWith = bidder.tiedWith;
  return { ok: true, receipt };
}

export type OvertimeProlongation = { from: Date; to: Date; minutes: number };

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
  /** English with staggered close: the tender's lots as read under its lock. */
  lots?: readonly BatchLot[];
}): {
  results: BidResult[];
  changes: RoomChanges;
  /** Undefined when no bid was accepted. */
  pushes?: BatchPushes;
  prolongedTo?: Date;
  /**
   * Overtime moved the end: from the end before the batch, by all its prolongations together.
   * Not with staggered lots, whose overtime is the lots' (`lotOvertime`).
   */
  overtime?: OvertimeProlongation;
  /** Staggered lots whose end overtime moved. */
  lotOvertime?: LotOvertime[];
} {
  const { structure } = input;
  const tiedWith = storedTiedWith(input.entries);
  const slots = input.entries.map((entry) => toSlot(entry, tiedWith.get(entry.id)!));
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
    lots: batchLots(input.lots),
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
    overtime:
      state.prolonged && !state.lots
        ? {
            from: input.tender.endDate,
            to: state.prolonged.endDate,
            minutes: state.tender.prolongedMinutes - input.tender.prolongedMinutes,
          }
        : undefined,
    lotOvertime: state.movedLots && lotOvertimes(state),
  };
}
