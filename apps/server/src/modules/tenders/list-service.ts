/** The caller's tender lists: GetMyTenders (filter, sort, paging) and MyLastOpenTender. */
import { and, asc, count, desc, eq, ilike, inArray, not, or, sql, type SQL } from 'drizzle-orm';
import {
  TenderListFilter,
  TenderStatus,
  fileUrl,
  type TMyTendersPage,
  type TMyTendersQuery,
  type TTender,
} from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import { tenderItems, tenders, users } from '../../db/schema/index.ts';
import { tenderDto } from './tender-dto.ts';

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
 * Tenders the user takes part in as a supplier. Seam for the supplier issue, which adds the
 * condition on supplier entries; until then nobody takes part in anything.
 */
function participationCondition(_userId: string): SQL | undefined {
  return undefined;
}

function scopeCondition(userId: string, owner: boolean | undefined): SQL {
  const owned = eq(tenders.ownerId, userId);
  const participating = participationCondition(userId);
  if (owner === true) return owned;
  if (owner === false) return participating ?? sql`false`;
  return participating ? (or(owned, participating) as SQL) : owned;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

function listCondition(userId: string, query: TMyTendersQuery): SQL | undefined {
  return and(
    scopeCondition(userId, query.owner),
    query.filter === TenderListFilter.ACTIVE
      ? not(inArray(tenders.status, INACTIVE_STATUSES))
      : undefined,
    query.filter === TenderListFilter.INACTIVE
      ? inArray(tenders.status, INACTIVE_STATUSES)
      : undefined,
    query.includeHidden ? undefined : eq(tenders.hidden, false),
    query.name ? ilike(tenders.name, `%${escapeLike(query.name)}%`) : undefined,
  );
}

export async function listMyTenders(
  ctx: AppContext,
  userId: string,
  query: TMyTendersQuery,
): Promise<TMyTendersPage> {
  const where = listCondition(userId, query);
  const direction = query.order === 'asc' ? asc : desc;
  const [[{ total }], rows] = await Promise.all([
    ctx.db.select({ total: count() }).from(tenders).where(where),
    ctx.db
      .select({
        tender: tenders,
        ownerName: users.userName,
        ownerCompanyId: users.companyId,
        totalExpectedPrice,
      })
      .from(tenders)
      .innerJoin(users, eq(users.id, tenders.ownerId))
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
    items: rows.map(({ tender, ownerName, ownerCompanyId, totalExpectedPrice: total }) => ({
      id: tender.id,
      name: tender.name,
      mainPictureUrl: tender.mainPictureFileId ? fileUrl(tender.mainPictureFileId) : null,
      totalActiveBiddersCount: 0,
      createDate: tender.createdAt.toISOString(),
      newAppliesCount: 0,
      isOwner: tender.ownerId === userId,
      ownerName,
      ownerCompanyId,
      currency: tender.currency,
      isDemo: tender.isDemo,
      isPublic: tender.isPublic,
      startDate: tender.startDate.toISOString(),
      supplierStatus: null,
      totalExpectedPrice: Number(total),
      tenderStatus: tender.status,
      isFavorite: false,
      keywords: tender.keywords,
      industries: tender.industryIds,
      hidden: tender.hidden,
    })),
    totalCount: total,
    pageNo: query.pageNo,
    recordsPerPage: query.recordsPerPage,
  };
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
