/**
 * The award's lines as GetTender reads them, with the rest of the tender (tender-dto.ts) instead
 * of in statements of their own; who sees which is award-view.ts's `awardForViewerFrom`
 * (test/tenders/reply-shared.test.ts holds the reply to award-view's own reads).
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  companies,
  tenderAwards,
  tenderItems,
  tenderSuppliers,
  users,
} from '../../db/schema/index.ts';
import {
  awardLineFields,
  toStoredAwardLine,
  type AwardLineRow,
  type StoredAwardLine,
} from '../award/award-view.ts';
import type { TenderIdParam } from '../suppliers/entry-dto.ts';
import { jsonRows } from './json-sql.ts';

/** The award's lines in force, as activeAwardLines orders them: the whole tender first, then items. */
export const awardLineRows = (tenderId: TenderIdParam) =>
  jsonRows<AwardLineRow>({
    fields: awardLineFields,
    from: sql`${tenderAwards}
      join ${tenderSuppliers} on ${eq(tenderSuppliers.id, tenderAwards.supplierId)}
      join ${users} on ${eq(users.id, tenderSuppliers.userId)}
      left join ${companies} on ${eq(companies.id, users.companyId)}
      left join ${tenderItems} on ${eq(tenderItems.id, tenderAwards.itemId)}
      where ${and(eq(tenderAwards.tenderId, tenderId), isNull(tenderAwards.canceledAt))}`,
    orderBy: sql`${tenderItems.position} nulls first, ${tenderAwards.awardedAt}`,
  });

/** The lines as activeAwardLines returns them. */
export const awardLinesOf = (rows: readonly AwardLineRow[]): StoredAwardLine[] =>
  rows.map(toStoredAwardLine);
