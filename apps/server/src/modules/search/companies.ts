/**
 * The supplier directory: SearchInCompanies and GetInfoComapniesFromSearch (spec spelling). A
 * company is listed while one of its users is activated and searchable (isSearcheable).
 */
import { and, eq, exists, inArray, sql, type SQL } from 'drizzle-orm';
import {
  type TCompanyRow,
  type TCompanySearch,
  type TPlace,
  type TSearchIds,
  type TSearchPageRequest,
} from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import { addresses, companies, contacts, countries, users } from '../../db/schema/index.ts';
import {
  holdsAnyOf,
  pageOf,
  rankedIds,
  rankedMatch,
  SEARCH_CANDIDATE_LIMIT,
  searchIds,
} from './full-text-query.ts';
import { geocodeCity } from './geocode.ts';

/** The first searchable member of the company (the one to add to the contacts). */
const contactUserName = sql<string | null>`(
  select ${users.userName} from ${users}
  where ${users.companyId} = ${companies.id} and ${users.isSearchable} and ${users.isActivated}
    and not ${users.isDemo}
  order by ${users.createdAt} limit 1
)`;

const isListed: SQL = sql`${contactUserName} is not null`;

export async function searchCompanies(
  ctx: AppContext,
  search: TCompanySearch,
): Promise<TSearchIds> {
  const match = rankedMatch({
    keywords: search.keywords,
    weights: ['A', 'B'],
    vector: sql`${companies.searchVector}`,
    title: sql`${companies.name}`,
    published: sql`${companies.createdAt}`,
    sortColumns: { name: sql`lower(${companies.name})` },
    searchByColumn: search.searchByColumn,
    order: search.order,
  });
  // The directory is searched, not browsed: without a word there is nothing to list.
  if (!match.where) return searchIds([]);
  const candidates = ctx.db
    .select({ id: companies.id, ...match.sortKeys })
    .from(companies)
    .leftJoin(addresses, eq(addresses.id, companies.addressId))
    .where(
      and(
        match.where,
        isListed,
        search.countries.length > 0 ? inArray(addresses.countryId, search.countries) : undefined,
        search.industries.length > 0
          ? holdsAnyOf(companies.industryIds, search.industries)
          : undefined,
      ),
    )
    .limit(SEARCH_CANDIDATE_LIMIT);
  return rankedIds(ctx.db, candidates, match);
}

export async function companiesPage(
  ctx: AppContext,
  request: TSearchPageRequest,
  viewerId: string,
) {
  const page = pageOf(request);
  if (page.ids.length === 0) return page.reply<TCompanyRow>([]);
  const inViewersContacts = exists(
    ctx.db
      .select({ id: contacts.id })
      .from(contacts)
      .innerJoin(users, eq(users.id, contacts.contactUserId))
      .where(and(eq(contacts.ownerId, viewerId), eq(users.companyId, companies.id))),
  );
  const rows = await ctx.db
    .select({
      id: companies.id,
      name: companies.name,
      web: companies.web,
      industries: companies.industryIds,
      city: addresses.city,
      lat: addresses.lat,
      lng: addresses.lng,
      country: { id: countries.id, code: countries.code, name: countries.name },
      contactUserName,
      isInContacts: inViewersContacts,
    })
    .from(companies)
    .leftJoin(addresses, eq(addresses.id, companies.addressId))
    .leftJoin(countries, eq(countries.id, addresses.countryId))
    .where(and(isListed, inArray(companies.id, page.ids)));
  const items: TCompanyRow[] = rows.map(({ city, lat, lng, country, ...company }) => ({
    ...company,
    isInContacts: Boolean(company.isInContacts),
    place: city || country || lat !== null ? placeOf(city, country, lat, lng) : null,
  }));
  return page.reply(page.inOrder(items));
}

/** A company's place; its city's coordinates from the gazetteer when no pin was placed. */
function placeOf(
  city: string | null,
  country: { id: number; code: string; name: string } | null,
  lat: number | null,
  lng: number | null,
): TPlace {
  if (lat !== null && lng !== null) return { city, country, lat, lng };
  const point = geocodeCity(city, country?.code);
  return { city, country, lat: point?.lat ?? null, lng: point?.lng ?? null };
}
