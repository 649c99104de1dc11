/**
 * Public tenders for everyone, signed in or not: SearchInAuctions, GetInfoTendersFromSearch,
 * LatestPublicTenders and GetPublicTenderOverview. Only published public tenders are ever read
 * (never drafts, demos, canceled or frozen ones), and never their suppliers or bids.
 */
import { and, asc, desc, eq, inArray, ne, notExists, or, sql, type SQL } from 'drizzle-orm';
import {
  TenderStatus,
  WinningThreshold,
  fileUrl,
  toAuctionFormat,
  totalExpectedPrice,
  type TPlace,
  type TPublicTenderOverview,
  type TPublicTenderRow,
  type TSearchIds,
  type TSearchPageRequest,
  type TTenderSearch,
} from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import {
  companies,
  countries,
  tenderItems,
  tenderSuppliers,
  tenders,
  users,
} from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { countAcceptedSuppliers } from '../suppliers/entry-dto.ts';
import type { TenderRow } from '../tenders/access.ts';
import { readParameters } from '../tenders/parameters-store.ts';
import { perEurOf, valueConditions, type ViewerCurrency } from './currency.ts';
import {
  columnsWithoutVector,
  groupWeights,
  holdsAnyOf,
  pageOf,
  prefixQueryText,
  rankedIds,
  rankedMatch,
  SEARCH_CANDIDATE_LIMIT,
  searchWords,
  toQuery,
} from './full-text-query.ts';
import { geocodeCity } from './geocode.ts';

/** Open for proposals, checking them, or running: what the public may find. */
const SEARCHABLE_STATUSES: number[] = [
  TenderStatus.SCHEDULED,
  TenderStatus.RFP_SUBMITTED,
  TenderStatus.RFP_ENDED,
  TenderStatus.SUBMITTED,
];
/** An ended public tender keeps its public overview. */
const OVERVIEW_STATUSES: number[] = [...SEARCHABLE_STATUSES, TenderStatus.ENDED];

const isPublicIn = (statuses: number[]) =>
  and(eq(tenders.isPublic, true), eq(tenders.isDemo, false), inArray(tenders.status, statuses));

const totalOfItems = sql<number>`coalesce((
  select sum(${tenderItems.unitPrice} * ${tenderItems.quantity})
  from ${tenderItems} where ${tenderItems.tenderId} = ${tenders.id}
), 0)::float8`;
const totalInEur = sql<number | null>`(${totalOfItems} / ${perEurOf(sql`${tenders.currency}`)})`;
const buyerVector = sql`setweight(to_tsvector('simple', coalesce(${companies.name}, '')), 'C')`;

const publishedAt = sql`coalesce(${tenders.scheduledAt}, ${tenders.createdAt})`;

const SORT_COLUMNS: Record<string, SQL> = {
  name: sql`lower(${tenders.name})`,
  value: totalInEur,
  deadline: sql`${tenders.proposalEndDate}`,
  published: publishedAt,
};

