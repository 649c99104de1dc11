/** Account life cycle: registration, activation by mail link, existence checks, issue reports. */
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  CHOOSE_PASSWORD_CODE,
  Messages,
  type TReportIssue,
  type ZRegisterRequest,
} from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import type { DbExecutor } from '../../db/client.ts';
import { issueReports, users } from '../../db/schema/index.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { inTransaction } from '../../events/transaction.ts';
import { hasOpenInvitations, redeemInvitations } from '../suppliers/invitations-redeem.ts';
import { linkIdentity, type ExternalIdentity } from './external-identities.ts';
import { recordNewsletterRequest } from './newsletter-request.ts';
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
 * user's invited entries only once the address is proven, by a provider's verified e-mail here
 * or else by the link that chooses the password: whoever registers an invited address first
 * must get neither the supplier seat nor an account whose password they know. So while
 * invitations wait for the address, the mail carries a link to choose the password (1 hour;
 * "Forgot password" sends another) instead of the activation link.
 */
export async function register(ctx: AppContext, registration: Registration): Promise<void> {
  const now = ctx.clock.now();
  const isActivated = registration.isEmailVerified === true;
  const isCreated = await inTransaction(ctx, async (tx, events) => {
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
    if (!user) return false;
    const identity = registration.externalIdentity;
    if (identity && !(await linkIdentity(tx, user.id, identity, now))) {
      throw conflict(Messages.userExists, 'user_exists');
    }
    const into = { tx, events };
    if (isActivated) {
      await redeemInvitations(ctx, into, user, now);
    } else if (await hasOpenInvitations(tx, user.userName)) {
      // Invitations wait for the address: whoever registers it may not hold the mailbox, so the
      // mailbox holder chooses the password, which activates the account (resetPassword).
      const token = await issueResetToken(tx, user.id, now);
      await ctx.mailer.queue(into, user.email, 'choosePassword', { token });
    } else {
      const token = await createOneTimeToken(
        tx,
        { userId: user.id, purpose: 'activation', lifetimeMs: OneTimeTokenLifetimeMs.activation },
        now,
      );
      await ctx.mailer.queue(into, user.email, 'activation', {
        token,
        userName: user.userName,
        tenderId: registration.tenderId,
      });
    }
    if (registration.subscribeForNewsletter) await recordNewsletterRequest(ctx, into, user);
    return true;
  });
  if (!isCreated) throw conflict(Messages.userExists, 'user_exists');
}

/** Mails a new activation link; earlier ones stop working. */
export async function resendActivation(ctx: AppContext, user: UserRow): Promise<void> {
  await inTransaction(ctx, async (tx, events) => {
    const token = await replaceOneTimeToken(tx, user.id, 'activation', ctx.clock.now());
    await ctx.mailer.queue({ tx, events }, user.email, 'activation', {
      token,
      userName: user.userName,
    });
  });
}

/** ResendActivation: a new link to an account that waits for activation; nothing otherwise. */
export async function resendActivationTo(ctx: AppContext, userName: string): Promise<void> {
  const user = await findUserByName(ctx.db, userName);
  if (user && !user.isActivated) await resendActivation(ctx, user);
}

/**
 * Activates the account with the link's token; a token works once. When invitations wait for the
 * address, the password was set before anyone proved the mailbox, perhaps by someone else who
 * registered it first: the account is then not activated with that password; the mailbox gets a
 * link to choose one (a reset link, which activates the account and redeems the invitations) and
 * the caller is told so (400 choose_password).
 */
export async function activate(ctx: AppContext, userName: string, token: string): Promise<void> {
  const now = ctx.clock.now();
  const outcome = await inTransaction(ctx, async (tx, events) => {
    const user = await findUserByName(tx, userName);
    if (!user) return 'invalid';
    const used = await useOneTimeToken(tx, 'activation', token, now, user.id);
    if (!used) return 'invalid';
    if (!user.isActivated && (await hasOpenInvitations(tx, user.userName))) {
      const resetToken = await issueResetToken(tx, user.id, now);
      await ctx.mailer.queue({ tx, events }, user.email, 'choosePassword', { token: resetToken });
      return 'choosePassword';
    }
    await tx
      .update(users)
      .set({ isActivated: true, isEmailConfirmed: true })
      .where(eq(users.id, user.id));
    return 'activated';
  });
  if (outcome === 'invalid') throw badRequest(Messages.invalidToken, 'invalid_token');
  if (outcome === 'choosePassword')
    throw badRequest(Messages.choosePasswordToActivate, CHOOSE_PASSWORD_CODE);
}

const issueResetToken = (tx: DbExecutor, userId: string, now: Date) =>
  replaceOneTimeToken(tx, userId, 'reset', now);

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
  await inTransaction(ctx, async (tx, events) => {
    await tx.insert(issueReports).values({
      userId: reporter?.id ?? null,
      email: report.email,
      subject: report.subject,
      description: report.description,
      createdAt: ctx.clock.now(),
    });
    await ctx.mailer.queue({ tx, events }, ctx.config.adminEmail, 'reportIssue', {
      ...report,
      reporterUserName,
    });
  });
}
