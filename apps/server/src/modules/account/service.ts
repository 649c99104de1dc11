/** Account life cycle: registration, activation by mail link, existence checks, issue reports. */
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { Messages, type TReportIssue, type ZRegisterRequest } from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import { users } from '../../db/schema/index.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { requestNewsletterConfirmation } from '../notifications/newsletter.ts';
import { announceRedeemedInvitations, redeemInvitations } from '../suppliers/invitations-redeem.ts';
import { createOneTimeToken, OneTimeTokenLifetimeMs, useOneTimeToken } from './one-time-tokens.ts';
import { createUser, findUserByName } from './users.ts';

export type Registration = z.output<typeof ZRegisterRequest> & {
  /** Tender the user was invited to; it travels in the activation link. */
  tenderId?: string;
};

/**
 * Creates a Free, not yet activated account and mails its activation link (valid 7 days). Open
 * invitations of the address become the new user's invited entries.
 */
export async function register(ctx: AppContext, registration: Registration): Promise<void> {
  const now = ctx.clock.now();
  const created = await ctx.db.transaction(async (tx) => {
    const user = await createUser(
      tx,
      {
        email: registration.email,
        password: registration.password,
        registerUtmParameters: registration.registerUTMParameters ?? null,
      },
      now,
    );
    if (!user) return undefined;
    const token = await createOneTimeToken(
      tx,
      { userId: user.id, purpose: 'activation', lifetimeMs: OneTimeTokenLifetimeMs.activation },
      now,
    );
    const redeemed = await redeemInvitations(tx, user, now);
    return { user, token, redeemed };
  });
  if (!created) throw conflict(Messages.userExists, 'user_exists');
  await announceRedeemedInvitations(ctx, created.user, created.redeemed);
  await ctx.mailer.send(created.user.email, 'activation', {
    token: created.token,
    userName: created.user.userName,
    tenderId: registration.tenderId,
  });
  if (registration.subscribeForNewsletter) await requestNewsletterConfirmation(ctx, created.user);
}

/** Activates the account with the link's token; a token works once. */
export async function activate(ctx: AppContext, userName: string, token: string): Promise<void> {
  const isActivated = await ctx.db.transaction(async (tx) => {
    const user = await findUserByName(tx, userName);
    if (!user) return false;
    const used = await useOneTimeToken(tx, 'activation', token, ctx.clock.now(), user.id);
    if (!used) return false;
    await tx
      .update(users)
      .set({ isActivated: true, isEmailConfirmed: true })
      .where(eq(users.id, user.id));
    return true;
  });
  if (!isActivated) throw badRequest(Messages.invalidToken, 'invalid_token');
}

export async function userExists(ctx: AppContext, userName: string): Promise<boolean> {
  return (await findUserByName(ctx.db, userName)) !== undefined;
}

/** Mails the report to the admin address; nothing is stored but the outbox copy. */
export async function reportIssue(
  ctx: AppContext,
  report: TReportIssue,
  reporterUserName?: string,
): Promise<void> {
  await ctx.mailer.send(ctx.config.adminEmail, 'reportIssue', {
    ...report,
    reporterUserName,
  });
}
