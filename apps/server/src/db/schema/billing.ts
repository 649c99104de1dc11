/** A user's standing with the payment side: their Stripe customer, the one self-serve trial, and the
 * cancellations a removed account leaves to do. */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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

/**
 * Subscriptions to cancel at Stripe for a removed account, written in the removal's transaction
 * so the cancellation survives a crash or an unreachable Stripe: the billing worker
 * (modules/billing/cancellations.ts) claims due rows with a lease, cancels the customer's
 * subscriptions, and retries with a growing pause.
 */
export const stripeCancellations = pgTable(
  'stripe_cancellations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The customer whose live subscriptions are canceled. */
    stripeCustomerId: text('stripe_customer_id').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    /** Attempts so far. */
    attempts: integer('attempts').notNull().default(0),
    /** When the worker should (next) try; null once canceled or given up. */
    nextAttemptAt: instant('next_attempt_at'),
    /** A worker that claimed the row works on it alone until then (claim once across nodes). */
    claimedUntil: instant('claimed_until'),
    canceledAt: instant('canceled_at'),
    /** The last failure, for the admin reading the table. */
    error: text('error'),
  },
  (table) => [
    index('stripe_cancellations_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.nextAttemptAt} is not null`),
  ],
);
