/** SearchInGovAuctions and GetInfoGovTendersFromSearch: government tenders imported from OCDS. */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  type TGovTenderRow,
  type TSearchIds,
  type TSearchPageRequest,
  type TTenderSearch,
} from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import { countries, govTenders } from '../../db/schema/index.ts';
import {
  columnsWithoutVector,
  groupWeights,
  pageOf,
  rankedIds,
  rankedMatch,
  SEARCH_CANDIDATE_LIMIT,
  searchIds,
} from './full-text-query.ts';
import { valueConditions, type ViewerCurrency } from './currency.ts';

const SORT_COLUMNS: Record<string, SQL> = {
  name: sql`lower(${govTenders.title})`,
  value: sql`${govTenders.valueEur}`,
  deadline: sql`${govTenders.tenderEndDate}`,
  published: sql`${govTenders.releaseDate}`,
};

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
  if (!match) return searchIds([]);
  const candidates = ctx.db
    .select({ id: govTenders.id, ...match.sortKeys })
    .from(govTenders)
    .where(
      and(
        match.where,
        search.countries.length > 0 ? inArray(govTenders.countryId, search.countries) : undefined,
        ...valueConditions(sql`${govTenders.valueEur}`, search, currency),
      ),
    )
    .limit(SEARCH_CANDIDATE_LIMIT);
  return rankedIds(ctx.db, candidates, match);
}

export async function govTendersPage(
  ctx: AppContext,
  request: TSearchPageRequest,
  currency: ViewerCurrency,
) {
  const page = pageOf(request);
  if (page.ids.length === 0) return page.reply<TGovTenderRow>([]);
  const rows = await ctx.db
    .select({
      tender: columnsWithoutVector(govTenders),
      country: { id: countries.id, code: countries.code, name: countries.name },
    })
    .from(govTenders)
    .leftJoin(countries, eq(countries.id, govTenders.countryId))
    .where(inArray(govTenders.id, page.ids));
  const items = rows.map(({ tender, country }) => ({
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
  }));
  return page.reply(page.inOrder(items));
}
