/**
 * The billing webhook (POST /api/billing/Webhook): the payment provider tells which plan a user
 * has until when. The raw body is signed with HMAC-SHA256 and the shared secret
 * (BILLING_WEBHOOK_SECRET), hex-encoded in the X-Billing-Signature header as "sha256=<hex>".
 */
import { z } from 'zod';
import { zUserName } from '../common/validators.ts';

export const BILLING_SIGNATURE_HEADER = 'x-billing-signature';
/** Events older than this are refused as replays. */
export const BILLING_EVENT_MAX_AGE_MS = 5 * 60 * 1000;

export const BillingPlans = ['Free', 'BusinessStandard', 'BusinessPremium'] as const;
export type BillingPlan = (typeof BillingPlans)[number];

export const ZBillingEvent = z.object({
  /** Unique per event: a repeated delivery of the same id changes nothing. */
  id: z.string().trim().min(1).max(200),
  /** When the provider sent the event (ISO-8601). */
  timestamp: z.iso.datetime({ offset: true }),
  userName: zUserName,
  plan: z.enum(BillingPlans),
  /** End of the paid plan (ISO-8601); null for a plan that does not lapse. Ignored for Free. */
  expires: z.iso.datetime({ offset: true }).nullable().optional(),
});
export type TBillingEvent = z.input<typeof ZBillingEvent>;

export const ZBillingEventReply = z.object({
  /** false when this event id had been applied before. */
  applied: z.boolean(),
  roles: z.array(z.string()),
  expires: z.string().nullable(),
});
export type TBillingEventReply = z.infer<typeof ZBillingEventReply>;
