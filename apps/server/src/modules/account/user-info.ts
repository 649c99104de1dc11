/** GET /api/account/UserInfo: the signed-in user's state, with the original API's wire names. */
import type { TUserInfo } from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import { countPendingAuctionInvitations, countPendingPublicBidders } from './pending-counts.ts';
import { loadEffectiveRoles } from './user-roles.ts';
import { findUserById, type UserRow } from './users.ts';

/** Name, surname and country are what the profile needs before the user can create auctions. */
export const isUserProfileFilled = (
  user: Pick<UserRow, 'firstName' | 'lastName' | 'countryId'>,
): boolean => Boolean(user.firstName?.trim() && user.lastName?.trim() && user.countryId !== null);

/** Undefined when the user no longer exists. */
export async function loadUserInfo(
  ctx: AppContext,
  userId: string,
): Promise<TUserInfo | undefined> {
  const user = await findUserById(ctx.db, userId);
  if (!user) return undefined;
  const [roles, pendingInvitations, pendingBidders] = await Promise.all([
    loadEffectiveRoles(ctx.db, user, ctx.clock.now()),
    countPendingAuctionInvitations(ctx.db, user.id),
    countPendingPublicBidders(ctx.db, user.id),
  ]);
  return {
    Name: user.userName,
    IsUserProfileFilled: isUserProfileFilled(user),
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
