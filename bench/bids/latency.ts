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

/**
 * A member's log ordered by sequence number. With one node a member receives pushes in sequence
 * order; with several, a batch committed by one node can reach a member after a later batch
 * committed by another (it travels through Redis). The web app drops a push older than one it
 * already holds, so a member's view covers seq `s` from the first push it received carrying any
 * seq ≥ s: `coveredAt[i]` is the earliest arrival among `seqs[i..]`.
 */
export type IndexedLog = { seqs: number[]; coveredAt: number[] };

export function indexLog(log: MemberLog): IndexedLog {
  let order = log.seqs.map((_, index) => index);
  if (log.seqs.some((seq, index) => index > 0 && seq < log.seqs[index - 1]))
    order = order.sort((a, b) => log.seqs[a] - log.seqs[b] || a - b);
  const seqs = order.map((index) => log.seqs[index]);
  const coveredAt = order.map((index) => log.times[index]);
  for (let index = coveredAt.length - 2; index >= 0; index--)
    coveredAt[index] = Math.min(coveredAt[index], coveredAt[index + 1]);
  return { seqs, coveredAt };
}

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

/**
 * When a member's view first covered `seq`, if it ever received a push carrying exactly `seq`
 * (its view changed with that batch); undefined otherwise.
 */
function arrivalOf(log: IndexedLog, seq: number): number | undefined {
  const index = firstAtOrAfter(log.seqs, seq);
  return log.seqs[index] === seq ? log.coveredAt[index] : undefined;
}

export type RoomLogs = { batches: IndexedLog; members: IndexedLog[] };

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
  bidder: IndexedLog,
  seq: number,
  sentAt: number,
): BidLatency {
  const batchIndex = firstAtOrAfter(room.batches.seqs, seq);
  if (batchIndex === room.batches.seqs.length) return { kind: 'no-batch' };
  const batchSeq = room.batches.seqs[batchIndex];
  if (arrivalOf(bidder, batchSeq) === undefined) return { kind: 'bidder-missed' };
  let last = room.batches.coveredAt[batchIndex];
  let membersChanged = 1; // the owner
  for (const member of room.members) {
    const arrival = arrivalOf(member, batchSeq);
    if (arrival === undefined) continue;
    membersChanged++;
    last = Math.max(last, arrival);
  }
  return { kind: 'measured', ms: Math.max(0, last - sentAt), membersChanged };
}
