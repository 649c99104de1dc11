/**
 * The lots of English tenders with staggered close, written when their auction starts (issue 30;
 * decision 012). Lot i (items in position order) closes at the scheduled end + i × lotCloseMinutes:
 * the end the buyer set is the first lot's close. The tender's stored end moves to the last lot's
 * close in the same transaction, so the end transition, the room's countdown, GetTender and
 * everything else that reads the end keep one meaning: when the auction as a whole is over.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { hasStaggeredLots, lotCloseTime, toFormatRules } from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import type { Transaction } from '../../db/client.ts';
import { tenderItems, tenderLots, tenders } from '../../db/schema/index.ts';
import type { EventRecorder } from '../../events/domain-events.ts';
import { staggeredLotState } from '../auction/batch-lots.ts';

/** A started tender's items in lot order, when it closes them one after another. */
async function staggeredItems(tx: Transaction, tender: { id: string; formatRules: unknown }) {
  const rules = toFormatRules(tender.formatRules);
  if (rules.lotCloseMinutes === 0) return undefined;
  const items = await tx
    .select({ id: tenderItems.id, position: tenderItems.position })
    .from(tenderItems)
    .where(eq(tenderItems.tenderId, tender.id))
    .orderBy(asc(tenderItems.position));
  return hasStaggeredLots('english', rules, items.length) ? { rules, items } : undefined;
}

/**
 * Writes the lots of the started tenders that close them one after another and moves each such
 * tender's end to its last lot's close; the room hears every lot, the clock the first close.
 * Returns the moved ends by tender id (the start's pushes and notices may carry them).
 */
export async function startStaggeredLots(
  _ctx: AppContext,
  { tx, events }: { tx: Transaction; events: EventRecorder },
  tenderIds: readonly string[],
): Promise<Map<string, Date>> {
  const moved = new Map<string, Date>();
  if (tenderIds.length === 0) return moved;
  const started = await tx
    .select({ id: tenders.id, endDate: tenders.endDate, formatRules: tenders.formatRules })
    .from(tenders)
    .where(and(inArray(tenders.id, [...tenderIds]), eq(tenders.auctionFormat, 'english')));
  for (const tender of started) {
    const staggered = await staggeredItems(tx, tender);
    if (!staggered) continue;
    const lots = staggered.items.map((item, index) => ({
      itemId: item.id,
      tenderId: tender.id,
      position: item.position,
      state: 'open' as const,
      endDate: lotCloseTime(tender.endDate, index, staggered.rules),
      prolongedMinutes: 0,
    }));
    const written = await tx.insert(tenderLots).values(lots).onConflictDoNothing().returning();
    // Lots already written means this start already happened: nothing moves twice.
    if (written.length < lots.length) continue;
    const lastClose = lots.at(-1)!.endDate;
    await tx.update(tenders).set({ endDate: lastClose }).where(eq(tenders.id, tender.id));
    moved.set(tender.id, lastClose);
    for (const lot of lots)
      events.record({ type: 'lotUpdated', tenderId: tender.id, lot: staggeredLotState(lot) });
    events.record({ type: 'tenderMomentMoved', tenderId: tender.id, instant: lots[0].endDate });
  }
  return moved;
}
