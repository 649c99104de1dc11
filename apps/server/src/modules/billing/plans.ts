/**
 * The plans page: what each plan costs (from configuration) and where the caller stands, and the
 * self-serve trial: a Free user may start one 30-day trial of Business Standard, once per account.
 */
import { eq, isNull, sql } from 'drizzle-orm';
import {
  BillingPlans,
  Constants,
  Messages,
  isPaidRole,
  type BillingPlan,
  type Role,
  type TPlanAccount,
  type TPlansReply,
  type TStartTrialReply,
} from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import { userBilling, users } from '../../db/schema/index.ts';
import { inTransaction } from '../../events/transaction.ts';
import { AppError, unauthorized } from '../../lib/errors.ts';
import { loadEffectiveRoles } from '../account/user-roles.ts';
import { everSubscribed, recordPlanChange, writePlan } from './service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const plansBestFirst: BillingPlan[] = ['BusinessPremium', 'BusinessStandard', 'Free'];

export const planOfRoles = (roles: Role[]): BillingPlan =>
  plansBestFirst.find((plan) => roles.includes(plan)) ?? 'Free';

async function accountOf(ctx: AppContext, userId: string): Promise<TPlanAccount | null> {
  const [row] = await ctx.db
    .select({
      id: users.id,
      subscriptionExpires: users.subscriptionExpires,
      remainingFreeTenders: users.remainingFreeTenders,
      deletedAt: users.deletedAt,
      trialStartedAt: userBilling.trialStartedAt,
      stripeCustomerId: userBilling.stripeCustomerId,
      everSubscribed,
    })
    .from(users)
    .leftJoin(userBilling, eq(userBilling.userId, users.id))
    .where(eq(users.id, userId));
  if (!row || row.deletedAt) return null;
  const roles = await loadEffectiveRoles(ctx.db, row, ctx.clock.now());
  const plan = planOfRoles(roles);
  return {
    plan,
    expires: plan === 'Free' ? null : (row.subscriptionExpires?.toISOString() ?? null),
    remainingFreeTenders: row.remainingFreeTenders,
    trialStartedAt: row.trialStartedAt?.toISOString() ?? null,
    canStartTrial: plan === 'Free' && row.trialStartedAt === null,
    // Checkout stores the customer before payment: one left unpaid does not make a portal user.
    canManageBilling:
      ctx.config.stripe !== undefined && row.stripeCustomerId !== null && row.everSubscribed,
  };
}

/** GET GetPlans: the three plans with their monthly prices; the caller's standing when signed in. */
export async function getPlans(ctx: AppContext, userId: string | undefined): Promise<TPlansReply> {
  const { currency, monthlyPrices } = ctx.config.plans;
  return {
    currency,
    plans: BillingPlans.map((plan) => ({
      plan,
      monthlyPrice: plan === 'Free' ? 0 : monthlyPrices[plan],
    })),
    trialDays: Constants.defaultTrialDays,
    checkoutAvailable: ctx.config.stripe !== undefined,
    account: userId ? await accountOf(ctx, userId) : null,
  };
}

/**
 * POST StartTrial: Business Standard for 30 days, once per account and only from Free. The user's
 * row is locked first, so a concurrent trial, admin trial or billing event waits; the conditional
 * write of trial_started_at is what refuses a second trial, even across nodes.
 */
export async function startTrial(ctx: AppContext, userId: string): Promise<TStartTrialReply> {
  const now = ctx.clock.now();
  const expires = new Date(now.getTime() + Constants.defaultTrialDays * DAY_MS);
  return inTransaction(ctx, async (tx, events) => {
    const [user] = await tx
      .select({ id: users.id, subscriptionExpires: users.subscriptionExpires })
      .from(users)
      .where(sql`${users.id} = ${userId} and ${users.deletedAt} is null`)
      .for('update');
    if (!user) throw unauthorized();
    const roles = await loadEffectiveRoles(tx, user, now);
    if (roles.some(isPaidRole))
      throw new AppError(409, 'already_on_business_plan', Messages.alreadyOnBusinessPlan);
    const [claimed] = await tx
      .insert(userBilling)
      .values({ userId, trialStartedAt: now })
      .onConflictDoUpdate({
        target: userBilling.userId,
        set: { trialStartedAt: now },
        setWhere: isNull(userBilling.trialStartedAt),
      })
      .returning({ userId: userBilling.userId });
    if (!claimed) throw new AppError(409, 'trial_already_used', Messages.trialAlreadyUsed);
    await writePlan(tx, userId, 'BusinessStandard', expires);
    const plan = await recordPlanChange(ctx, { tx, events }, userId);
    return { roles: plan.roles, expires: expires.toISOString() };
  });
}
