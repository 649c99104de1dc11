/** POST /token (password and refresh_token grants, rate limited) and POST /api/account/Logout. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZLogoutRequest, ZOAuthErrorReply, ZTokenReply, ZTokenRequest } from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import { currentUser, type Guards } from '../../lib/auth.ts';
import type { AccountRateLimits } from './rate-limit.ts';
import { accountTags, bearerSecurity, errorReplies } from './route-schemas.ts';
import { grantTokens, logout, OAuthError } from './session-service.ts';

export function registerTokenRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  guards: Guards,
  limits: AccountRateLimits,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/token',
    {
      schema: {
        tags: accountTags,
        summary: 'Log in (grant_type=password) or renew the session (grant_type=refresh_token)',
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        // A request without a body arrives as null: it gets the unsupported_grant_type answer.
        body: ZTokenRequest.nullish(),
        response: { 200: ZTokenReply, 400: ZOAuthErrorReply, ...errorReplies(429) },
      },
    },
    async (request, reply) => {
      const grant = request.body ?? {};
      const limitKeys = { ip: request.ip, userName: grant.userName?.trim() };
      const failures =
        grant.grant_type === 'refresh_token' ? limits.failedRenewals : limits.failedLogins;
      await failures.assertOpen(limitKeys);
      try {
        return await grantTokens(ctx, grant);
      } catch (error) {
        if (!(error instanceof OAuthError)) throw error;
        // Only wrong credentials count; malformed requests guess nothing.
        if (error.oauthCode === 'invalid_grant') await failures.recordFailure(limitKeys);
        return reply.status(400).send(error.toReply());
      }
    },
  );

  api.post(
    '/api/account/Logout',
    {
      preHandler: guards.authenticate,
      schema: {
        tags: accountTags,
        summary: 'End the session of the given refresh token, or all sessions without one',
        security: bearerSecurity,
        body: ZLogoutRequest,
        response: { 200: z.literal(true), ...errorReplies(400, 401) },
      },
    },
    async (request) => {
      await logout(ctx, currentUser(request).id, request.body?.refresh_token);
      return true as const;
    },
  );
}
