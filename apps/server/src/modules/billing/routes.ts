/**
 * POST /api/billing/Webhook: the payment provider's plan changes. The body is read raw so that its
 * signature (X-Billing-Signature: sha256=<hex HMAC-SHA256 of the raw body>) can be checked before
 * anything else; a bad signature and an event older than 5 minutes get 401.
 */
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BILLING_SIGNATURE_HEADER,
  Messages,
  ZBillingEvent,
  ZBillingEventReply,
} from '@tendermark/shared';
import { AppError, badRequest } from '../../lib/errors.ts';
import { validationError } from '../../plugins/validation.ts';
import { errorReplies } from '../account/route-schemas.ts';
import type { ModuleRegistrar } from '../index.ts';
import { applyBillingEvent, assertFresh, assertSignature } from './service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: string;
  }
}

export const registerBillingRoutes: ModuleRegistrar = async (app, ctx) => {
  // Encapsulated: the raw-body JSON parser applies to the webhook only.
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
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/billing/Webhook',
      {
        schema: {
          tags: ['billing'],
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
        const signature = request.headers[BILLING_SIGNATURE_HEADER];
        assertSignature(secret, rawBody, Array.isArray(signature) ? signature[0] : signature);
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
  });
};
