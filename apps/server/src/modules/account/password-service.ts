/**
 * Password changes: change while signed in, and reset through a one-hour, single-use mail link
 * (which also proves the address: see resetPassword).
 */
import { eq } from 'drizzle-orm';
import {
  Messages,
  type TChangePasswordRequest,
  type TResetPasswordRequest,
} from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import type { DbExecutor } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { badRequest, unauthorized } from '../../lib/errors.ts';
import { announceRedeemedInvitations } from '../suppliers/invitations-redeem.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { confirmAddressWithNewPassword } from './address-proof.ts';
import { findUsableOneTimeToken, replaceOneTimeToken, useOneTimeToken } from './one-time-tokens.ts';
import { hashPassword, verifyPassword } from './password-hashing.ts';
import { revokeUserRefreshTokens } from './refresh-tokens.ts';
import { findUserById, findUserByName } from './users.ts';

const invalidToken = () => badRequest(Messages.invalidToken, 'invalid_token');

async function setPassword(db: DbExecutor, userId: string, password: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(users.id, userId));
}

/** Keeps the caller's own session and signs every other one out. */
export async function changePassword(
  ctx: AppContext,
  caller: AuthUser,
  request: TChangePasswordRequest,
): Promise<void> {
  const user = await findUserById(ctx.db, caller.id);
  if (!user) throw unauthorized();
  if (!(await verifyPassword(user.passwordHash, request.oldPassword)))
    throw badRequest(Messages.oldPasswordWrong, 'old_password_wrong');
  await ctx.db.transaction(async (tx) => {
    await setPassword(tx, user.id, request.newPassword);
    await revokeUserRefreshTokens(tx, user.id, ctx.clock.now(), caller.sessionId);
  });
  ctx.realtime.publisher.signOutSessions(user.id, caller.sessionId);
  await ctx.mailer.send(user.email, 'passwordChanged', {});
}

/** Mails a reset link when the account exists; the caller answers the same either way. */
export async function requestPasswordReset(ctx: AppContext, userName: string): Promise<void> {
  const user = await findUserByName(ctx.db, userName);
  if (!user) return;
  const now = ctx.clock.now();
  const token = await ctx.db.transaction((tx) => replaceOneTimeToken(tx, user.id, 'reset', now));
  await ctx.mailer.send(user.email, 'resetPassword', { token });
}

export async function assertResetTokenUsable(ctx: AppContext, token: string): Promise<void> {
  if (!(await findUsableOneTimeToken(ctx.db, 'reset', token, ctx.clock.now())))
    throw invalidToken();
}

/**
 * Sets the new password, uses up the link and signs the user out everywhere. The link proved the
 * mailbox and its holder chose the password: an account not yet activated is activated, and the
 * invitations waiting for the address are redeemed (address-proof.ts).
 */
export async function resetPassword(
  ctx: AppContext,
  request: TResetPasswordRequest,
): Promise<void> {
  const now = ctx.clock.now();
  const outcome = await ctx.db.transaction(async (tx) => {
    const used = await useOneTimeToken(tx, 'reset', request.secretToken, now);
    if (!used) return undefined;
    const user = await findUserById(tx, used.userId);
    if (!user) return undefined;
    await setPassword(tx, user.id, request.newPassword);
    await revokeUserRefreshTokens(tx, user.id, now);
    return { user, redeemed: await confirmAddressWithNewPassword(tx, user, now) };
  });
  if (!outcome) throw invalidToken();
  const { user, redeemed } = outcome;
  ctx.realtime.publisher.signOutSessions(user.id);
  await announceRedeemedInvitations(ctx, user, redeemed);
  await ctx.mailer.send(user.email, 'passwordChanged', {});
}