export async function searchPublicTenders(
  ctx: AppContext,
  search: TTenderSearch,
  currency: ViewerCurrency,
): Promise<TSearchIds> {
  const weights = groupWeights(search);
  const match = rankedMatch({
    keywords: search.keywords,
    weights,
    // The buyer's company name lives in another table; joined only when the buyer group is asked.
    vector: weights.includes('C')
      ? sql`(${tenders.searchVector} || ${buyerVector})`
      : sql`${tenders.searchVector}`,
    title: sql`${tenders.name}`,
    published: publishedAt,
    sortColumns: SORT_COLUMNS,
    searchByColumn: search.searchByColumn,
    order: search.order,
  });
  const countryId = sql`(${tenders.deliveryAddress} -> 'country' ->> 'id')::int`;
  const filtered = ctx.db
    .select({ id: tenders.id, ...match.sortKeys })
    .from(tenders)
    .innerJoin(users, eq(users.id, tenders.ownerId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(
      and(
        isPublicIn(SEARCHABLE_STATUSES),
        match.where,
        search.countries.length > 0 ? inArray(countryId, search.countries) : undefined,
        search.formats.length > 0 ? inArray(tenders.auctionFormat, search.formats) : undefined,
        ...valueConditions(totalInEur, search, currency),
      ),
    )
    .$dynamic();
  const candidates = (
    match.candidateOrder ? filtered.orderBy(match.candidateOrder) : filtered
  ).limit(SEARCH_CANDIDATE_LIMIT);
  return rankedIds(ctx.db, candidates, match);
}

const rowColumns = {
  tender: columnsWithoutVector(tenders),
  total: totalOfItems,
  totalInEur,
  buyerCompanyName: companies.name,
};
type RowData = {
  tender: TenderRow;
  total: number;
  totalInEur: number | null;
  buyerCompanyName: string | null;
};

function publicRowsQuery(ctx: AppContext, where: SQL | undefined) {
  return ctx.db
    .select(rowColumns)
    .from(tenders)
    .innerJoin(users, eq(users.id, tenders.ownerId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(where);
}

async function countryNames(ctx: AppContext, rows: RowData[]) {
  const ids = rows.flatMap(({ tender }) => tender.deliveryAddress?.country?.id ?? []);
  if (ids.length === 0) return new Map<number, { id: number; code: string; name: string }>();
  const found = await ctx.db
    .select({ id: countries.id, code: countries.code, name: countries.name })
    .from(countries)
    .where(inArray(countries.id, [...new Set(ids)]));
  return new Map(found.map((country) => [country.id, country]));
}

/**
 * A delivery place: the pin the buyer placed, else its city's coordinates from the gazetteer (an
 * in-memory look-up, so a tender saved before geocoding or without a pin still shows on the map).
 */
function placeOf(
  city: string | null,
  country: { id: number; code: string; name: string } | null,
  pin: { lat?: number | null; lng?: number | null } | null | undefined,
): TPlace {
  if (typeof pin?.lat === 'number' && typeof pin.lng === 'number') {
    return { city, country, lat: pin.lat, lng: pin.lng };
  }
  const point = geocodeCity(city, country?.code);
  return { city, country, lat: point?.lat ?? null, lng: point?.lng ?? null };
}

async function toRows(
  ctx: AppContext,
  rows: RowData[],
  currency: ViewerCurrency,
): Promise<TPublicTenderRow[]> {
  const countryById = await countryNames(ctx, rows);
  return rows.map(({ tender, total, totalInEur: inEur, buyerCompanyName }) => {
    const address = tender.deliveryAddress;
    const countryId = address?.country?.id;
    const delivery: TPlace | null = address
      ? placeOf(
          address.city ?? null,
          countryId === undefined ? null : (countryById.get(countryId) ?? null),
          address.gpsCoords,
        )
      : null;
    return {
      id: tender.id,
      name: tender.name,
      keywords: tender.keywords,
      currency: tender.currency,
      totalExpectedPrice: Number(total),
      valueInUserCurrency: currency.fromEur(inEur === null ? null : Number(inEur)),
      userCurrency: currency.code,
      tenderStatus: tender.status,
      proposalEndDate: tender.proposalEndDate.toISOString(),
      startDate: tender.startDate.toISOString(),
      createdDate: tender.createdAt.toISOString(),
      industries: tender.industryIds,
      buyerCompanyName,
      delivery,
      mainPictureUrl: tender.mainPictureFileId ? fileUrl(tender.mainPictureFileId) : null,
      auctionFormat: toAuctionFormat(tender.auctionFormat),
    };
  });
}

export async function publicTendersPage(
  ctx: AppContext,
  request: TSearchPageRequest,
  currency: ViewerCurrency,
) {
  const page = pageOf(request);
  if (page.ids.length === 0) return page.reply<TPublicTenderRow>([]);
  const rows = await publicRowsQuery(
    ctx,
    and(isPublicIn(SEARCHABLE_STATUSES), inArray(tenders.id, page.ids)),
  );
  return page.reply(page.inOrder(await toRows(ctx, rows, currency)));
}

type Paging = { pageNo: number; recordsPerPage: number };

/** LatestPublicTenders: the newest published public tenders still open to find. */
export function latestPublicTenders(ctx: AppContext, paging: Paging, currency: ViewerCurrency) {
  return newestPublicTenders(ctx, isPublicIn(SEARCHABLE_STATUSES), paging, currency);
}

/**
 * SuggestedPublicTenders (business tiers): open public tenders in the industries of the user's
 * company or matching one of their favourite auction keywords, that are not theirs and that they
 * do not take part in yet, newest first.
 */
export async function suggestedPublicTenders(
  ctx: AppContext,
  userId: string,
  paging: Paging,
  currency: ViewerCurrency,
) {
  const [interests] = await ctx.db
    .select({ industries: companies.industryIds, keywords: users.favouriteAuctionKeywords })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId));
  const industries = interests?.industries ?? [];
  const keywordQuery = prefixQueryText(searchWords(interests?.keywords ?? ''), ['A'], '|');
  const interesting = or(
    industries.length > 0 ? holdsAnyOf(tenders.industryIds, industries) : undefined,
    keywordQuery ? sql`${tenders.searchVector} @@ ${toQuery(keywordQuery)}` : undefined,
  );
  if (!interesting) return emptyPage(paging);
  const notTakingPart = notExists(
    ctx.db
      .select({ id: tenderSuppliers.id })
      .from(tenderSuppliers)
      .where(and(eq(tenderSuppliers.tenderId, tenders.id), eq(tenderSuppliers.userId, userId))),
  );
  const where = and(
    isPublicIn(SEARCHABLE_STATUSES),
    ne(tenders.ownerId, userId),
    notTakingPart,
    interesting,
  );
  return newestPublicTenders(ctx, where, paging, currency);
}

const emptyPage = (paging: Paging) => ({ items: [], totalCount: 0, ...paging });

async function newestPublicTenders(
  ctx: AppContext,
  where: SQL | undefined,
  paging: Paging,
  currency: ViewerCurrency,
) {
  const [[{ total }], rows] = await Promise.all([
    ctx.db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(tenders)
      .where(where),
    publicRowsQuery(ctx, where)
      .orderBy(desc(publishedAt), asc(tenders.id))
      .limit(paging.recordsPerPage)
      .offset((paging.pageNo - 1) * paging.recordsPerPage),
  ]);
  return {
    items: await toRows(ctx, rows, currency),
    totalCount: total,
    pageNo: paging.pageNo,
    recordsPerPage: paging.recordsPerPage,
  };
}

export async function publicTenderOverview(
  ctx: AppContext,
  tenderId: string,
  viewer: { userId?: string; currency: ViewerCurrency },
): Promise<TPublicTenderOverview> {
  const [found] = await publicRowsQuery(
    ctx,
    and(isPublicIn(OVERVIEW_STATUSES), eq(tenders.id, tenderId)),
  );
  if (!found) throw notFound();
  const [row] = await toRows(ctx, [found], viewer.currency);
  const { tender } = found;
  const parameters = await readParameters(ctx.db, tender);
  const isOwner = viewer.userId === tender.ownerId;
  const ownStatus =
    viewer.userId && !isOwner ? await supplierStatusOf(ctx, tender.id, viewer.userId) : null;
  return {
    ...row,
    totalExpectedPrice: totalExpectedPrice(parameters.itemsDetails),
    endDate: tender.endDate.toISOString(),
    duration: tender.durationMinutes,
    isVatIncluded: tender.isVatIncluded,
    items: parameters.itemsDetails.map((item) => ({
      name: item.name,
      description: item.description ?? null,
      quantity: item.quantity,
      unitName: item.unitOfMeasurement.name,
      unitPrice: item.unitPrice,
    })),
    criteria: parameters.criteriaDetails.map((criterion) => ({
      name: criterion.name,
      unitName: criterion.unit.name,
      weightPercent: Math.round(criterion.weight.id * 10_000) / 100,
      highestWins: criterion.winningThreshold.id === WinningThreshold.HIGHEST,
    })),
    mustHaveConditions: parameters.mustHaveConditions.map((condition) => condition.text),
    totalActiveBidders: await countAcceptedSuppliers(ctx.db, tender.id),
    viewer: viewer.userId ? { isOwner, supplierStatus: ownStatus } : null,
  };
}

async function supplierStatusOf(ctx: AppContext, tenderId: string, userId: string) {
  const [entry] = await ctx.db
    .select({ status: tenderSuppliers.status })
    .from(tenderSuppliers)
    .where(and(eq(tenderSuppliers.tenderId, tenderId), eq(tenderSuppliers.userId, userId)));
  return entry?.status ?? null;
}
