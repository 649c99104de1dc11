/**
 * GetMyTenders as it was before the one-statement page (commit c04acde): the reference the
 * equivalence test compares the current replies with. Not used by the app: list-service's
 * condition, row query and row shape (which still serve one row of a list, myTenderRow) with the
 * old count, sort and paging.
 */
import { asc, count, desc } from 'drizzle-orm';
import type { TMyTendersPage, TMyTendersQuery } from '@tendermark/shared';
import type { DbExecutor } from '../../src/db/client.ts';
import { tenders } from '../../src/db/schema/index.ts';
import {
  listCondition,
  selectRows,
  toListRow,
  totalExpectedPrice,
} from '../../src/modules/tenders/list-service.ts';

const SORT_COLUMNS = {
  name: tenders.name,
  createDate: tenders.createdAt,
  startDate: tenders.startDate,
  tenderStatus: tenders.status,
  totalExpectedPrice,
} as const;

export async function legacyListMyTenders(
  db: DbExecutor,
  userId: string,
  query: TMyTendersQuery,
): Promise<TMyTendersPage> {
  const where = listCondition(db, userId, query);
  const direction = query.order === 'asc' ? asc : desc;
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(tenders).where(where),
    selectRows(db, userId)
      .where(where)
      .orderBy(
        direction(SORT_COLUMNS[query.searchByColumn]),
        desc(tenders.createdAt),
        asc(tenders.id),
      )
      .limit(query.recordsPerPage)
      .offset((query.pageNo - 1) * query.recordsPerPage),
  ]);
  return {
    items: rows.map((row) => toListRow(userId, row)),
    totalCount: total,
    pageNo: query.pageNo,
    recordsPerPage: query.recordsPerPage,
  };
}
