/**
 * Push latency of accepted bids. The server commits bids on one tender in batches and pushes once
 * per batch, with the batch's last sequence number; the owner receives the full ranking after
 * every batch (each bench bid changes its bidder's total, so every batch changes the ranking).
 * The owner's ranking pushes therefore mark the batches: the batch holding bid `s` is the first
 * one whose seq is ≥ s. A member's view changed with that batch when it received a push carrying
 * exactly that seq (its new position, or the new best bid). A bid's latency is the time from
 * sending it until every member whose view it changed holds that push.
 */
import type { MemberLog } from './room-clients.ts';

/** Index of the first entry ≥ seq in an ascending list (its length when there is none). */
function firstAtOrAfter(seqs: readonly number[], seq: number): number {
  let low = 0;
  let high = seqs.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (seqs[middle] < seq) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** When a member first held a push carrying exactly `seq` (undefined if it never did). */
function arrivalOf(log: MemberLog, seq: number): number | undefined {
  const index = firstAtOrAfter(log.seqs, seq);
  return log.seqs[index] === seq ? log.times[index] : undefined;
}

export type RoomLogs = { batches: MemberLog; members: MemberLog[] };

export type BidLatency =
  | { kind: 'measured'; ms: number; membersChanged: number }
  | { kind: 'no-batch' }
  | { kind: 'bidder-missed' };

/**
 * The latency of one accepted bid, given the logs of its room. `bidder` is the member who placed
 * it: its own position is always pushed, so missing that push is a lost push.
 */
export function bidLatency(
  room: RoomLogs,
  bidder: MemberLog,
  seq: number,
  sentAt: number,
): BidLatency {
  const batchIndex = firstAtOrAfter(room.batches.seqs, seq);
  if (batchIndex === room.batches.seqs.length) return { kind: 'no-batch' };
  const batchSeq = room.batches.seqs[batchIndex];
  if (arrivalOf(bidder, batchSeq) === undefined) return { kind: 'bidder-missed' };
  let last = room.batches.times[batchIndex];
  let membersChanged = 1; // the owner
  for (const member of room.members) {
    const arrival = arrivalOf(member, batchSeq);
    if (arrival === undefined) continue;
    membersChanged++;
    last = Math.max(last, arrival);
  }
  return { kind: 'measured', ms: Math.max(0, last - sentAt), membersChanged };
}
