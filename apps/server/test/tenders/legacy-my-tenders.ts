/**
 * GetMyTenders as it was before the one-statement page (commit c04acde): the reference the
 * equivalence test compares the current replies with. Not used by the app.
 */
import { and, asc, count, desc, eq, ilike, inArray, ne, not, or, sql, type SQL } from 'drizzle-orm';
import {
  AWAITING_OWNER_STATUSES,
  SupplierStatus,
  TENDER_VISIBLE_STATUSES,
  TenderListFilter,
  TenderStatus,
  fileUrl,
  type TMyTendersPage,
  type TMyTendersQuery,
  type TTenderListRow,
} from '@tendermark/shared';
import type { DbExecutor } from '../../src/db/client.ts';
import { tenderItems, tenderSuppliers, tenders, users } from '../../src/db/schema/index.ts';
import {
  entriesIn,
  entryStatusOf,
  isFavoriteOf,
} from '../../src/modules/tenders/participation-columns.ts';
import { isUntouchedDraft } from '../../src/modules/tenders/untouched-draft.ts';

const INACTIVE_STATUSES: number[] = [TenderStatus.ENDED, TenderStatus.CANCELED];

const totalExpectedPrice = sql<number>`coalesce((
  select sum(${tenderItems.unitPrice} * ${tenderItems.quantity})
  from ${tenderItems} where ${tenderItems.tenderId} = ${tenders.id}
), 0)::float8`;

const SORT_COLUMNS = {
  name: tenders.name,
  createDate: tenders.createdAt,
  startDate: tenders.startDate,
  tenderStatus: tenders.status,
  totalExpectedPrice,
} as const;

/**
 * Tenders the user takes part in as a supplier: an entry in a status that sees the tender. The
 * ids are read once, from the suppliers' user index, as an array the primary key can look up.
 */
function participatedIn(db: DbExecutor, userId: string): SQL {
  const ids = db
    .select({ id: tenderSuppliers.tenderId })
    .from(tenderSuppliers)
    .where(
      and(
        eq(tenderSuppliers.userId, userId),
        inArray(tenderSuppliers.status, [...TENDER_VISIBLE_STATUSES]),
      ),
    );
  return sql`${tenders.id} = any(array(${ids}))`;
}

/** The participation columns of a row: the caller's own status and favorite, and the counts. */
function participationColumns(userId: string) {
  return {
    supplierStatus: entryStatusOf(tenders.id, userId),
    acceptedCount: entriesIn(tenders.id, [SupplierStatus.ACCEPTED]),
    awaitingCount: entriesIn(tenders.id, AWAITING_OWNER_STATUSES),
    isFavorite: isFavoriteOf(tenders.id, userId),
  };
}

/**
 * Owned, participated in, or both. Both conditions are index conditions, so PostgreSQL ORs the
 * owner index and the primary key (`owner_id = $1 or exists (…entry…)` read the whole table).
 */
function scopeCondition(db: DbExecutor, userId: string, owner: boolean | undefined): SQL {
  const owned = eq(tenders.ownerId, userId);
  if (owner === true) return owned;
  if (owner === false) return participatedIn(db, userId);
  return or(owned, participatedIn(db, userId)) as SQL;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

type ListScope = Pick<TMyTendersQuery, 'owner' | 'filter' | 'includeHidden' | 'name'>;

function listCondition(db: DbExecutor, userId: string, query: ListScope): SQL | undefined {
  return and(
    scopeCondition(db, userId, query.owner),
    query.filter === TenderListFilter.ACTIVE
      ? not(inArray(tenders.status, INACTIVE_STATUSES))
      : undefined,
    query.filter === TenderListFilter.INACTIVE
      ? inArray(tenders.status, INACTIVE_STATUSES)
      : undefined,
    // Hiding is the owner's tidying up; it does not hide the tender from its suppliers.
    query.includeHidden ? undefined : or(eq(tenders.hidden, false), ne(tenders.ownerId, userId)),
    query.name ? ilike(tenders.name, `%${escapeLike(query.name)}%`) : undefined,
    // A blank draft nobody has touched is not a tender of the user's yet (New auction reuses it).
    not(isUntouchedDraft(db)),
  );
}

/** The tenders with their owner and the columns a list row needs, as `userId` sees them. */
function selectRows(db: DbExecutor, userId: string) {
  return db
    .select({
      tender: tenders,
      ownerName: users.userName,
      ownerCompanyId: users.companyId,
      totalExpectedPrice,
      ...participationColumns(userId),
    })
    .from(tenders)
    .innerJoin(users, eq(users.id, tenders.ownerId));
}

type SelectedRow = Awaited<ReturnType<typeof selectRows>>[number];

const toListRow = (userId: string, selected: SelectedRow): TTenderListRow => {
  const { tender, ownerName, ownerCompanyId, totalExpectedPrice: total, ...row } = selected;
  return {
    id: tender.id,
    name: tender.name,
    mainPictureUrl: tender.mainPictureFileId ? fileUrl(tender.mainPictureFileId) : null,
    totalActiveBiddersCount: Number(row.acceptedCount),
    createDate: tender.createdAt.toISOString(),
    newAppliesCount: tender.ownerId === userId ? Number(row.awaitingCount) : 0,
    isOwner: tender.ownerId === userId,
    ownerName,
    ownerCompanyId,
    currency: tender.currency,
    isDemo: tender.isDemo,
    isPublic: tender.isPublic,
    startDate: tender.startDate.toISOString(),
    supplierStatus: tender.ownerId === userId ? null : row.supplierStatus,
    totalExpectedPrice: Number(total),
    tenderStatus: tender.status,
    isFavorite: Boolean(row.isFavorite),
    keywords: tender.keywords,
    industries: tender.industryIds,
    hidden: tender.ownerId === userId && tender.hidden,
  };
};

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
