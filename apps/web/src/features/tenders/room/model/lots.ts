// The lots of a Japanese or Dutch auction (and an English one with staggered close) as the room
// shows them (issue 30): each lot's item, its state and level from GetLots and the lotUpdate
// pushes, and the supplier's own part; what the supplier may do is decided here, not in the view.
import type { AuctionFormat, TLotsReply, TLotState, TMyLotPart, TTender } from '@tendermark/shared';

/** The supplier's own standing in a lot, as one word for the view. */
export type OwnLotStatus =
  | 'notMember'
  | 'toAccept'
  | 'acceptedThisRound'
  | 'dropped'
  | 'won'
  | 'lost'
  | 'waiting'
  | 'open'
  | 'none';

export type LotRow = {
  itemId: string;
  name: string;
  quantity: number;
  unitName: string;
  lot: TLotState;
  /** The unit price shown: the current level while open, the final one once closed. */
  level: number | null;
  lotTotal: number | null;
  mine: TMyLotPart | undefined;
  own: OwnLotStatus;
  canAccept: boolean;
  canDrop: boolean;
  winnerNames: string[];
};

function ownStatus(
  format: AuctionFormat,
  lot: TLotState,
  mine: TMyLotPart | undefined,
): OwnLotStatus {
  if (lot.state === 'waiting') return 'waiting';
  if (!mine) return lot.state === 'open' && format === 'dutch' ? 'open' : 'none';
  if (lot.state === 'closed') return mine.isWinner ? 'won' : mine.dropped ? 'dropped' : 'lost';
  if (format === 'japanese') {
    if (!mine.isMember) return 'notMember';
    if (mine.dropped) return 'dropped';
    return mine.acceptedRound !== null && mine.acceptedRound === lot.round
      ? 'acceptedThisRound'
      : 'toAccept';
  }
  return 'open';
}

const levelOf = (lot: TLotState) =>
  lot.state === 'closed' ? (lot.finalLevel ?? lot.level) : lot.level;

/** One row per item, in the items' order; an item without a lot yet shows as waiting. */
export function lotRows(
  tender: TTender,
  reply: TLotsReply | undefined,
  viewer: 'owner' | 'supplier',
): LotRow[] {
  const isSupplier = viewer === 'supplier';
  const lotsById = new Map((reply?.lots ?? []).map((lot) => [lot.itemId, lot]));
  const mineById = new Map((reply?.mine ?? []).map((part) => [part.itemId, part]));
  const format = reply?.format ?? tender.auctionFormat;
  return tender.itemsDetails.map((item, index) => {
    const itemId = String(item.id);
    const lot: TLotState = lotsById.get(itemId) ?? waitingLot(itemId, index);
    const mine = mineById.get(itemId);
    const own = isSupplier ? ownStatus(format, lot, mine) : 'none';
    const level = levelOf(lot);
    const isOpen = lot.state === 'open' && level !== null;
    return {
      itemId,
      name: item.name,
      quantity: item.quantity,
      unitName: item.unitOfMeasurement.name,
      lot,
      level,
      lotTotal: level === null ? null : Math.round(level * item.quantity * 100) / 100,
      mine,
      own,
      canAccept: isOpen && (format === 'dutch' ? own === 'open' : own === 'toAccept'),
      canDrop:
        isOpen && format === 'japanese' && (own === 'toAccept' || own === 'acceptedThisRound'),
      winnerNames: (reply?.winners ?? [])
        .filter((winner) => winner.itemId === itemId)
        .map((winner) => winner.userName),
    };
  });
}

function waitingLot(itemId: string, position: number): TLotState {
  return {
    itemId,
    position,
    state: 'waiting',
    round: null,
    level: null,
    roundEndsAt: null,
    endDate: null,
    prolongedMinutes: 0,
    remaining: null,
    outcome: null,
    finalLevel: null,
    closedAt: null,
  };
}

/** A push older than what is known (pushes may cross a fresh GetLots): a closed lot stays closed. */
function isStale(known: TLotState, pushed: TLotState): boolean {
  if (known.state === 'closed') return pushed.state !== 'closed';
  return (pushed.round ?? -1) < (known.round ?? -1);
}

/** GetLots with one lot replaced by its push (a push for an unknown lot is added). */
export function withLot(reply: TLotsReply, lot: TLotState): TLotsReply {
  const known = reply.lots.find((candidate) => candidate.itemId === lot.itemId);
  if (known && isStale(known, lot)) return reply;
  const lots = reply.lots.some((known) => known.itemId === lot.itemId)
    ? reply.lots.map((known) => (known.itemId === lot.itemId ? lot : known))
    : [...reply.lots, lot];
  return { ...reply, lots };
}

/** The own part after an accepted action (the receipt), before GetLots says it again. */
export function withOwnAction(
  reply: TLotsReply,
  itemId: string,
  action: { kind: 'accept' | 'drop'; round: number },
): TLotsReply {
  if (!reply.mine) return reply;
  return {
    ...reply,
    mine: reply.mine.map((part) =>
      part.itemId !== itemId
        ? part
        : action.kind === 'drop'
          ? { ...part, dropped: true }
          : { ...part, acceptedRound: action.round },
    ),
  };
}

/** Whether a push changed what a screen reader should hear: a new level, or the lot closing. */
export function lotNews(
  before: TLotState | undefined,
  after: TLotState,
): 'level' | 'closed' | null {
  if (after.state === 'closed' && before?.state !== 'closed') return 'closed';
  if (after.state === 'open' && after.level !== null && after.level !== before?.level)
    return 'level';
  return null;
}
