/** The plan check of scheduling and the free-tier counter, in one place. */
import { and, eq, gt, sql } from 'drizzle-orm';
import { Messages, isPaidRole } from '@tendermark/shared';
import type { DbExecutor } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { loadEffectiveRoles } from '../account/user-roles.ts';

export type SchedulingAllowance = 'demo' | 'paid-plan' | 'free-tender';

/**
 * May this user schedule this tender now? Demo tenders never count; a paid plan (effective roles,
 * so an expired trial no longer counts) schedules freely; a Free user spends one of their free
 * tenders. The decrement is a conditional UPDATE, so concurrent schedules can never drive the
 * counter below zero. Call inside the scheduling transaction so a failed schedule gives it back.
 * Throws 403 plan_required when nothing allows it.
 */
export async function claimSchedulingAllowance(
  db: DbExecutor,
  { userId, isDemo, now }: { userId: string; isDemo: boolean; now: Date },
): Promise<SchedulingAllowance> {
  if (isDemo) return 'demo';
  const [user] = await db
    .select({ id: users.id, subscriptionExpires: users.subscriptionExpires })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw notFound();
  const roles = await loadEffectiveRoles(db, user, now);
  if (roles.some(isPaidRole)) return 'paid-plan';
  const [claimed] = await db
    .update(users)
    .set({ remainingFreeTenders: sql`${users.remainingFreeTenders} - 1` })
    .where(and(eq(users.id, userId), gt(users.remainingFreeTenders, 0)))
    .returning({ remaining: users.remainingFreeTenders });
  if (!claimed) throw new AppError(403, 'plan_required', Messages.planRequired);
  return 'free-tender';
}
