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

/** The plans a user can buy or try themselves. */
export const SelfServePlans = ['BusinessStandard', 'BusinessPremium'] as const;
export type SelfServePlan = (typeof SelfServePlans)[number];

export const ZPlanOffer = z.object({
  plan: z.enum(BillingPlans),
  /** Price per month in the reply's currency; 0 for Free. */
  monthlyPrice: z.number().nonnegative(),
});

/** The signed-in user's standing on the plans page. */
export const ZPlanAccount = z.object({
  plan: z.enum(BillingPlans),
  /** End of the paid plan or trial; null when it does not lapse (or on Free). */
  expires: z.string().nullable(),
  remainingFreeTenders: z.number().int(),
  /** When the user started their one self-serve trial; null while they have not. */
  trialStartedAt: z.string().nullable(),
  /** Free now and the self-serve trial not used yet. */
  canStartTrial: z.boolean(),
  /** Has a Stripe customer, so the billing portal can be opened. */
  canManageBilling: z.boolean(),
});
export type TPlanAccount = z.infer<typeof ZPlanAccount>;

/** GET /api/billing/GetPlans: public; `account` only for a signed-in caller. */
export const ZPlansReply = z.object({
  currency: z.string(),
  plans: z.array(ZPlanOffer),
  /** Length of the self-serve trial of Business Standard, in days. */
  trialDays: z.number().int().positive(),
  /** A payment provider (Stripe) is configured: the Business plans can be bought here. */
  checkoutAvailable: z.boolean(),
  account: ZPlanAccount.nullable(),
});
export type TPlansReply = z.infer<typeof ZPlansReply>;

/** POST /api/billing/CreateCheckoutSession */
export const ZCheckoutRequest = z.object({ plan: z.enum(SelfServePlans) });
export type TCheckoutRequest = z.infer<typeof ZCheckoutRequest>;

/** Where to send the browser: the provider's checkout or billing portal page. */
export const ZBillingRedirect = z.object({ url: z.string() });
export type TBillingRedirect = z.infer<typeof ZBillingRedirect>;

/** POST /api/billing/StartTrial: the roles and end of the trial that just started. */
export const ZStartTrialReply = z.object({ roles: z.array(z.string()), expires: z.string() });
export type TStartTrialReply = z.infer<typeof ZStartTrialReply>;

/** POST /api/billing/StripeWebhook: acknowledged; `applied` false for a repeat or an event ignored. */
export const ZStripeWebhookReply = z.object({ received: z.literal(true), applied: z.boolean() });
