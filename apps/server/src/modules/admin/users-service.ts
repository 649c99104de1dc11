/**
 * The admin's view of users: the paged user list with roles, profiles, one user's overview (counts
 * and public tender names only), removal.
 */
import { and, count, desc, eq, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import {
  Messages,
  effectiveRoles,
  type TAdminProfileList,
  type TAdminProfileRow,
  type TAdminUserList,
  type TAdminUserOverview,
  type TAdminUserRow,
} from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import type { DbExecutor } from '../../db/client.ts';
import {
  companies,
  countries,
  tenderSuppliers,
  tenders,
  userRoles,
  users,
} from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { removeUserFromSystem } from '../account/removal-service.ts';
import { findUserByName } from '../account/users.ts';
import { isUuid } from '../../lib/ids.ts';
import { recordAudit } from './audit.ts';
import { likePattern, pageOf } from './paging.ts';

type ListQuery = { page: number; recordsPerPage: number; filter?: string };

const userColumns = {
  user: users,
  countryName: countries.name,
  company: companies,
};

function listWhere(filter?: string): SQL | undefined {
  const alive = isNull(users.deletedAt);
  if (!filter) return alive;
  const pattern = likePattern(filter);
  return and(
    alive,
    or(
      ilike(users.userName, pattern),
      ilike(users.email, pattern),
      ilike(users.firstName, pattern),
      ilike(users.lastName, pattern),
      ilike(companies.name, pattern),
    ),
  );
}

type JoinedRow = {
  user: typeof users.$inferSelect;
  countryName: string | null;
  company: typeof companies.$inferSelect | null;
};

async function loadPage(db: DbExecutor, query: ListQuery) {
  const where = listWhere(query.filter);
  const { limit, offset } = pageOf(query);
  const base = () =>
    db
      .select(userColumns)
      .from(users)
      .leftJoin(companies, eq(companies.id, users.companyId))
      .leftJoin(countries, eq(countries.id, users.countryId));
  const rows = await base()
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db
    .select({ value: count() })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(where);
  return { rows, totalCount: total?.value ?? 0 };
}

async function rolesOf(db: DbExecutor, rows: JoinedRow[], now: Date) {
  const ids = rows.map((row) => row.user.id);
  const stored = ids.length
    ? await db.select().from(userRoles).where(inArray(userRoles.userId, ids))
    : [];
  return (row: JoinedRow) =>
    effectiveRoles(
      stored.filter((role) => role.userId === row.user.id).map((role) => role.role),
      row.user.subscriptionExpires,
      now,
    );
}

function toUserRow(row: JoinedRow, roles: TAdminUserRow['roles']): TAdminUserRow {
  const { user } = row;
  return {
    id: user.id,
    userName: user.userName,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    companyName: row.company?.name ?? null,
    roles,
    isActivated: user.isActivated,
    subscriptionExpires: user.subscriptionExpires?.toISOString() ?? null,
    createdDate: user.createdAt.toISOString(),
  };
}

function toProfileRow(row: JoinedRow): TAdminProfileRow {
  const { user, company } = row;
  return {
    id: user.id,
    userName: user.userName,
    firstName: user.firstName,
    lastName: user.lastName,
    phoneNumber: user.phoneNumber,
    country: row.countryName,
    wantToBuy: user.wantToBuy,
    wantToSell: user.wantToSell,
    isSearcheable: user.isSearchable,
    company: company
      ? {
          name: company.name,
          web: company.web,
          vatId: company.vatId,
          numberOfEmployees: company.numberOfEmployees,
        }
      : null,
  };
}

export async function listUsers(ctx: AppContext, query: ListQuery): Promise<TAdminUserList> {
  const page = await loadPage(ctx.db, query);
  const roles = await rolesOf(ctx.db, page.rows, ctx.clock.now());
  return {
    rows: page.rows.map((row) => toUserRow(row, roles(row))),
    totalCount: page.totalCount,
  };
}

export async function listProfiles(ctx: AppContext, query: ListQuery): Promise<TAdminProfileList> {
  const page = await loadPage(ctx.db, query);
  return { rows: page.rows.map(toProfileRow), totalCount: page.totalCount };
}

export async function getAdminUserOverview(
  ctx: AppContext,
  id: string,
): Promise<TAdminUserOverview> {
  if (!isUuid(id)) throw notFound(Messages.userNotRegistered);
  const [row] = await ctx.db
    .select(userColumns)
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(countries, eq(countries.id, users.countryId))
    .where(eq(users.id, id));
  if (!row) throw notFound(Messages.userNotRegistered);
  const roles = await rolesOf(ctx.db, [row], ctx.clock.now());
  const [[owned], [participations], recent] = await Promise.all([
    ctx.db.select({ value: count() }).from(tenders).where(eq(tenders.ownerId, id)),
    ctx.db.select({ value: count() }).from(tenderSuppliers).where(eq(tenderSuppliers.userId, id)),
    ctx.db
      .select({
        id: tenders.id,
        name: tenders.name,
        isPublic: tenders.isPublic,
        status: tenders.status,
        createdAt: tenders.createdAt,
      })
      .from(tenders)
      .where(eq(tenders.ownerId, id))
      .orderBy(desc(tenders.createdAt))
      .limit(10),
  ]);
  return {
    user: toUserRow(row, roles(row)),
    profile: toProfileRow(row),
    ownedTenders: owned?.value ?? 0,
    participations: participations?.value ?? 0,
    // A private tender's name is the buyer's business secret: the admin sees that it exists.
    recentTenders: recent.map((tender) => ({
      id: tender.id,
      name: tender.isPublic ? tender.name : null,
      isPublic: tender.isPublic,
      status: tender.status,
      createdDate: tender.createdAt.toISOString(),
    })),
  };
}

/** Removes a user the way account removal does (anonymised; tenders others rely on stay). */
export async function deleteUserFromSystem(ctx: AppContext, actor: AuthUser, userName: string) {
  const user = await findUserByName(ctx.db, userName);
  if (!user || user.deletedAt) throw notFound(Messages.userNotRegistered);
  if (user.id === actor.id) throw badRequest('You can not delete your own account here', 'self');
  const removed = await removeUserFromSystem(ctx, user.id);
  if (!removed) throw notFound(Messages.userNotRegistered);
  await recordAudit(ctx.db, actor, {
    action: 'DeleteUserFromSystem',
    target: removed.userName,
    before: {
      id: removed.id,
      userName: removed.userName,
      email: removed.email,
      firstName: removed.firstName,
      lastName: removed.lastName,
    },
    after: { deleted: true },
  });
}
