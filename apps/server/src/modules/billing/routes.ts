/**
 * Billing: the plans page (GetPlans, public), the self-serve trial, Stripe's checkout and customer
 * portal, and the two provider webhooks. The webhooks read the body raw so that its signature can
 * be checked before anything else: POST /api/billing/Webhook (X-Billing-Signature: sha256=<hex
 * HMAC-SHA256 of the raw body>, events older than 5 minutes refused) and POST
 * /api/billing/StripeWebhook (Stripe-Signature, checked by the stripe library); both answer 401
 * for a bad signature.
 */
import { z } from 'zod';
import {
  BILLING_SIGNATURE_HEADER,
  Messages,
  ZBillingEvent,
  ZBillingEventReply,
  ZBillingRedirect,
  ZCheckoutRequest,
  ZPlansReply,
  ZStartTrialReply,
  ZStripeWebhookReply,
} from '@tendermark/shared';
import { bearerToken, currentUser } from '../../lib/auth.ts';
import { AppError, badRequest, unauthorized } from '../../lib/errors.ts';
import { validationError } from '../../plugins/validation.ts';
import type { ModuleRegistrar } from '../../context.ts';
import { getPlans, startTrial } from './plans.ts';
import { applyBillingEvent, assertFresh, assertSignature } from './service.ts';
import { createCheckoutSession, createPortalSession, handleStripeWebhook } from './stripe.ts';
import { routeTable } from '../../lib/route-table.ts';

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: string;
  }
}

/** For the docs: the part of a Stripe event (https://docs.stripe.com/api/events/object) read here. */
const ZStripeEvent = z
  .looseObject({
    id: z.string(),
    object: z.literal('event'),
    type: z.string().describe('checkout.session.completed, customer.subscription.updated, …'),
    data: z.looseObject({ object: z.looseObject({}) }),
  })
  .describe('A Stripe event, as Stripe sends and signs it');

const firstHeader = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value[0] : value;

export const registerBillingRoutes: ModuleRegistrar = async (app, ctx, guards) => {
  const tags = ['billing'];
  const route = routeTable(app, { tags, guards, access: 'signedIn' });

  route.get(
    '/api/billing/GetPlans',
    {
      description:
        'The plans (Free, BusinessStandard, BusinessPremium) with their monthly prices, the trial ' +
        'length and whether checkout is available; with a token, the caller’s plan, expiry and ' +
        'whether they may start the trial',
      response: { 200: ZPlansReply },
      access: 'optional',
      // A token that is sent must be valid (401 lets the web renew it); none is a visitor.
      preHandler: async (request) => {
        if (bearerToken(request) && !request.authUser) throw unauthorized();
      },
      errors: { 401: 'A token was sent and is invalid or expired (without one: a visitor)' },
    },
    async (request) => getPlans(ctx, request.authUser?.id),
  );

  route.post(
    '/api/billing/StartTrial',
    {
      description:
        'A Free user starts their one trial of BusinessStandard (30 days); pushes billingUpdate',
      response: { 200: ZStartTrialReply },
      errors: { 409: true },
    },
    async (request) => startTrial(ctx, currentUser(request).id),
  );

  route.post(
    '/api/billing/CreateCheckoutSession',
    {
      description:
        'A Stripe Checkout Session subscribing the caller to a Business plan; the reply’s url is ' +
        'where to send the browser (404 when Stripe is not configured)',
      body: ZCheckoutRequest,
      response: { 200: ZBillingRedirect },
      errors: { 404: true, 409: true, 502: true },
    },
    async (request) =>
      createCheckoutSession(ctx, request.log, currentUser(request).id, request.body.plan),
  );

  route.post(
    '/api/billing/CreatePortalSession',
    {
      description:
        'A Stripe customer portal session (cancel, change plan, card) for a caller who has ' +
        'subscribed; the reply’s url is where to send the browser',
      response: { 200: ZBillingRedirect },
      errors: { 404: true, 409: true, 502: true },
    },
    async (request) => createPortalSession(ctx, request.log, currentUser(request).id),
  );

  // Encapsulated: the raw-body JSON parser applies to the webhooks only.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (request, body, done) => {
        request.rawBody = body as string;
        done(null, body);
      },
    );
    const raw = routeTable(scope, { tags, access: 'public' });
    raw.post(
      '/api/billing/Webhook',
      {
        description:
          "The payment provider sets a user's plan and its end (signed: X-Billing-Signature = sha256=<hex HMAC-SHA256 of the raw body with BILLING_WEBHOOK_SECRET>); pushes billingUpdate",
        rawBody: { schema: ZBillingEvent },
        response: { 200: ZBillingEventReply },
        errors: {
          400: 'The body is not a valid billing event, or the event is too old',
          401: 'The signature is missing or wrong',
          404: 'Billing is not configured',
        },
      },
      async (request) => {
        const secret = ctx.config.billingWebhookSecret;
        if (!secret)
          throw new AppError(404, 'billing_not_configured', Messages.billingNotConfigured);
        const rawBody = request.rawBody ?? '';
        assertSignature(secret, rawBody, firstHeader(request.headers[BILLING_SIGNATURE_HEADER]));
        let json: unknown;
        try {
          json = JSON.parse(rawBody);
        } catch {
          throw badRequest('The body is not valid JSON', 'validation_error');
        }
        const parsed = ZBillingEvent.safeParse(json);
        if (!parsed.success) throw validationError(parsed.error);
        assertFresh(parsed.data, ctx.clock.now());
        return applyBillingEvent(ctx, parsed.data);
      },
    );
    raw.post(
      '/api/billing/StripeWebhook',
      {
        description:
          'Stripe’s events (Stripe-Signature checked with STRIPE_WEBHOOK_SECRET): ' +
          'checkout.session.completed and customer.subscription.updated/deleted set the ' +
          'user’s plan and its end once per event id and push billingUpdate; others are ignored',
        rawBody: { schema: ZStripeEvent },
        response: { 200: ZStripeWebhookReply },
        errors: {
          401: 'The Stripe-Signature is missing or wrong',
          404: 'Stripe is not configured',
          502: true,
        },
      },
      async (request) =>
        handleStripeWebhook(
          ctx,
          request.log,
          request.rawBody ?? '',
          firstHeader(request.headers['stripe-signature']),
        ),
    );
  });
};
