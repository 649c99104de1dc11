/** What the billing side records in its transactions (events/domain-events.ts). */
import type { Role } from '@tendermark/shared';

export type BillingDomainEvent =
  /** A user's plan changed (payment, trial, an admin's trial): their open apps change at once. */
  | { type: 'planChanged'; userId: string; roles: Role[]; expires: string | null }
  /** A removed account's Stripe subscriptions were queued for cancellation: the worker may run. */
  | { type: 'stripeCancellationQueued' };
