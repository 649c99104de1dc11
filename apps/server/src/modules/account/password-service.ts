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
import { inTransaction } from '../../events/transaction.ts';
import { badRequest, unauthorized } from '../../lib/errors.ts';
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
  await inTransaction(ctx, async (tx, events) => {
    await setPassword(tx, user.id, request.newPassword);
    await revokeUserRefreshTokens(tx, user.id, ctx.clock.now(), caller.sessionId);
    events.record({ type: 'sessionsRevoked', userId: user.id, keepSessionId: caller.sessionId });
    await ctx.mailer.queue({ tx, events }, user.email, 'passwordChanged', {});
  });
}

/** Mails a reset link when the account exists; the caller answers the same either way. */
export async function requestPasswordReset(ctx: AppContext, userName: string): Promise<void> {
  const user = await findUserByName(ctx.db, userName);
  if (!user) return;
  const now = ctx.clock.now();
  await inTransaction(ctx, async (tx, events) => {
    const token = await replaceOneTimeToken(tx, user.id, 'reset', now);
    await ctx.mailer.queue({ tx, events }, user.email, 'resetPassword', { token });
  });
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
  const isReset = await inTransaction(ctx, async (tx, events) => {
    const used = await useOneTimeToken(tx, 'reset', request.secretToken, now);
    if (!used) return false;
    const user = await findUserById(tx, used.userId);
    if (!user) return false;
    await setPassword(tx, user.id, request.newPassword);
    await revokeUserRefreshTokens(tx, user.id, now);
    events.record({ type: 'sessionsRevoked', userId: user.id });
    await confirmAddressWithNewPassword(ctx, { tx, events }, user, now);
    await ctx.mailer.queue({ tx, events }, user.email, 'passwordChanged', {});
    return true;
  });
  if (!isReset) throw invalidToken();
}
