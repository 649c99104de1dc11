/** The caller's tender lists: GetMyTenders (filter, sort, paging) and MyLastOpenTender. */
import { and, desc, eq, ilike, inArray, ne, not, or, sql, type SQL } from 'drizzle-orm';
import {
  AWAITING_OWNER_STATUSES,
  SupplierStatus,
  TENDER_VISIBLE_STATUSES,
  TenderListFilter,
  TenderStatus,
  fileUrl,
  type TMyTendersPage,
  type TMyTendersQuery,
  type TTender,
  type TTenderListRow,
} from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import type { DbExecutor } from '../../db/client.ts';
import { tenderItems, tenderSuppliers, tenders, users } from '../../db/schema/index.ts';
import { entriesIn, entryStatusOf, isFavoriteOf } from './participation-columns.ts';
import { tenderDto } from './tender-dto.ts';
import { isUntouchedDraft } from './untouched-draft.ts';
import { myTendersPage } from './my-tenders-page.ts';

const INACTIVE_STATUSES: number[] = [TenderStatus.ENDED, TenderStatus.CANCELED];

export const totalExpectedPrice = sql<number>`coalesce((
  select sum(${tenderItems.unitPrice} * ${tenderItems.quantity})
  from ${tenderItems} where ${tenderItems.tenderId} = ${tenders.id}
), 0)::float8`;

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

export type ListScope = Pick<TMyTendersQuery, 'owner' | 'filter' | 'includeHidden' | 'name'>;

/**
 * Which tenders are in a list of `userId`'s. With `selectRows` and `toListRow` also the query that
 * GetMyTenders was before its one-statement page: the equivalence test's reference.
 */
export function listCondition(db: DbExecutor, userId: string, query: ListScope): SQL | undefined {
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
export function selectRows(db: DbExecutor, userId: string) {
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

export const toListRow = (userId: string, selected: SelectedRow): TTenderListRow => {
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

/** GET GetMyTenders: one statement whose cost follows the page (my-tenders-statement.ts). */
export function listMyTenders(
  ctx: AppContext,
  userId: string,
  query: TMyTendersQuery,
): Promise<TMyTendersPage> {
  return myTendersPage(ctx.db, userId, query);
}

/**
 * One tender as a row of `userId`'s lists (addMyTender), or null when it is in none of them (an
 * untouched draft, or a tender the user does not see).
 */
export async function myTenderRow(
  ctx: AppContext,
  userId: string,
  tenderId: string,
): Promise<TTenderListRow | null> {
  const scope: ListScope = { filter: TenderListFilter.ALL, includeHidden: true };
  const [row] = await selectRows(ctx.db, userId)
    .where(and(eq(tenders.id, tenderId), listCondition(ctx.db, userId, scope)))
    .limit(1);
  return row ? toListRow(userId, row) : null;
}

/** GET MyLastOpenTender: the caller's newest draft, or null. */
export async function myLastOpenTender(ctx: AppContext, userId: string): Promise<TTender | null> {
  const [tender] = await ctx.db
    .select()
    .from(tenders)
    .where(and(eq(tenders.ownerId, userId), eq(tenders.status, TenderStatus.NEW)))
    .orderBy(desc(tenders.createdAt), desc(tenders.id))
    .limit(1);
  return tender ? tenderDto(ctx, tender, { id: userId, relation: 'owner' }) : null;
}
