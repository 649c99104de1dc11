/** GET /api/account/UserInfo: the signed-in user's state, with the original API's wire names. */
import { eq } from 'drizzle-orm';
import type { TUserInfo } from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import type { DbExecutor } from '../../db/client.ts';
import { addresses, companies } from '../../db/schema/index.ts';
import { countPendingAuctionInvitations, countPendingPublicBidders } from './pending-counts.ts';
import { loadEffectiveRoles } from './user-roles.ts';
import { findUserById, type UserRow } from './users.ts';

/** The company facts the profile needs: its name, web address and country. */
export type CompanyEssentials = { name: string; web: string | null; countryId: number | null };

/**
 * The profile is filled once the required user details (first name, last name, country) and
 * company details (name, web address, country) of spec §5 are there.
 */
export const isUserProfileFilled = (
  user: Pick<UserRow, 'firstName' | 'lastName' | 'countryId'>,
  company: CompanyEssentials | null,
): boolean =>
  Boolean(
    user.firstName?.trim() &&
    user.lastName?.trim() &&
    user.countryId !== null &&
    company?.name.trim() &&
    company.web?.trim() &&
    company.countryId !== null,
  );

/** The company essentials of the user's company, or null without one. */
export async function loadCompanyEssentials(
  db: DbExecutor,
  companyId: string | null,
): Promise<CompanyEssentials | null> {
  if (!companyId) return null;
  const [company] = await db
    .select({ name: companies.name, web: companies.web, countryId: addresses.countryId })
    .from(companies)
    .leftJoin(addresses, eq(addresses.id, companies.addressId))
    .where(eq(companies.id, companyId));
  return company ?? null;
}

/** Undefined when the user no longer exists (or removed the account). */
export async function loadUserInfo(
  ctx: AppContext,
  userId: string,
): Promise<TUserInfo | undefined> {
  const user = await findUserById(ctx.db, userId);
  if (!user || user.deletedAt) return undefined;
  const [roles, pendingInvitations, pendingBidders, company] = await Promise.all([
    loadEffectiveRoles(ctx.db, user, ctx.clock.now()),
    countPendingAuctionInvitations(ctx.db, user.id),
    countPendingPublicBidders(ctx.db, user.id),
    loadCompanyEssentials(ctx.db, user.companyId),
  ]);
  return {
    Name: user.userName,
    IsUserProfileFilled: isUserProfileFilled(user, company),
    InRoles: roles,
    Expires: user.subscriptionExpires?.toISOString() ?? null,
    SurveyCompleted: user.surveyCompleted,
    RemainingFreeTenders: user.remainingFreeTenders,
    Created: user.createdAt.toISOString(),
    PendingAuctionInvitationsCount: pendingInvitations,
    PendingPublicBiddersCount: pendingBidders,
    IsAuthentificated: true,
    IsActivated: user.isActivated,
  };
}
