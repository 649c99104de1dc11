/** POST /token (password and refresh_token grants, throttled) and POST /api/account/Logout. */
import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  CHALLENGE_REQUIRED,
  ZLogoutRequest,
  ZOAuthErrorReply,
  ZTokenReply,
  ZTokenRequest,
} from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import { currentUser, type Guards } from '../../lib/auth.ts';
import { AppError } from '../../lib/errors.ts';
import type { Challenges } from './challenge.ts';
import { loginKeys, renewalFailureDelayMs, type AccountRateLimits } from './rate-limit.ts';
import { accountTags } from './route-schemas.ts';
import { grantTokens, logout, OAuthError } from './session-service.ts';
import { routeTable } from '../../lib/route-table.ts';

export function registerTokenRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  guards: Guards,
  limits: AccountRateLimits,
  challenges: Challenges,
): void {
  const route = routeTable(app, { tags: accountTags, guards, access: 'public' });

  route.post(
    '/token',
    {
      tags: accountTags,
      description: 'Log in (grant_type=password) or renew the session (grant_type=refresh_token)',
      consumes: ['application/x-www-form-urlencoded', 'application/json'],
      // A request without a body arrives as null: it gets the unsupported_grant_type answer.
      body: ZTokenRequest.nullish(),
      response: { 200: ZTokenReply, 400: ZOAuthErrorReply },
    },
    async (request, reply) => {
      const grant = request.body ?? {};
      if (grant.grant_type === 'refresh_token') {
        try {
          return await grantTokens(ctx, grant);
        } catch (error) {
          if (!(error instanceof OAuthError)) throw error;
          // A valid refresh token is proof enough and is never held back; failures from an
          // address that keeps failing are answered slowly, to make guessing slower still.
          const failures = await limits.failedRenewals.record({ ip: request.ip });
          await delay(renewalFailureDelayMs(failures, ctx.config.rateLimitTokenPerMinute));
          return reply.status(400).send(error.toReply());
        }
      }
      if (grant.grant_type !== 'password') {
        // An unsupported grant guesses nothing: answered as it is, without counting.
        try {
          return await grantTokens(ctx, grant);
        } catch (error) {
          if (!(error instanceof OAuthError)) throw error;
          return reply.status(400).send(error.toReply());
        }
      }

      const keys = loginKeys(request.ip, grant.userName);
      try {
        await challenges.check(grant.altcha, await limits.loginFailures.isSpent(keys));
        const tokens = await grantTokens(ctx, grant);
        // The right password ends the pair's count; the address's and the user name's go on, so
        // that an attacker with an account of their own cannot reset them.
        await limits.loginFailures.clear({ pair: keys.pair });
        return tokens;
      } catch (error) {
        if (error instanceof AppError && error.code === CHALLENGE_REQUIRED)
          return reply.status(400).send(oauthReply(error));
        if (!(error instanceof OAuthError)) throw error;
        // Only wrong credentials count; malformed requests guess nothing.
        if (error.oauthCode === 'invalid_grant')
          await Promise.all([
            limits.loginFailures.record(keys),
            limits.loginFailureCeiling.record({ ip: request.ip }),
          ]);
        return reply.status(400).send(error.toReply());
      }
    },
  );

  route.post(
    '/api/account/Logout',
    {
      tags: accountTags,
      description: 'End the session of the given refresh token, or all sessions without one',
      // Form-encoded as well, as /token takes the refresh token it revokes.
      consumes: ['application/json', 'application/x-www-form-urlencoded'],
      body: ZLogoutRequest,
      response: { 200: z.literal(true) },
      access: 'signedIn',
    },
    async (request) => {
      await logout(ctx, currentUser(request).id, request.body?.refresh_token);
      return true as const;
    },
  );
}

/** The challenge_required reply in the OAuth2 error shape of /token's other refusals. */
const oauthReply = (error: AppError) => ({
  error: error.code,
  error_description: error.message,
  message: error.message,
});
