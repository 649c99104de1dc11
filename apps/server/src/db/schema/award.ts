/** The buyer's award after the auction (issue 29): the whole tender or each item to a supplier. */
import { index, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenderSuppliers } from './suppliers.ts';
import { tenderItems, tenders } from './tenders.ts';
import { users } from './users.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true });

/**
 * One awarded line: the whole tender (itemId null) or one item to one supplier. A cancelled award
 * keeps its row with canceledAt and cancelReason, for the change history and the open data.
 */
export const tenderAwards = pgTable(
  'tender_awards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenderId: uuid('tender_id')
      .notNull()
      .references(() => tenders.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id').references(() => tenderItems.id, { onDelete: 'cascade' }),
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => tenderSuppliers.id, { onDelete: 'cascade' }),
    /** The awarded value in the tender's currency: the supplier's final item bid × quantity, or total. */
    amount: numeric('amount', { precision: 18, scale: 4, mode: 'number' }).notNull(),
    awardedById: uuid('awarded_by_id').references(() => users.id, { onDelete: 'set null' }),
    awardedAt: instant('awarded_at').notNull().defaultNow(),
    canceledAt: instant('canceled_at'),
    cancelReason: text('cancel_reason'),
  },
  (table) => [index('tender_awards_tender_idx').on(table.tenderId, table.awardedAt)],
);
