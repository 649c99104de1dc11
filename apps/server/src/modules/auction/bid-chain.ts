/** Hashing and verification of a tender's hash-chained bid log (GET VerifyBidChain). */
import { hash } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import {
  CHAIN_ACTIONS,
  bidChainInput,
  type ChainAction,
  type ChainedBid,
  type TBidChainReport,
} from '@tendermark/shared';
import type { DbExecutor } from '../../db/client.ts';
import { tenderBids } from '../../db/schema/index.ts';

/** One-shot `crypto.hash`: less than half the cost of a createHash object, for every bid. */
export const hashBid = (bid: ChainedBid): string => hash('sha256', bidChainInput(bid), 'hex');

const isTargetKind = (kind: string): kind is ChainedBid['targetKind'] =>
  kind === 'item' || kind === 'criterion';
const isChainAction = (action: string): action is ChainAction =>
  (CHAIN_ACTIONS as readonly string[]).includes(action);

/**
 * Recomputes the chain from the stored bids: every seq 1..n present once, each row linked to
 * its predecessor's hash, each hash matching its row, and the last one matching the head kept on
 * the tender (so removed trailing bids show too). Reports the first seq that does not hold.
 */
export async function verifyBidChain(
  db: DbExecutor,
  tenderId: string,
  head: { seq: number; hash: string },
): Promise<TBidChainReport> {
  const rows = await db
    .select()
    .from(tenderBids)
    .where(eq(tenderBids.tenderId, tenderId))
    .orderBy(asc(tenderBids.seq));
  let prevHash = '';
  for (const [index, row] of rows.entries()) {
    const expectedSeq = index + 1;
    const hash =
      isTargetKind(row.targetKind) && isChainAction(row.action)
        ? hashBid({ ...row, targetKind: row.targetKind, action: row.action, prevHash })
        : undefined;
    if (row.seq !== expectedSeq || row.prevHash !== prevHash || row.hash !== hash)
      return {
        valid: false,
        count: rows.length,
        headHash: rows.at(-1)?.hash ?? '',
        firstInvalidSeq: Math.min(row.seq, expectedSeq),
      };
    prevHash = row.hash;
  }
  if (rows.length !== head.seq || prevHash !== head.hash)
    return {
      valid: false,
      count: rows.length,
      headHash: prevHash,
      firstInvalidSeq: rows.length === head.seq ? head.seq : Math.min(rows.length, head.seq) + 1,
    };
  return { valid: true, count: rows.length, headHash: prevHash };
}
