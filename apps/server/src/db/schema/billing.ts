/** A user's standing with the payment side: their Stripe customer and the one self-serve trial. */
import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true });

/**
 * One row per user who has ever started a trial or a checkout. `trialStartedAt` is set once and
 * never cleared: the self-serve trial is once per account, and the conditional write that sets it
 * is what makes two concurrent starts end in one trial.
 */
export const userBilling = pgTable('user_billing', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The Stripe customer (cus_…) created at the first checkout; its events find the user by it. */
  stripeCustomerId: text('stripe_customer_id').unique(),
  /** When the user started their self-serve BusinessStandard trial; null while they have not. */
  trialStartedAt: instant('trial_started_at'),
});
