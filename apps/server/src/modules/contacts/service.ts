/** The caller's contacts list (spec §7 /api/company): paging, sorting, filtering, adding, renaming, removing. */
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import {
  Messages,
  type TContact,
  type TContactSortColumn,
  type TContactsPage,
  type TContactsQuery,
} from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import type { DbExecutor } from '../../db/client.ts';
import { addresses, companies, contacts, countries, users } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { findUserByName, type UserRow } from '../account/users.ts';
import { isUuid } from '../../lib/ids.ts';

/** The name shown for a contact: the owner's custom name, else the company, else the user name. */
const displayName = sql<string>`lower(coalesce(${contacts.customName}, ${companies.name}, ${users.userName}))`;

const SORT_COLUMNS: Record<TContactSortColumn, SQL | AnyPgColumn> = {
  name: displayName,
  companyName: sql`lower(${companies.name})`,
  userName: users.userName,
  country: countries.name,
  createdDate: contacts.createdAt,
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

function filterCondition(filter: string | undefined): SQL | undefined {
  if (!filter) return undefined;
  const pattern = `%${escapeLike(filter)}%`;
  return or(
    ilike(contacts.customName, pattern),
    ilike(companies.name, pattern),
    ilike(users.userName, pattern),
    ilike(companies.web, pattern),
    ilike(users.favouriteAuctionKeywords, pattern),
    ilike(countries.name, pattern),
  );
}

/** Joins what is shown of a contact: the user, their company and its country (else the user's). */
function joinShownParts<T extends PgSelect>(query: T) {
  return query
    .innerJoin(users, eq(users.id, contacts.contactUserId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(addresses, eq(addresses.id, companies.addressId))
    .leftJoin(
      countries,
      eq(countries.id, sql`coalesce(${addresses.countryId}, ${users.countryId})`),
    );
}

function contactsQuery(db: DbExecutor, where: SQL | undefined) {
  return joinShownParts(
    db
      .select({
        contact: contacts,
        user: users,
        company: companies,
        country: { id: countries.id, name: countries.name, code: countries.code },
      })
      .from(contacts)
      .$dynamic(),
  ).where(where);
}

type ContactRow = Awaited<ReturnType<typeof contactsQuery>>[number];

const toContact = ({ contact, user, company, country }: ContactRow): TContact => ({
  userName: user.userName,
  customName: contact.customName,
  companyName: company?.name ?? null,
  web: company?.web ?? null,
  country: country?.id ? country : null,
  keywords: user.favouriteAuctionKeywords,
  industries: company?.industryIds ?? [],
  // What the contact wrote about themselves in their profile (spec §3).
  personalDescription: user.personalDescription,
  companyId: company?.id ?? null,
  addedDate: contact.createdAt.toISOString(),
});

export async function listContacts(
  ctx: AppContext,
  ownerId: string,
  query: TContactsQuery,
): Promise<TContactsPage> {
  const where = and(eq(contacts.ownerId, ownerId), filterCondition(query.filter));
  const direction = query.order === 'desc' ? desc : asc;
  const [[{ total }], rows] = await Promise.all([
    joinShownParts(ctx.db.select({ total: count() }).from(contacts).$dynamic()).where(where),
    contactsQuery(ctx.db, where)
      .orderBy(direction(SORT_COLUMNS[query.sort]), asc(users.userName))
      .limit(query.recordsPerPage)
      .offset((query.pageNo - 1) * query.recordsPerPage),
  ]);
  return {
    items: rows.map(toContact),
    page: query.pageNo,
    recordsPerPage: query.recordsPerPage,
    totalCount: total,
    sort: query.sort,
    order: query.order,
    filter: query.filter || null,
  };
}

async function registeredUser(db: DbExecutor, userNameOrEmail: string): Promise<UserRow> {
  const user = await findUserByName(db, userNameOrEmail);
  if (!user) throw notFound(Messages.userNotRegistered);
  return user;
}

async function contactOf(db: DbExecutor, ownerId: string, contactUserId: string) {
  const [row] = await contactsQuery(
    db,
    and(eq(contacts.ownerId, ownerId), eq(contacts.contactUserId, contactUserId)),
  );
  return row ? toContact(row) : undefined;
}

/** Adds users to the owner's list; those already in it stay as they are. */
export async function ensureContacts(
  db: DbExecutor,
  ownerId: string,
  contactUserIds: readonly string[],
  now: Date,
): Promise<void> {
  const others = [...new Set(contactUserIds)].filter((id) => id !== ownerId);
  if (others.length === 0) return;
  await db
    .insert(contacts)
    .values(others.map((contactUserId) => ({ ownerId, contactUserId, createdAt: now })))
    .onConflictDoNothing({ target: [contacts.ownerId, contacts.contactUserId] });
}

/** POST AddToContactList: a registered user by user name or e-mail; adding twice keeps one entry. */
export async function addContact(
  ctx: AppContext,
  ownerId: string,
  userNameOrEmail: string,
): Promise<TContact> {
  const user = await registeredUser(ctx.db, userNameOrEmail);
  if (user.id === ownerId) throw badRequest(Messages.cannotAddSelfContact);
  await ensureContacts(ctx.db, ownerId, [user.id], ctx.clock.now());
  const contact = await contactOf(ctx.db, ownerId, user.id);
  if (!contact) throw notFound(Messages.notInContacts);
  return contact;
}

async function contactUserInList(db: DbExecutor, ownerId: string, userName: string) {
  const user = await findUserByName(db, userName);
  const contact = user && (await contactOf(db, ownerId, user.id));
  if (!user || !contact) throw notFound(Messages.notInContacts);
  return user;
}

export async function removeContact(ctx: AppContext, ownerId: string, userName: string) {
  const user = await contactUserInList(ctx.db, ownerId, userName);
  await ctx.db
    .delete(contacts)
    .where(and(eq(contacts.ownerId, ownerId), eq(contacts.contactUserId, user.id)));
}

/** PUT EditCompanyName: the owner's own name for the contact; empty or null clears it. */
export async function editCustomName(
  ctx: AppContext,
  ownerId: string,
  userName: string,
  customName: string | null,
): Promise<TContact> {
  const user = await contactUserInList(ctx.db, ownerId, userName);
  await ctx.db
    .update(contacts)
    .set({ customName: customName?.trim() || null })
    .where(and(eq(contacts.ownerId, ownerId), eq(contacts.contactUserId, user.id)));
  const contact = await contactOf(ctx.db, ownerId, user.id);
  if (!contact) throw notFound(Messages.notInContacts);
  return contact;
}

/** GET IsInContactList?companyId: whether someone of that company is among the owner's contacts. */
export async function isCompanyInContacts(
  ctx: AppContext,
  ownerId: string,
  companyId: string,
): Promise<boolean> {
  if (!isUuid(companyId)) return false;
  const members = ctx.db.select({ id: users.id }).from(users).where(eq(users.companyId, companyId));
  const [row] = await ctx.db
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.ownerId, ownerId), inArray(contacts.contactUserId, members)))
    .limit(1);
  return row !== undefined;
}

export async function isUserInContacts(
  ctx: AppContext,
  ownerId: string,
  userName: string,
): Promise<boolean> {
  const user = await findUserByName(ctx.db, userName);
  return user ? (await contactOf(ctx.db, ownerId, user.id)) !== undefined : false;
}
