/**
 * Stripe (when STRIPE_SECRET_KEY is set): a Checkout Session per Business plan, the customer
 * portal, and the signed webhook that turns a subscription's state into the user's plan. The
 * webhook reads the subscription from Stripe rather than trusting the event's copy, so events
 * that arrive late or out of order still leave the latest state.
 */
import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import { eq, sql } from 'drizzle-orm';
import {
  Messages,
  isPaidRole,
  SelfServePlans,
  type BillingPlan,
  type SelfServePlan,
} from '@tendermark/shared';
import type { StripeConfig } from '../../config.ts';
import type { AppContext } from '../../context.ts';
import { userBilling, users } from '../../db/schema/index.ts';
import { inTransaction } from '../../events/transaction.ts';
import { AppError, unauthorized } from '../../lib/errors.ts';
import { loadEffectiveRoles } from '../account/user-roles.ts';
import { everSubscribed, recordBillingEvent, recordPlanChange, writePlan } from './service.ts';

/** Stripe's states in which the subscription's plan is in force until the period's end. */
const LIVE_STATUSES = new Set<Stripe.Subscription.Status>(['active', 'trialing', 'past_due']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const clients = new WeakMap<StripeConfig, Stripe>();

/**
 * Stripe's library, loaded on first use (a node without STRIPE_SECRET_KEY never loads it):
 * importing it costs about 0.1 s of CPU at start.
 */
let stripeModule: Promise<typeof Stripe> | undefined;
export const loadStripe = () =>
  (stripeModule ??= import('stripe').then((loaded) => loaded.default));

/** The configured client; 404 billing_not_configured when Stripe is not set up. */
export async function stripeOf(ctx: AppContext): Promise<{ stripe: Stripe; config: StripeConfig }> {
  const config = ctx.config.stripe;
  if (!config) throw new AppError(404, 'billing_not_configured', Messages.billingNotConfigured);
  const StripeClient = await loadStripe();
  let stripe = clients.get(config);
  if (!stripe) {
    const base = config.apiBase ? new URL(config.apiBase) : undefined;
    stripe = new StripeClient(config.secretKey, {
      telemetry: false,
      maxNetworkRetries: 1,
      timeout: 20_000,
      ...(base && {
        host: base.hostname,
        port: base.port || (base.protocol === 'http:' ? 80 : 443),
        protocol: base.protocol === 'http:' ? 'http' : 'https',
      }),
    });
    clients.set(config, stripe);
  }
  return { stripe, config };
}

const providerUnavailable = () =>
  new AppError(502, 'payment_provider_unavailable', Messages.paymentProviderUnavailable);

/** A Stripe call whose failure (network, Stripe's own error) is a 502 the user can retry. */
async function callStripe<T>(log: FastifyBaseLogger, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    log.warn({ err: error }, 'stripe call failed');
    throw providerUnavailable();
  }
}

async function billingRowOf(ctx: AppContext, userId: string) {
  const [row] = await ctx.db
    .select({
      id: users.id,
      email: users.email,
      subscriptionExpires: users.subscriptionExpires,
      stripeCustomerId: userBilling.stripeCustomerId,
      everSubscribed,
    })
    .from(users)
    .leftJoin(userBilling, eq(userBilling.userId, users.id))
    .where(sql`${users.id} = ${userId} and ${users.deletedAt} is null`);
  if (!row) throw unauthorized();
  return row;
}

type CustomerUser = { id: string; email: string; stripeCustomerId: string | null };

/** Stripe's answer to a call naming a customer that is gone (deleted in Stripe's dashboard). */
const isMissingCustomer = async (error: unknown) =>
  error instanceof (await loadStripe()).errors.StripeInvalidRequestError &&
  error.code === 'resource_missing' &&
  error.param === 'customer';

/**
 * The user's Stripe customer: the stored one, else one created now and stored. Creating it
 * before the checkout (rather than letting Checkout make one per session) means every checkout
 * and subscription of a user belongs to one customer, which the portal then shows in full.
 * Two checkouts at once send the same idempotency key, so Stripe answers both with one customer,
 * and the write keeps an id already stored, so both sessions carry the id that stays stored.
 */
async function customerOf(
  ctx: AppContext,
  log: FastifyBaseLogger,
  stripe: Stripe,
  user: CustomerUser,
): Promise<string> {
  if (user.stripeCustomerId) return user.stripeCustomerId;
  const created = await callStripe(log, () =>
    stripe.customers.create(
      { email: user.email, metadata: { userId: user.id } },
      { idempotencyKey: `customer-${user.id}` },
    ),
  );
  const [stored] = await ctx.db
    .insert(userBilling)
    .values({ userId: user.id, stripeCustomerId: created.id })
    .onConflictDoUpdate({
      target: userBilling.userId,
      set: {
        stripeCustomerId: sql`coalesce(${userBilling.stripeCustomerId}, excluded.stripe_customer_id)`,
      },
    })
    .returning({ stripeCustomerId: userBilling.stripeCustomerId });
  const customer = stored?.stripeCustomerId;
  if (!customer) throw providerUnavailable();
  return customer;
}

