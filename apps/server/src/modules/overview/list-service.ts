/**
 * GET GetMyAuctionOverviews: the caller's ended and canceled tenders, as owner or as a supplier who
 * took part (accepted), newest end first, with the figures the list shows.
 */
import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  Constants,
  OVERVIEW_STATUSES,
  SupplierStatus,
  TenderStatus,
  round2,
  seesBestBids,
  type TAuctionOverviewsPage,
  type TAuctionOverviewsQuery,
} from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import { tenderItems, tenderSuppliers, tenders, users } from '../../db/schema/index.ts';

const STATUS_FILTERS: Record<TAuctionOverviewsQuery['status'], number[]> = {
  all: [...OVERVIEW_STATUSES],
  ended: [TenderStatus.ENDED],
  canceled: [TenderStatus.CANCELED],
};

const expectedTotal = sql<number>`coalesce((
  select sum(${tenderItems.unitPrice} * ${tenderItems.quantity})
  from ${tenderItems} where ${tenderItems.tenderId} = ${tenders.id}
), 0)::float8`;

const participantCount = sql<number>`(
  select count(*) from ${tenderSuppliers}
  where ${tenderSuppliers.tenderId} = ${tenders.id}
    and ${tenderSuppliers.status} = ${SupplierStatus.ACCEPTED}
)::int`;

const winningTotal = sql<number | null>`(
  select ${tenderSuppliers.total}::float8 from ${tenderSuppliers}
  where ${tenderSuppliers.id} = ${tenders.winnerSupplierId}
)`;

/** The caller's accepted entry: its id and final position. */
const myEntry = (userId: string, column: 'id' | 'overall_position') => sql`(
  select ${sql.raw(column)} from ${tenderSuppliers}
  where ${tenderSuppliers.tenderId} = ${tenders.id} and ${tenderSuppliers.userId} = ${userId}
    and ${tenderSuppliers.status} = ${SupplierStatus.ACCEPTED}
)`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

function scope(userId: string, role: TAuctionOverviewsQuery['role']): SQL | undefined {
  const owned = eq(tenders.ownerId, userId);
  const participated = sql`exists ${myEntry(userId, 'id')}`;
  if (role === 'owner') return owned;
  if (role === 'supplier') return participated;
  return or(owned, participated);
}

export async function listAuctionOverviews(
  ctx: AppContext,
  userId: string,
  query: TAuctionOverviewsQuery,
): Promise<TAuctionOverviewsPage> {
  const where = and(
    inArray(tenders.status, STATUS_FILTERS[query.status]),
    scope(userId, query.role),
    query.name ? ilike(tenders.name, `%${escapeLike(query.name)}%`) : undefined,
  );
  const endedAt = sql<Date>`coalesce(${tenders.endedAt}, ${tenders.endDate})`;
  const [[{ total }], rows] = await Promise.all([
    ctx.db.select({ total: count() }).from(tenders).where(where),
    ctx.db
      .select({
        tender: {
          id: tenders.id,
          name: tenders.name,
          status: tenders.status,
          ownerId: tenders.ownerId,
          currency: tenders.currency,
          endDate: tenders.endDate,
          endedAt: tenders.endedAt,
          bidVisibility: tenders.bidVisibility,
          winnerSupplierId: tenders.winnerSupplierId,
        },
        ownerName: users.userName,
        expectedTotal,
        participantCount,
        winningTotal,
        myEntryId: sql<string | null>`${myEntry(userId, 'id')}`,
        myPosition: sql<number | null>`${myEntry(userId, 'overall_position')}`,
      })
      .from(tenders)
      .innerJoin(users, eq(users.id, tenders.ownerId))
      .where(where)
      .orderBy(desc(endedAt), desc(tenders.id))
      .limit(query.recordsPerPage)
      .offset((query.pageNo - 1) * query.recordsPerPage),
  ]);
  return {
    items: rows.map(({ tender, ...row }) => {
      const isOwner = tender.ownerId === userId;
      const isWinner =
        !isOwner && row.myEntryId !== null && row.myEntryId === tender.winnerSupplierId;
      const ended = tender.status === TenderStatus.ENDED;
      const shows =
        ended &&
        (isWinner ||
          seesBestBids(tender.bidVisibility, isOwner ? 'owner' : 'supplier', tender.status));
      const winning = shows && row.winningTotal !== null ? Number(row.winningTotal) : null;
      const expected = Number(row.expectedTotal);
      const position = row.myPosition === null ? null : Number(row.myPosition);
      return {
        id: tender.id,
        name: tender.name,
        tenderStatus: tender.status,
        isOwner,
        ownerName: row.ownerName,
        currency: tender.currency,
        endDate: (tender.endedAt ?? tender.endDate).toISOString(),
        participantCount: Number(row.participantCount),
        expectedTotal: expected,
        winningTotal: winning,
        savings: winning === null ? null : round2(expected - winning),
        myPosition: isOwner || position === Constants.noPosition ? null : position,
        isWinner,
      };
    }),
    totalCount: total,
    pageNo: query.pageNo,
    recordsPerPage: query.recordsPerPage,
  };
}
