/**
 * Plans from the payment provider: the billing webhook sets a user's plan and its end, and the
 * user's open apps are told at once (billingUpdate) so that their roles change without a reload.
 * Every way a plan changes (this webhook, Stripe's, the self-serve trial, an admin's trial) writes
 * it with writePlan in its transaction and records planChanged there (recordPlanChange).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  BILLING_EVENT_MAX_AGE_MS,
  Messages,
  PaidRoles,
  type BillingPlan,
  type Role,
  type TBillingEventReply,
  type ZBillingEvent,
} from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import type { DbExecutor } from '../../db/client.ts';
import type { EventRecorder } from '../../events/domain-events.ts';
import { inTransaction } from '../../events/transaction.ts';
import { billingEvents, userRoles, users } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { grantRoles, loadEffectiveRoles } from '../account/user-roles.ts';
import { findUserByName } from '../account/users.ts';

export type BillingEvent = z.output<typeof ZBillingEvent>;

const refused = (code: string, message: string) => new AppError(401, code, message);

/** The X-Billing-Signature value for a body: "sha256=" and the hex HMAC-SHA256 with the secret. */
export function billingSignature(secret: string, rawBody: string): string {
  return `sha256=${createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex')}`;
}

/** Compares in constant time; 401 when the header is missing or does not match. */
export function assertSignature(secret: string, rawBody: string, header: string | undefined) {
  const expected = Buffer.from(billingSignature(secret, rawBody));
  const given = Buffer.from(header?.trim() ?? '');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw refused('invalid_signature', Messages.invalidSignature);
}

/** An event from more than 5 minutes ago (or ahead) is a replay (or a wrong clock): 401. */
export function assertFresh(event: BillingEvent, now: Date) {
  const age = Math.abs(now.getTime() - new Date(event.timestamp).getTime());
  if (age > BILLING_EVENT_MAX_AGE_MS) throw refused('stale_event', Messages.staleBillingEvent);
}

/**
 * In a select from users: whether a payment provider's event was ever applied to the user, that
 * is, whether they have had a subscription (a Stripe customer alone may be a checkout left unpaid).
 */
export const everSubscribed = sql<boolean>`exists (select 1 from ${billingEvents} where ${billingEvents.userId} = ${users.id})`;

/**
 * Records a provider's event id; false when it was recorded before (a repeated delivery), so
 * that the caller changes nothing twice. Call in the transaction that applies the event.
 */
export async function recordBillingEvent(
  tx: DbExecutor,
  event: { id: string; userId: string; plan: BillingPlan; receivedAt: Date },
): Promise<boolean> {
  const [recorded] = await tx
    .insert(billingEvents)
    .values(event)
    .onConflictDoNothing()
    .returning({ id: billingEvents.id });
  return recorded !== undefined;
}

/**
 * Sets a user's plan: Free drops the paid roles; a paid plan replaces the other one and ends at
 * `expires` (null: does not lapse). Admin and Translator are left alone.
 */
export async function writePlan(
  tx: DbExecutor,
  userId: string,
  plan: BillingPlan,
  expires: Date | null,
): Promise<void> {
  await tx
    .delete(userRoles)
    .where(and(eq(userRoles.userId, userId), inArray(userRoles.role, [...PaidRoles])));
  if (plan !== 'Free') await grantRoles(tx, userId, [plan]);
  await tx
    .update(users)
    .set({ subscriptionExpires: plan === 'Free' ? null : expires })
    .where(eq(users.id, userId));
}

/**
 * Records, in the transaction that wrote the user's plan, that it changed: once it commits, the
 * user's open apps (notification and app hubs) get their new roles (billing/subscribers.ts).
 * Returns the roles in effect now and the plan's end, as the reply carries them.
 */
export async function recordPlanChange(
  ctx: Pick<AppContext, 'clock'>,
  { tx, events }: { tx: DbExecutor; events: EventRecorder },
  userId: string,
): Promise<{ roles: Role[]; expires: string | null }> {
  const [user] = await tx
    .select({ id: users.id, subscriptionExpires: users.subscriptionExpires })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw notFound(Messages.userNotRegistered);
  const plan = {
    roles: await loadEffectiveRoles(tx, user, ctx.clock.now()),
    expires: user.subscriptionExpires?.toISOString() ?? null,
  };
  events.record({ type: 'planChanged', userId, ...plan });
  return plan;
}

/** The roles in effect now and the plan's end, as a billing reply and push carry them. */
export async function currentPlanOf(
  ctx: AppContext,
  userId: string,
): Promise<{ roles: Role[]; expires: string | null }> {
  const [user] = await ctx.db
    .select({ id: users.id, subscriptionExpires: users.subscriptionExpires })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw notFound(Messages.userNotRegistered);
  return {
    roles: await loadEffectiveRoles(ctx.db, user, ctx.clock.now()),
    expires: user.subscriptionExpires?.toISOString() ?? null,
  };
}

/**
 * Applies the event once: Free drops the paid roles; a paid plan replaces the other one and sets
 * its end. Admin and Translator are left alone. A repeated event id changes nothing.
 */
export async function applyBillingEvent(
  ctx: AppContext,
  event: BillingEvent,
): Promise<TBillingEventReply> {
  const user = await findUserByName(ctx.db, event.userName);
  if (!user || user.deletedAt) throw notFound(Messages.userNotRegistered);
  const expires = event.plan === 'Free' || !event.expires ? null : new Date(event.expires);
  const applied = await inTransaction(ctx, async (tx, events) => {
    const isNew = await recordBillingEvent(tx, {
      id: event.id,
      userId: user.id,
      plan: event.plan,
      receivedAt: ctx.clock.now(),
    });
    if (!isNew) return undefined;
    await writePlan(tx, user.id, event.plan, expires);
    return recordPlanChange(ctx, { tx, events }, user.id);
  });
  if (applied) return { applied: true, ...applied };
  return { applied: false, ...(await currentPlanOf(ctx, user.id)) };
}