/**
 * A new customer in place of `gone`, which Stripe no longer knows. The idempotency key names the
 * customer replaced, so two requests at once make one replacement, and the write replaces only
 * `gone`: whichever id is stored afterwards is the one returned.
 */
async function replaceCustomer(
  ctx: AppContext,
  log: FastifyBaseLogger,
  stripe: Stripe,
  user: CustomerUser,
  gone: string,
): Promise<string> {
  log.warn({ userId: user.id, customer: gone }, 'stripe customer is gone; making a new one');
  const created = await callStripe(log, () =>
    stripe.customers.create(
      { email: user.email, metadata: { userId: user.id } },
      { idempotencyKey: `customer-${user.id}-replacing-${gone}` },
    ),
  );
  await ctx.db
    .update(userBilling)
    .set({ stripeCustomerId: created.id })
    .where(sql`${userBilling.userId} = ${user.id} and ${userBilling.stripeCustomerId} = ${gone}`);
  const [stored] = await ctx.db
    .select({ stripeCustomerId: userBilling.stripeCustomerId })
    .from(userBilling)
    .where(eq(userBilling.userId, user.id));
  return stored?.stripeCustomerId ?? created.id;
}

/**
 * A Stripe call on the user's customer. A customer deleted at Stripe is replaced by a new one and
 * the call made again, rather than leaving the user with a 502 on every checkout or portal visit.
 */
async function withCustomer<T>(
  ctx: AppContext,
  log: FastifyBaseLogger,
  stripe: Stripe,
  user: CustomerUser,
  call: (customer: string) => Promise<T>,
): Promise<T> {
  const customer = await customerOf(ctx, log, stripe, user);
  try {
    return await call(customer);
  } catch (error) {
    if (!(await isMissingCustomer(error))) {
      log.warn({ err: error }, 'stripe call failed');
      throw providerUnavailable();
    }
  }
  const replacement = await replaceCustomer(ctx, log, stripe, user, customer);
  return callStripe(log, () => call(replacement));
}

/**
 * POST CreateCheckoutSession: a subscription checkout of one plan for the caller, back to /pricing.
 * A user already paying through Stripe changes plans in the portal instead (409).
 */
export async function createCheckoutSession(
  ctx: AppContext,
  log: FastifyBaseLogger,
  userId: string,
  plan: SelfServePlan,
): Promise<{ url: string }> {
  const { stripe, config } = await stripeOf(ctx);
  const user = await billingRowOf(ctx, userId);
  const roles = await loadEffectiveRoles(ctx.db, user, ctx.clock.now());
  if (user.stripeCustomerId && roles.some(isPaidRole))
    throw new AppError(409, 'subscription_active', Messages.subscriptionAlreadyActive);
  const pricing = `${ctx.config.publicUrl}/pricing`;
  const metadata = { userId, plan };
  const session = await withCustomer(ctx, log, stripe, user, (customer) =>
    stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [{ price: config.priceIds[plan], quantity: 1 }],
      client_reference_id: userId,
      metadata,
      subscription_data: { metadata },
      customer,
      success_url: `${pricing}?checkout=success`,
      cancel_url: `${pricing}?checkout=canceled`,
    }),
  );
  if (!session.url) throw providerUnavailable();
  return { url: session.url };
}

/** POST CreatePortalSession: Stripe's customer portal (cancel, change plan, card), back to /pricing. */
export async function createPortalSession(
  ctx: AppContext,
  log: FastifyBaseLogger,
  userId: string,
): Promise<{ url: string }> {
  const { stripe } = await stripeOf(ctx);
  const user = await billingRowOf(ctx, userId);
  if (!user.stripeCustomerId || !user.everSubscribed)
    throw new AppError(409, 'no_subscription', Messages.noSubscriptionToManage);
  const session = await withCustomer(ctx, log, stripe, user, (customer) =>
    stripe.billingPortal.sessions.create({
      customer,
      return_url: `${ctx.config.publicUrl}/pricing`,
    }),
  );
  return { url: session.url };
}

const idOf = (value: string | { id: string } | null): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** The plan and end a subscription gives now: its price's plan until the period's end, else Free. */
function planOfSubscription(
  config: StripeConfig,
  subscription: Stripe.Subscription,
): { plan: BillingPlan; expires: Date | null } {
  if (!LIVE_STATUSES.has(subscription.status)) return { plan: 'Free', expires: null };
  const items = subscription.items.data;
  const plan = SelfServePlans.find((candidate) =>
    items.some((item) => item.price.id === config.priceIds[candidate]),
  );
  if (!plan) return { plan: 'Free', expires: null };
  const periodEnds = items.map((item) => item.current_period_end).filter((end) => end > 0);
  const end = periodEnds.length > 0 ? Math.max(...periodEnds) : null;
  return { plan, expires: end === null ? null : new Date(end * 1000) };
}

