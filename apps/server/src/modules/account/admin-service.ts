/** Admin actions of the account area: trials of the paid tier and a redacted view of the mail outbox. */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  Messages,
  isPaidRole,
  PaidRoles,
  type TGiveTrialReply,
  type TOutboxMail,
} from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import { outboxMails, userRoles, users } from '../../db/schema/index.ts';
import { inTransaction } from '../../events/transaction.ts';
import { notFound } from '../../lib/errors.ts';
import { redactSecrets } from '../../lib/log-redaction.ts';
import { outsideViewOfMail } from '../../mail/outside-view.ts';
import { grantRoles, loadEffectiveRoles } from './user-roles.ts';
import { findUserByName } from './users.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Grants BusinessStandard until now + days. A running paid plan is extended to that end at least,
 * never shortened; lapsed paid roles are dropped so that the trial does not revive them.
 */
export async function giveTrial(
  ctx: AppContext,
  userName: string,
  days: number,
): Promise<TGiveTrialReply> {
  const now = ctx.clock.now();
  const user = await findUserByName(ctx.db, userName);
  if (!user) throw notFound(Messages.userNotRegistered);
  const currentRoles = await loadEffectiveRoles(ctx.db, user, now);
  const hasPaidPlan = currentRoles.some(isPaidRole);
  const trialEnd = new Date(now.getTime() + days * DAY_MS);
  const keepsCurrentEnd =
    hasPaidPlan && (user.subscriptionExpires === null || user.subscriptionExpires > trialEnd);
  const expires = keepsCurrentEnd ? user.subscriptionExpires : trialEnd;

  const granted = await inTransaction(ctx, async (tx, events) => {
    if (!hasPaidPlan)
      await tx
        .delete(userRoles)
        .where(and(eq(userRoles.userId, user.id), inArray(userRoles.role, [...PaidRoles])));
    await grantRoles(tx, user.id, ['BusinessStandard']);
    await tx.update(users).set({ subscriptionExpires: expires }).where(eq(users.id, user.id));
    const plan = {
      roles: await loadEffectiveRoles(tx, { id: user.id, subscriptionExpires: expires }, now),
      expires: expires?.toISOString() ?? null,
    };
    // The user's open apps change plan at once, as with a payment (billing/subscribers.ts).
    events.record({ type: 'planChanged', userId: user.id, ...plan });
    return plan;
  });
  return { userName: user.userName, ...granted };
}

/**
 * Newest first, as the admin may see them: one-time links redacted and mails about tenders
 * reduced to their kind (mail/outside-view.ts). The full mails are for the transport only.
 */
export async function listOutboxMails(
  ctx: AppContext,
  { to, limit }: { to?: string; limit: number },
): Promise<TOutboxMail[]> {
  const rows = await ctx.db
    .select()
    .from(outboxMails)
    .where(to ? sql`lower(${outboxMails.to}) = ${to.toLowerCase()}` : undefined)
    .orderBy(desc(outboxMails.createdAt))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    to: row.to,
    template: row.template,
    ...outsideViewOfMail(row),
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    error: row.error === null ? null : redactSecrets(row.error),
  }));
}
