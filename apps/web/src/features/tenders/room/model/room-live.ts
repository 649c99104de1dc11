// What the room shows that pushes change: status, end, best bids, the supplier's own bids and
// position, and the receipts of its bids. Starts from GetTender (the truth) and starts over
// whenever a fresh tender arrives; pushes apply on top, and an older push never undoes a newer one.
import { Constants, type TTender } from '@tendermark/shared';

export type BidTargetKind = 'item' | 'criterion';
export type BidTarget = { kind: BidTargetKind; id: string };
export type TargetKey = `${BidTargetKind}:${string}`;
export const targetKey = (target: BidTarget): TargetKey => `${target.kind}:${target.id}`;

/** Proof that a bid was accepted (the receipt of BidToItem / BidToCriterion, or its history row). */
export type BidReceiptView = { seq: number; serverTime: string; hash: string };
/** A bid's receipt with the bidder's standing after it (tiedWith: others sharing the position). */
export type AcceptedReceipt = BidReceiptView & { position: number; tiedWith?: number };

export type RoomLive = {
  tenderId: string;
  status: number;
  endDate: string;
  bestBids: Record<TargetKey, number>;
  ownBids: Record<TargetKey, number>;
  ownPosition: number;
  /** How many other offers share the own position (a sharing tie rule; 0: none). */
  ownTiedWith: number;
  receipts: Record<TargetKey, BidReceiptView>;
  /** Sequence numbers behind what is shown, per best bid and for the own position. */
  bestBidSeqs: Record<TargetKey, number>;
  positionSeq: number;
};

export type RoomLiveEvent =
  | { type: 'reset'; tender: TTender; viewer: 'owner' | 'supplier' }
  | { type: 'bestBid'; target: BidTarget; bestBid: number; seq?: number }
  | { type: 'ownPosition'; position: number; tiedWith?: number; seq: number }
  | { type: 'ownBidAccepted'; target: BidTarget; value: number; receipt: AcceptedReceipt }
  | { type: 'status'; status: number; endDate?: string }
  | { type: 'prolonged'; endDate: string };

function fromTender(tender: TTender, viewer: 'owner' | 'supplier') {
  const bestBids: Record<TargetKey, number> = {};
  for (const item of tender.itemsDetails) bestBids[`item:${String(item.id)}`] = item.bestBid;
  for (const criterion of tender.criteriaDetails)
    bestBids[`criterion:${String(criterion.id)}`] = criterion.bestBid;
  const ownBids: Record<TargetKey, number> = {};
  const entry = viewer === 'supplier' ? tender.suppliers[0] : undefined;
  for (const bid of entry?.itemsBids ?? []) ownBids[`item:${bid.id}`] = bid.value;
  for (const bid of entry?.criteriaBids ?? []) ownBids[`criterion:${bid.id}`] = bid.value;
  return {
    tenderId: tender.tenderId,
    status: tender.tenderStatus,
    endDate: tender.endDate,
    bestBids,
    ownBids,
    ownPosition: entry?.overallPosition ?? Constants.noPosition,
    ownTiedWith: entry?.tiedWith ?? 0,
  };
}

export function initialRoomLive(input: {
  tender: TTender;
  viewer: 'owner' | 'supplier';
}): RoomLive {
  return {
    ...fromTender(input.tender, input.viewer),
    receipts: {},
    bestBidSeqs: {},
    positionSeq: 0,
  };
}

/**
 * Per target, whichever receipt is newer (higher sequence number); `current` itself when none of
 * `incoming` is, so that what shows the receipts need not render again.
 */
export function newerReceipts(
  current: Record<TargetKey, BidReceiptView>,
  incoming: Record<TargetKey, BidReceiptView>,
): Record<TargetKey, BidReceiptView> {
  const newer = (Object.entries(incoming) as [TargetKey, BidReceiptView][]).filter(
    ([key, receipt]) => !current[key] || current[key].seq < receipt.seq,
  );
  return newer.length === 0 ? current : { ...current, ...Object.fromEntries(newer) };
}

export function roomLiveReducer(state: RoomLive, event: RoomLiveEvent): RoomLive {
  switch (event.type) {
    case 'reset': {
      // The server's truth replaces everything pushed so far; receipts are not part of it. It is at
      // least as new as every push seen, so the sequence numbers stay: a push that arrives late
      // (one tender's batches may be pushed by different server nodes) cannot undo it.
      const sameTender = event.tender.tenderId === state.tenderId;
      return {
        ...state,
        ...fromTender(event.tender, event.viewer),
        bestBidSeqs: sameTender ? state.bestBidSeqs : {},
        positionSeq: sameTender ? state.positionSeq : 0,
      };
    }
    case 'bestBid': {
      const key = targetKey(event.target);
      const seq = event.seq ?? state.bestBidSeqs[key] ?? 0;
      if (seq < (state.bestBidSeqs[key] ?? 0)) return state;
      return {
        ...state,
        bestBids: { ...state.bestBids, [key]: event.bestBid },
        bestBidSeqs: { ...state.bestBidSeqs, [key]: seq },
      };
    }
    case 'ownPosition':
      if (event.seq < state.positionSeq) return state;
      return {
        ...state,
        ownPosition: event.position,
        ownTiedWith: event.tiedWith ?? 0,
        positionSeq: event.seq,
      };
    case 'ownBidAccepted': {
      const key = targetKey(event.target);
      const { position, tiedWith = 0, ...receipt } = event.receipt;
      const isNewest = receipt.seq >= state.positionSeq;
      return {
        ...state,
        ownBids: { ...state.ownBids, [key]: event.value },
        receipts: newerReceipts(state.receipts, { [key]: receipt }),
        ...(isNewest && { ownPosition: position, ownTiedWith: tiedWith, positionSeq: receipt.seq }),
      };
    }
    case 'status':
      return { ...state, status: event.status, endDate: event.endDate ?? state.endDate };
    case 'prolonged':
      // A prolongation only extends; one that arrives late (batches of one tender may be pushed by
      // different server nodes) must not move the end back.
      return Date.parse(event.endDate) > Date.parse(state.endDate)
        ? { ...state, endDate: event.endDate }
        : state;
  }
}