/** The user a Stripe event is about: by the checkout's reference, else by the stored customer. */
async function userOfEvent(
  ctx: AppContext,
  reference: string | null | undefined,
  customerId: string | null,
): Promise<string | null> {
  if (reference && UUID.test(reference)) {
    const [user] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(sql`${users.id} = ${reference} and ${users.deletedAt} is null`);
    if (user) return user.id;
  }
  if (!customerId) return null;
  const [row] = await ctx.db
    .select({ userId: userBilling.userId })
    .from(userBilling)
    .innerJoin(users, eq(users.id, userBilling.userId))
    .where(sql`${userBilling.stripeCustomerId} = ${customerId} and ${users.deletedAt} is null`);
  return row?.userId ?? null;
}

type HandledEvent = { userId: string; customerId: string | null; subscriptionId: string };

/** Who and which subscription an event concerns; null for events this product does not use. */
async function subjectOf(ctx: AppContext, event: Stripe.Event): Promise<HandledEvent | null> {
  if (event.type === 'checkout.session.completed') {
    const session = event.data.object;
    const subscriptionId = idOf(session.subscription);
    if (session.mode !== 'subscription' || !subscriptionId) return null;
    const customerId = idOf(session.customer);
    const userId = await userOfEvent(ctx, session.client_reference_id, customerId);
    return userId ? { userId, customerId, subscriptionId } : null;
  }
  if (
    event.type === 'customer.subscription.updated' ||
    event.type === 'customer.subscription.deleted'
  ) {
    const subscription = event.data.object;
    const customerId = idOf(subscription.customer);
    const userId = await userOfEvent(ctx, subscription.metadata.userId, customerId);
    return userId ? { userId, customerId, subscriptionId: subscription.id } : null;
  }
  return null;
}

/**
 * POST StripeWebhook: verifies Stripe's signature on the raw body (401 otherwise), then applies
 * checkout.session.completed and customer.subscription.updated/deleted once per event id.
 * Events of other kinds, or about no user of ours, are acknowledged and ignored.
 */
export async function handleStripeWebhook(
  ctx: AppContext,
  log: FastifyBaseLogger,
  rawBody: string,
  signature: string | undefined,
): Promise<{ received: true; applied: boolean }> {
  const { stripe, config } = await stripeOf(ctx);
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(
      rawBody,
      signature ?? '',
      config.webhookSecret,
      undefined,
      undefined,
      ctx.clock.now().getTime(),
    );
  } catch {
    throw new AppError(401, 'invalid_signature', Messages.invalidSignature);
  }
  const subject = await subjectOf(ctx, event);
  if (!subject) return { received: true, applied: false };
  const subscription = await callStripe(log, () =>
    stripe.subscriptions.retrieve(subject.subscriptionId),
  );
  let { plan, expires } = planOfSubscription(config, subscription);
  const customerOfSubscription = subject.customerId ?? idOf(subscription.customer);
  if (plan === 'Free' && customerOfSubscription) {
    // A late event about an ended subscription must not undo one the customer pays for now.
    const others = await callStripe(log, () =>
      stripe.subscriptions.list({ customer: customerOfSubscription, limit: 100 }),
    );
    const live = others.data
      .map((other) => planOfSubscription(config, other))
      .filter((candidate) => candidate.plan !== 'Free')
      .sort((a, b) => (b.expires?.getTime() ?? Infinity) - (a.expires?.getTime() ?? Infinity));
    if (live[0]) ({ plan, expires } = live[0]);
  }
  const applied = await inTransaction(ctx, async (tx, events) => {
    const isNew = await recordBillingEvent(tx, {
      id: event.id,
      userId: subject.userId,
      plan,
      receivedAt: ctx.clock.now(),
    });
    if (!isNew) return false;
    const customerId = customerOfSubscription;
    if (customerId)
      await tx
        .insert(userBilling)
        .values({ userId: subject.userId, stripeCustomerId: customerId })
        .onConflictDoUpdate({
          target: userBilling.userId,
          // The customer stored at checkout stays: it holds every subscription of the user.
          set: {
            stripeCustomerId: sql`coalesce(${userBilling.stripeCustomerId}, excluded.stripe_customer_id)`,
          },
        });
    await writePlan(tx, subject.userId, plan, expires);
    await recordPlanChange(ctx, { tx, events }, subject.userId);
    return true;
  });
  return { received: true, applied };
}
