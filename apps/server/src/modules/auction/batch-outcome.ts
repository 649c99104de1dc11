/** What an applied batch of bids writes (one statement, room-writes) and pushes (room-pushes). */
import type { BatchPushes, StandingPush } from './events.ts';
import type { BatchState, Slot } from './batch-state.ts';
import { changedBestBids, standingChanged } from './room-state.ts';
import type { EntryUpdate, RoomChanges } from './room-writes.ts';

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
export function netChanges(end: BatchState): RoomChanges {
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
export function batchPushes(state: BatchState): BatchPushes | undefined {
  if (state.ownerFeed.length === 0) return undefined;
  const { tender } = state;
  const standings = state.slots.map((slot): StandingPush => ({
    userId: slot.entry.userId,
    userName: slot.entry.userName,
    position: slot.position,
    tiedWith: slot.tiedWith,
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
