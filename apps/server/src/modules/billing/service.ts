/**
 * Plans from the payment provider: the billing webhook sets a user's plan and its end, and the
 * user's open apps are told at once (billingUpdate) so that their roles change without a reload.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import {
  BILLING_EVENT_MAX_AGE_MS,
  Messages,
  PaidRoles,
  type TBillingEventReply,
  type ZBillingEvent,
} from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
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
  const applied = await ctx.db.transaction(async (tx) => {
    const [recorded] = await tx
      .insert(billingEvents)
      .values({ id: event.id, userId: user.id, plan: event.plan, receivedAt: ctx.clock.now() })
      .onConflictDoNothing()
      .returning({ id: billingEvents.id });
    if (!recorded) return false;
    await tx
      .delete(userRoles)
      .where(and(eq(userRoles.userId, user.id), inArray(userRoles.role, [...PaidRoles])));
    if (event.plan !== 'Free') await grantRoles(tx, user.id, [event.plan]);
    await tx.update(users).set({ subscriptionExpires: expires }).where(eq(users.id, user.id));
    return true;
  });
  const current = applied ? { id: user.id, subscriptionExpires: expires } : user;
  const roles = await loadEffectiveRoles(ctx.db, current, ctx.clock.now());
  const reply = {
    applied,
    roles,
    expires: current.subscriptionExpires?.toISOString() ?? null,
  };
  if (applied) {
    const payload = { roles: reply.roles, expires: reply.expires };
    ctx.realtime.publisher.toUserNotifications(user.id, 'billingUpdate', payload);
    ctx.realtime.publisher.toUserApp(user.id, 'billingUpdate', payload);
  }
  return reply;
}
