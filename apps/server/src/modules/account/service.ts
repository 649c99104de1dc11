/** Account life cycle: registration, activation by mail link, existence checks, issue reports. */
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { Messages, type TReportIssue, type ZRegisterRequest } from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import { issueReports, users } from '../../db/schema/index.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { requestNewsletterConfirmation } from '../notifications/newsletter.ts';
import { announceRedeemedInvitations, redeemInvitations } from '../suppliers/invitations-redeem.ts';
import { linkIdentity, type ExternalIdentity } from './external-identities.ts';
import {
  createOneTimeToken,
  OneTimeTokenLifetimeMs,
  replaceOneTimeToken,
  useOneTimeToken,
} from './one-time-tokens.ts';
import { createUser, findUserByName, type UserRow } from './users.ts';

export type Registration = Omit<
  z.output<typeof ZRegisterRequest>,
  'password' | 'confirmPassword'
> & {
  /** Absent when an external login provider signs the user in. */
  password?: string;
  /** Tender the user was invited to; it travels in the activation link. */
  tenderId?: string;
  firstName?: string | null;
  lastName?: string | null;
  /** External registration: the provider's identity, linked to the new account. */
  externalIdentity?: ExternalIdentity;
  /** The provider verified the e-mail: the account is active at once, without an activation mail. */
  isEmailVerified?: boolean;
};

/**
 * Creates a Free account. Unless a provider verified the e-mail, it is not yet activated and its
 * activation link (valid 7 days) is mailed. Open invitations of the address become the new
 * user's invited entries.
 */
export async function register(ctx: AppContext, registration: Registration): Promise<void> {
  const now = ctx.clock.now();
  const isActivated = registration.isEmailVerified === true;
  const created = await ctx.db.transaction(async (tx) => {
    const user = await createUser(
      tx,
      {
        email: registration.email,
        password: registration.password,
        isActivated,
        firstName: registration.firstName ?? null,
        lastName: registration.lastName ?? null,
        registerUtmParameters: registration.registerUTMParameters ?? null,
      },
      now,
    );
    if (!user) return undefined;
    const identity = registration.externalIdentity;
    if (identity && !(await linkIdentity(tx, user.id, identity, now))) {
      throw conflict(Messages.userExists, 'user_exists');
    }
    const token = isActivated
      ? undefined
      : await createOneTimeToken(
          tx,
          { userId: user.id, purpose: 'activation', lifetimeMs: OneTimeTokenLifetimeMs.activation },
          now,
        );
    const redeemed = await redeemInvitations(tx, user, now);
    return { user, token, redeemed };
  });
  if (!created) throw conflict(Messages.userExists, 'user_exists');
  await announceRedeemedInvitations(ctx, created.user, created.redeemed);
  if (created.token) {
    await ctx.mailer.send(created.user.email, 'activation', {
      token: created.token,
      userName: created.user.userName,
      tenderId: registration.tenderId,
    });
  }
  if (registration.subscribeForNewsletter) await requestNewsletterConfirmation(ctx, created.user);
}

/** Mails a new activation link; earlier ones stop working. */
export async function resendActivation(ctx: AppContext, user: UserRow): Promise<void> {
  const token = await replaceOneTimeToken(ctx.db, user.id, 'activation', ctx.clock.now());
  await ctx.mailer.send(user.email, 'activation', { token, userName: user.userName });
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

/** Mails the report to the admin address and keeps it for the admin list. */
export async function reportIssue(
  ctx: AppContext,
  report: TReportIssue,
  reporterUserName?: string,
): Promise<void> {
  const reporter = reporterUserName ? await findUserByName(ctx.db, reporterUserName) : undefined;
  await ctx.db.insert(issueReports).values({
    userId: reporter?.id ?? null,
    email: report.email,
    subject: report.subject,
    description: report.description,
    createdAt: ctx.clock.now(),
  });
  await ctx.mailer.send(ctx.config.adminEmail, 'reportIssue', {
    ...report,
    reporterUserName,
  });
}
