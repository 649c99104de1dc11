/**
 * GetMyTenders: runs the page's statement (my-tenders-statement.ts, which says how it reads) and
 * turns its rows into the page.
 */
import {
  fileUrl,
  type TMyTendersPage,
  type TMyTendersQuery,
  type TTenderListRow,
} from '@tendermark/shared';
import type { Database } from '../../db/client.ts';
import { genericPlanQuery } from '../../db/prepared-statements.ts';
import { nameSearchOf, statementFor, type PageRow } from './my-tenders-statement.ts';

const toListRow = (row: PageRow & { id: string }): TTenderListRow => ({
  id: row.id,
  name: row.name,
  mainPictureUrl: row.main_picture_file_id ? fileUrl(row.main_picture_file_id) : null,
  totalActiveBiddersCount: row.accepted,
  createDate: row.create_date,
  newAppliesCount: row.awaiting,
  isOwner: row.is_owner,
  ownerName: row.user_name,
  ownerCompanyId: row.company_id,
  currency: row.currency,
  isDemo: row.is_demo,
  isPublic: row.is_public,
  startDate: row.start_date,
  supplierStatus: row.supplier_status,
  totalExpectedPrice: row.total_expected_price,
  tenderStatus: row.status,
  isFavorite: row.is_favorite,
  keywords: row.keywords,
  industries: row.industry_ids,
  hidden: row.hidden,
});

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

export async function myTendersPage(
  db: Database,
  userId: string,
  query: TMyTendersQuery,
): Promise<TMyTendersPage> {
  const named = nameSearchOf(query.name);
  const statement = statementFor({ ...query, named });
  const offset = (query.pageNo - 1) * query.recordsPerPage;
  const values: Array<string | number> = [
    userId,
    query.recordsPerPage,
    offset,
    offset + query.recordsPerPage,
  ];
  if (named) values.push(`%${escapeLike(query.name ?? '')}%`);
  // Its generic plan: PostgreSQL's estimate of an average supplier's entries makes it look dearer
  // than it runs, and planning each call cost about 0.9 ms of its CPU.
  const rows = await genericPlanQuery<PageRow>(db, statement, values);
  return {
    items: rows.flatMap((row) =>
      row.id === null ? [] : [toListRow(row as PageRow & { id: string })],
    ),
    totalCount: rows[0]?.total ?? 0,
    pageNo: query.pageNo,
    recordsPerPage: query.recordsPerPage,
  };
}
