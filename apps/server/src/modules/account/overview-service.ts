/**
 * GET /api/account/GetUserOverview?id: the public face of a user (spec §2 /user-overview/{id}):
 * name, company, country, industries, rating, membership and their public auctions. Private data
 * never shows; the e-mail only to the user themself, to someone who has them in their contacts,
 * and to the other side of an auction in which the supplier accepted to share it (the first
 * must-have condition).
 */
import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import {
  SupplierStatus,
  TenderStatus,
  type TUserOverview,
  type TUserOverviewList,
  type TUserOverviewListItem,
} from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import type { DbExecutor } from '../../db/client.ts';
import {
  addresses,
  companies,
  contacts,
  countries,
  tenderSuppliers,
  tenders,
  users,
} from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';

const AUCTION_LIMIT = 20;
/** Public auctions past their draft: those a public overview exists for. */
const SHOWN_STATUSES: number[] = [
  TenderStatus.SCHEDULED,
  TenderStatus.RFP_SUBMITTED,
  TenderStatus.RFP_ENDED,
  TenderStatus.SUBMITTED,
  TenderStatus.ENDED,
];

async function countryOf(db: DbExecutor, id: number | null) {
  if (id === null) return null;
  const [country] = await db
    .select({ id: countries.id, code: countries.code, name: countries.name })
    .from(countries)
    .where(eq(countries.id, id));
  return country ?? null;
}

async function isContactOf(db: DbExecutor, ownerId: string, contactUserId: string) {
  const [found] = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.ownerId, ownerId), eq(contacts.contactUserId, contactUserId)))
    .limit(1);
  return Boolean(found);
}

/** One is the buyer, the other an accepted supplier of the same auction (both agreed to share). */
async function areStakeholders(db: DbExecutor, a: string, b: string) {
  const [found] = await db
    .select({ id: tenders.id })
    .from(tenders)
    .innerJoin(tenderSuppliers, eq(tenderSuppliers.tenderId, tenders.id))
    .where(
      and(
        eq(tenderSuppliers.status, SupplierStatus.ACCEPTED),
        or(
          and(eq(tenders.ownerId, a), eq(tenderSuppliers.userId, b)),
          and(eq(tenders.ownerId, b), eq(tenderSuppliers.userId, a)),
        ),
      ),
    )
    .limit(1);
  return Boolean(found);
}

async function publicAuctionsOf(db: DbExecutor, userId: string) {
  const rows = await db
    .select({
      id: tenders.id,
      name: tenders.name,
      status: tenders.status,
      currency: tenders.currency,
      startDate: tenders.startDate,
      endDate: tenders.endDate,
      accepted: sql<number>`(
        select count(*) from ${tenderSuppliers}
        where ${tenderSuppliers.tenderId} = ${tenders.id}
          and ${tenderSuppliers.status} = ${SupplierStatus.ACCEPTED}
          and not ${tenderSuppliers.isDemo}
      )::int`,
    })
    .from(tenders)
    .where(
      and(
        eq(tenders.ownerId, userId),
        eq(tenders.isPublic, true),
        eq(tenders.isDemo, false),
        eq(tenders.hidden, false),
        inArray(tenders.status, SHOWN_STATUSES),
      ),
    )
    .orderBy(desc(tenders.startDate))
    .limit(AUCTION_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    status: row.status,
    currency: row.currency,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate.toISOString(),
    totalActiveBidders: Number(row.accepted),
  }));
}

