/**
 * SearchInGovAuctions, GetInfoGovTendersFromSearch and GetGovTenderNotice: government tenders
 * imported from OCDS. Without keywords the search lists them newest first; it finds open ones
 * (deadline not passed, not closed by the publisher) unless closed ones are asked for too.
 */
import { and, eq, inArray, isNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import {
  type TGovTenderNotice,
  type TGovTenderRow,
  type TSearchIds,
  type TSearchPageRequest,
  type TTenderSearch,
} from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import { countries, govTenders } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import {
  columnsWithoutVector,
  groupWeights,
  pageOf,
  rankedIds,
  rankedMatch,
  SEARCH_CANDIDATE_LIMIT,
} from './full-text-query.ts';
import { valueConditions, type ViewerCurrency } from './currency.ts';

const SORT_COLUMNS: Record<string, SQL> = {
  name: sql`lower(${govTenders.title})`,
  value: sql`${govTenders.valueEur}`,
  deadline: sql`${govTenders.tenderEndDate}`,
  published: sql`${govTenders.releaseDate}`,
};

/** OCDS tender statuses (codelist tenderStatus) after which no offer is taken. */
const CLOSED_STATUSES = ['cancelled', 'unsuccessful', 'complete', 'withdrawn'];

/** Still taking offers at `now`: no passed deadline, and not closed by its publisher. */
function isOpenAt(now: Date): SQL | undefined {
  return and(
    or(isNull(govTenders.tenderEndDate), sql`${govTenders.tenderEndDate} > ${now.toISOString()}`),
    or(isNull(govTenders.status), notInArray(sql`lower(${govTenders.status})`, CLOSED_STATUSES)),
  );
}

export async function searchGovTenders(
  ctx: AppContext,
  search: TTenderSearch,
  currency: ViewerCurrency,
): Promise<TSearchIds> {
  const match = rankedMatch({
    keywords: search.keywords,
    weights: groupWeights(search),
    vector: sql`${govTenders.searchVector}`,
    title: sql`${govTenders.title}`,
    published: sql`${govTenders.releaseDate}`,
    sortColumns: SORT_COLUMNS,
    searchByColumn: search.searchByColumn,
    order: search.order,
  });
  const filtered = ctx.db
    .select({ id: govTenders.id, ...match.sortKeys })
    .from(govTenders)
    .where(
      and(
        match.where,
        search.includeClosed ? undefined : isOpenAt(ctx.clock.now()),
        search.countries.length > 0 ? inArray(govTenders.countryId, search.countries) : undefined,
        ...valueConditions(sql`${govTenders.valueEur}`, search, currency),
      ),
    )
    .$dynamic();
  const candidates = (
    match.candidateOrder ? filtered.orderBy(match.candidateOrder) : filtered
  ).limit(SEARCH_CANDIDATE_LIMIT);
  return rankedIds(ctx.db, candidates, match);
}

function govRowsQuery(ctx: AppContext, where: SQL) {
  return ctx.db
    .select({
      tender: columnsWithoutVector(govTenders),
      country: { id: countries.id, code: countries.code, name: countries.name },
    })
    .from(govTenders)
    .leftJoin(countries, eq(countries.id, govTenders.countryId))
    .where(where);
}
type GovRowData = Awaited<ReturnType<typeof govRowsQuery>>[number];

function toRow({ tender, country }: GovRowData, currency: ViewerCurrency): TGovTenderRow {
  return {
    id: tender.id,
    ocid: tender.ocid,
    title: tender.title,
    description: tender.description,
    buyerName: tender.buyerName,
    buyerAddress: tender.buyerAddress,
    country,
    valueAmount: tender.valueAmount,
    valueCurrency: tender.valueCurrency,
    valueInUserCurrency: currency.fromEur(tender.valueEur),
    userCurrency: currency.code,
    tenderEndDate: tender.tenderEndDate?.toISOString() ?? null,
    releaseDate: tender.releaseDate?.toISOString() ?? null,
    status: tender.status,
    classifications: tender.classifications,
    sourceUrl: tender.sourceUrl,
    publisher: tender.publisher,
    license: tender.license,
    lat: tender.lat,
    lng: tender.lng,
  };
}

export async function govTendersPage(
  ctx: AppContext,
  request: TSearchPageRequest,
  currency: ViewerCurrency,
) {
  const page = pageOf(request);
  if (page.ids.length === 0) return page.reply<TGovTenderRow>([]);
  const rows = await govRowsQuery(ctx, inArray(govTenders.id, page.ids));
  return page.reply(page.inOrder(rows.map((row) => toRow(row, currency))));
}

/** GetGovTenderNotice: one government tender as its notice page shows it (404 when unknown). */
export async function govTenderNotice(
  ctx: AppContext,
  id: string,
  currency: ViewerCurrency,
): Promise<TGovTenderNotice> {
  const [found] = await govRowsQuery(ctx, eq(govTenders.id, id));
  if (!found) throw notFound();
  const { tender } = found;
  return {
    ...toRow(found, currency),
    deliveryPlace: tender.deliveryPlace,
    tenderStartDate: tender.tenderStartDate?.toISOString() ?? null,
    procurementMethod: tender.procurementMethod,
    items: tender.items,
    documents: tender.documents,
    awards: tender.awards,
  };
}
