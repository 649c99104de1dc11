/**
 * Closing a clock lot, and the tender's early end once every lot is closed: the tender's end moves
 * to now, and the clock's own end transition (jobs/transitions.ts) then ends and settles it on its
 * next tick, woken by tenderMomentMoved, as any auction end.
 */
import { and, eq, ne } from 'drizzle-orm';
import { TenderStatus, type LotOutcome } from '@tendermark/shared';
import type { Transaction } from '../../db/client.ts';
import { tenderLots, tenders } from '../../db/schema/index.ts';
import type { EventRecorder } from '../../events/domain-events.ts';
import { writeItemBest } from './lot-chain.ts';
import { toLotState, type LotRow, type LotTender } from './lot-rows.ts';

export type LotClose = {
  outcome: LotOutcome;
  winnerId: string | null;
  finalLevel: number | null;
  /** How many hold the final level (1 won, more tied, 0 no acceptance). */
  holders: number;
  closedAt: Date;
  /** The round and level the lot shows once closed. */
  round?: number;
  level?: number;
};

/**
 * Closes the lot if it is still open in the round read; the closed row (undefined if another
 * process closed or moved it first). The item's best bid becomes the final level.
 */
export async function closeLot(
  tx: Transaction,
  lot: LotRow,
  close: LotClose,
): Promise<LotRow | undefined> {
  const [closed] = await tx
    .update(tenderLots)
    .set({
      state: 'closed',
      outcome: close.outcome,
      winnerSupplierId: close.winnerId,
      finalLevel: close.finalLevel,
      remaining: close.holders,
      closedAt: close.closedAt,
      roundEndsAt: null,
      ...(close.round === undefined ? {} : { round: close.round }),
      ...(close.level === undefined ? {} : { level: close.level }),
    })
    .where(
      and(
        eq(tenderLots.itemId, lot.itemId),
        eq(tenderLots.round, lot.round),
        eq(tenderLots.state, 'open'),
      ),
    )
    .returning();
  if (closed && close.finalLevel !== null) await writeItemBest(tx, lot.itemId, close.finalLevel);
  return closed;
}

export const lotUpdated = (tender: LotTender, lot: LotRow) =>
  ({ type: 'lotUpdated', tenderId: tender.id, lot: toLotState(lot, tender.format) }) as const;

/**
 * Once the tender's last lot is closed, the auction has nothing left to run: its end moves to now
 * (never later than it was) and the clock ends it at once. A tender no longer running is left
 * alone. Runs under the tender's row lock.
 */
export async function endWhenAllLotsClosed(
  tx: Transaction,
  events: EventRecorder,
  tender: LotTender,
  now: Date,
): Promise<void> {
  if (tender.status !== TenderStatus.SUBMITTED || tender.endDate <= now) return;
  const [open] = await tx
    .select({ itemId: tenderLots.itemId })
    .from(tenderLots)
    .where(and(eq(tenderLots.tenderId, tender.id), ne(tenderLots.state, 'closed')))
    .limit(1);
  if (open) return;
  await tx
    .update(tenders)
    .set({ endDate: now, updatedAt: now })
    .where(and(eq(tenders.id, tender.id), eq(tenders.status, TenderStatus.SUBMITTED)));
  tender.endDate = now;
  events.record({ type: 'tenderMomentMoved', tenderId: tender.id, instant: now });
}