export async function getUserOverview(
  ctx: AppContext,
  viewerId: string,
  userId: string,
): Promise<TUserOverview> {
  if (!isUuid(userId)) throw notFound();
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt), eq(users.isDemo, false)));
  if (!user || !user.isActivated) throw notFound();
  const [company] = user.companyId
    ? await ctx.db
        .select({ company: companies, countryId: addresses.countryId, city: addresses.city })
        .from(companies)
        .leftJoin(addresses, eq(addresses.id, companies.addressId))
        .where(eq(companies.id, user.companyId))
    : [];
  const isYou = viewerId === user.id;
  const isInContacts = !isYou && (await isContactOf(ctx.db, viewerId, user.id));
  const mayShowEmail = isYou || isInContacts || (await areStakeholders(ctx.db, viewerId, user.id));
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return {
    id: user.id,
    name: name || company?.company.name || 'Tendermark user',
    email: mayShowEmail ? user.email : null,
    country: await countryOf(ctx.db, user.countryId),
    company: company
      ? {
          id: company.company.id,
          name: company.company.name,
          web: company.company.web,
          industries: company.company.industryIds,
          country: await countryOf(ctx.db, company.countryId),
          city: company.city,
          numberOfEmployees: company.company.numberOfEmployees,
          branches: company.company.branches,
        }
      : null,
    rating: user.rating,
    memberSince: user.createdAt.toISOString(),
    wantToBuy: user.wantToBuy,
    wantToSell: user.wantToSell,
    favouriteAuctionKeywords: user.favouriteAuctionKeywords,
    isInContacts,
    isYou,
    auctions: await publicAuctionsOf(ctx.db, user.id),
  };
}

/** At most this many people are listed (the newest relations are not favoured: by name). */
const KNOWN_USERS_LIMIT = 500;

/**
 * The people a user works with: contacts, accepted suppliers of their auctions, buyers of the
 * auctions they were accepted in (demo and deleted users left out), each once, by name. Everyone
 * listed may see the viewer's e-mail and the viewer theirs (a contact or a fellow stakeholder).
 */
export async function listKnownUsers(
  ctx: AppContext,
  viewerId: string,
): Promise<TUserOverviewList> {
  const db = ctx.db;
  const related = [
    ...(
      await db
        .select({ id: contacts.contactUserId })
        .from(contacts)
        .where(eq(contacts.ownerId, viewerId))
    ).map((row) => ({ id: row.id, relation: 'contact' as const })),
    ...(
      await db
        .selectDistinct({ id: tenderSuppliers.userId })
        .from(tenderSuppliers)
        .innerJoin(tenders, eq(tenders.id, tenderSuppliers.tenderId))
        .where(
          and(
            eq(tenders.ownerId, viewerId),
            eq(tenderSuppliers.status, SupplierStatus.ACCEPTED),
            eq(tenderSuppliers.isDemo, false),
          ),
        )
    ).map((row) => ({ id: row.id, relation: 'supplier' as const })),
    ...(
      await db
        .selectDistinct({ id: tenders.ownerId })
        .from(tenders)
        .innerJoin(tenderSuppliers, eq(tenderSuppliers.tenderId, tenders.id))
        .where(
          and(
            eq(tenderSuppliers.userId, viewerId),
            eq(tenderSuppliers.status, SupplierStatus.ACCEPTED),
            eq(tenders.isDemo, false),
          ),
        )
    ).map((row) => ({ id: row.id, relation: 'buyer' as const })),
  ].filter((row) => row.id !== viewerId);
  if (related.length === 0) return { items: [] };
  const relations = new Map<string, Set<TUserOverviewListItem['relations'][number]>>();
  for (const row of related)
    relations.set(row.id, (relations.get(row.id) ?? new Set()).add(row.relation));
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      companyName: companies.name,
      country: { id: countries.id, code: countries.code, name: countries.name },
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(countries, eq(countries.id, users.countryId))
    .where(
      and(
        inArray(users.id, [...relations.keys()]),
        isNull(users.deletedAt),
        eq(users.isDemo, false),
        eq(users.isActivated, true),
      ),
    )
    .limit(KNOWN_USERS_LIMIT);
  const items = rows.map((row) => ({
    id: row.id,
    name: [row.firstName, row.lastName].filter(Boolean).join(' ') || row.companyName || row.email,
    email: row.email,
    companyName: row.companyName,
    country: row.country,
    relations: [...(relations.get(row.id) ?? [])].sort(),
  }));
  return {
    items: items.sort((a, b) => a.name.localeCompare(b.name) || a.email.localeCompare(b.email)),
  };
}
