/**
 * Billing: the plans page (GetPlans, public), the self-serve trial, Stripe's checkout and customer
 * portal, and the two provider webhooks. The webhooks read the body raw so that its signature can
 * be checked before anything else: POST /api/billing/Webhook (X-Billing-Signature: sha256=<hex
 * HMAC-SHA256 of the raw body>, events older than 5 minutes refused) and POST
 * /api/billing/StripeWebhook (Stripe-Signature, checked by the stripe library); both answer 401
 * for a bad signature.
 */
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
import { AppError, badRequest } from '../../lib/errors.ts';
import { validationError } from '../../plugins/validation.ts';
import { bearerSecurity, errorReplies } from '../account/route-schemas.ts';
import type { ModuleRegistrar } from '../../context.ts';
import { getPlans, startTrial } from './plans.ts';
import { applyBillingEvent, assertFresh, assertSignature } from './service.ts';
import { createCheckoutSession, createPortalSession, handleStripeWebhook } from './stripe.ts';

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: string;
  }
}

const firstHeader = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value[0] : value;

export const registerBillingRoutes: ModuleRegistrar = async (app, ctx, guards) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['billing'];

  api.get(
    '/api/billing/GetPlans',
    {
      // A token that is sent must be valid (401 lets the web renew it); none is a visitor.
      preHandler: async (request, reply) =>
        bearerToken(request) ? guards.authenticate.call(app, request, reply) : undefined,
      schema: {
        tags,
        summary:
          'The plans (Free, BusinessStandard, BusinessPremium) with their monthly prices, the trial ' +
          'length and whether checkout is available; with a token, the caller’s plan, expiry and ' +
          'whether they may start the trial',
        response: { 200: ZPlansReply },
      },
    },
    async (request) => getPlans(ctx, request.authUser?.id),
  );

  api.post(
    '/api/billing/StartTrial',
    {
      preHandler: guards.authenticate,
      schema: {
        tags,
        summary:
          'A Free user starts their one trial of BusinessStandard (30 days); pushes billingUpdate',
        security: bearerSecurity,
        response: { 200: ZStartTrialReply, ...errorReplies(401, 409) },
      },
    },
    async (request) => startTrial(ctx, currentUser(request).id),
  );

  api.post(
    '/api/billing/CreateCheckoutSession',
    {
      preHandler: guards.authenticate,
      schema: {
        tags,
        summary:
          'A Stripe Checkout Session subscribing the caller to a Business plan; the reply’s url is ' +
          'where to send the browser (404 when Stripe is not configured)',
        security: bearerSecurity,
        body: ZCheckoutRequest,
        response: { 200: ZBillingRedirect, ...errorReplies(400, 401, 404, 409, 502) },
      },
    },
    async (request) =>
      createCheckoutSession(ctx, request.log, currentUser(request).id, request.body.plan),
  );

  api.post(
    '/api/billing/CreatePortalSession',
    {
      preHandler: guards.authenticate,
      schema: {
        tags,
        summary:
          'A Stripe customer portal session (cancel, change plan, card) for a caller who has ' +
          'subscribed; the reply’s url is where to send the browser',
        security: bearerSecurity,
        response: { 200: ZBillingRedirect, ...errorReplies(401, 404, 409, 502) },
      },
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
    const raw = scope.withTypeProvider<ZodTypeProvider>();
    raw.post(
      '/api/billing/Webhook',
      {
        schema: {
          tags,
          summary:
            "The payment provider sets a user's plan and its end (signed: X-Billing-Signature = sha256=<hex HMAC-SHA256 of the raw body with BILLING_WEBHOOK_SECRET>); pushes billingUpdate",
          response: { 200: ZBillingEventReply, ...errorReplies(400, 401, 404) },
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
        schema: {
          tags,
          summary:
            'Stripe’s events (Stripe-Signature checked with STRIPE_WEBHOOK_SECRET): ' +
            'checkout.session.completed and customer.subscription.updated/deleted set the ' +
            'user’s plan and its end once per event id and push billingUpdate; others are ignored',
          response: { 200: ZStripeWebhookReply, ...errorReplies(401, 404, 502) },
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
