/**
 * The lots of tenders whose auction just started (issue 30), written in the transaction that
 * started them: a clock lot per item of a Japanese or Dutch tender (with its members), and the
 * staggered lots of an English tender (staggered-start.ts).
 *
 * Every clock lot of a tender starts at the tender's start, in parallel, and its rounds count
 * from the tender's start date, not from the tick that started it: a late tick does not move
 * the rounds. A Japanese lot's members are the suppliers in the auction at its start.
 */
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import {
  SupplierStatus,
  dutchStart,
  isClockFormat,
  japaneseLevel,
  toAuctionFormat,
  toFormatRules,
} from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import type { Transaction } from '../../db/client.ts';
import { tenderItems, tenderLots, tenderSuppliers, tenders } from '../../db/schema/index.ts';
import type { EventRecorder } from '../../events/domain-events.ts';
import { lotItems, toLotState, type LotItem } from './lot-rows.ts';
import { startStaggeredLots } from './staggered-start.ts';

const SECOND = 1000;

type StartedTender = {
  id: string;
  auctionFormat: string;
  formatRules: Record<string, number>;
  startDate: Date;
};

async function activeEntryCount(tx: Transaction, tenderId: string): Promise<number> {
  const [row] = await tx
    .select({ count: count() })
    .from(tenderSuppliers)
    .where(
      and(
        eq(tenderSuppliers.tenderId, tenderId),
        eq(tenderSuppliers.status, SupplierStatus.ACCEPTED),
      ),
    );
  return row.count;
}

/** Every supplier in the auction now, in every lot of the tender (one statement, any size). */
async function addMembers(tx: Transaction, tenderId: string): Promise<void> {
  await tx.execute(sql`
    INSERT INTO lot_members (item_id, supplier_id, tender_id)
    SELECT l.item_id, s.id, s.tender_id
    FROM tender_lots l JOIN tender_suppliers s ON s.tender_id = l.tender_id
    WHERE l.tender_id = ${tenderId} AND s.status = ${SupplierStatus.ACCEPTED}
    ON CONFLICT DO NOTHING`);
}

/**
 * A clock lot's price is an acceptance only: offers priced before the clock (in the proposal
 * phase) would otherwise rank a supplier who never accepts a level, so they are cleared from the
 * offers (the chain keeps them) and the items' best bids wait for the lots' outcomes.
 */
async function clearPricesBeforeTheClock(tx: Transaction, tenderId: string, items: LotItem[]) {
  const ids = items.map((item) => item.id);
  const keys = sql`${`{${ids.join(',')}}`}::text[]`;
  // Only the entries that hold such a price: each changed entry costs a trigger's write.
  await tx
    .update(tenderSuppliers)
    .set({ itemBids: sql`${tenderSuppliers.itemBids} - ${keys}` })
    .where(
      and(eq(tenderSuppliers.tenderId, tenderId), sql`${tenderSuppliers.itemBids} ?| ${keys}`),
    );
  await tx.update(tenderItems).set({ bestBid: null }).where(inArray(tenderItems.id, ids));
}

async function startClockLots(
  tx: Transaction,
  events: EventRecorder,
  tender: StartedTender,
): Promise<void> {
  const format = toAuctionFormat(tender.auctionFormat);
  const rules = toFormatRules(tender.formatRules);
  const items = await lotItems(tx, tender.id);
  if (items.length === 0) return;
  const memberCount = format === 'japanese' ? await activeEntryCount(tx, tender.id) : 0;
  const roundEndsAt = new Date(tender.startDate.getTime() + rules.roundSeconds * SECOND);
  const lots = await tx
    .insert(tenderLots)
    .values(
      items.map((item) => ({
        itemId: item.id,
        tenderId: tender.id,
        position: item.position,
        state: 'open',
        round: 0,
        level: format === 'japanese' ? japaneseLevel(item, rules, 0) : dutchStart(item, rules),
        roundEndsAt,
        remaining: format === 'japanese' ? memberCount : null,
      })),
    )
    .onConflictDoNothing()
    .returning();
  if (format === 'japanese' && lots.length > 0) await addMembers(tx, tender.id);
  await clearPricesBeforeTheClock(tx, tender.id, items);
  for (const lot of lots)
    events.record({ type: 'lotUpdated', tenderId: tender.id, lot: toLotState(lot, format) });
}

export async function startLots(
  ctx: AppContext,
  scope: { tx: Transaction; events: EventRecorder },
  tenderIds: readonly string[],
): Promise<void> {
  if (tenderIds.length > 0) {
    const started = await scope.tx
      .select({
        id: tenders.id,
        auctionFormat: tenders.auctionFormat,
        formatRules: tenders.formatRules,
        startDate: tenders.startDate,
      })
      .from(tenders)
      .where(inArray(tenders.id, [...tenderIds]));
    for (const tender of started)
      if (isClockFormat(toAuctionFormat(tender.auctionFormat)))
        await startClockLots(scope.tx, scope.events, tender);
  }
  await startStaggeredLots(ctx, scope, tenderIds);
}
