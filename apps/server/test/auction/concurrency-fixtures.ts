/**
 * What the tests that race bids check the room against: its offers and stored positions as they
 * are, beside its bid log in chain order and a ranking recomputed from the offers.
 */
import { asc, eq } from 'drizzle-orm';
import { rankOffers } from '@tendermark/shared';
import {
  tenderBids,
  tenderCriteria,
  tenderItems,
  tenderSuppliers,
} from '../../src/db/schema/index.ts';
import type { TestApp } from '../helper.ts';
import type { Room } from './factories.ts';

type Bid = typeof tenderBids.$inferSelect;

/** The room's entries, its bids in sequence order, its criteria, and the entries ranked afresh. */
export async function roomHistory(app: TestApp, room: Room) {
  const entries = await app.ctx.db
    .select()
    .from(tenderSuppliers)
    .where(eq(tenderSuppliers.tenderId, room.tenderId));
  const bids = await app.ctx.db
    .select()
    .from(tenderBids)
    .where(eq(tenderBids.tenderId, room.tenderId))
    .orderBy(asc(tenderBids.seq));
  const criteria = await app.ctx.db
    .select()
    .from(tenderCriteria)
    .where(eq(tenderCriteria.tenderId, room.tenderId));
  const items = await app.ctx.db
    .select()
    .from(tenderItems)
    .where(eq(tenderItems.tenderId, room.tenderId));
  const ranking = rankOffers(
    items.map((item) => ({ id: item.id, quantity: item.quantity })),
    criteria,
    entries.map((entry) => ({
      supplierId: entry.id,
      itemBids: new Map(Object.entries(entry.itemBids)),
      criterionBids: new Map(Object.entries(entry.criterionBids)),
      reachedAt: entry.reachedSeq,
    })),
  );
  return { entries, bids, criteria, ranking };
}

/** Target id → value of the bids replayed in order: the last bid on each target stands. */
export function replayed(bids: readonly Bid[]): Record<string, number> {
  const values: Record<string, number> = {};
  for (const bid of bids) values[bid.targetId] = bid.value;
  return values;
}
