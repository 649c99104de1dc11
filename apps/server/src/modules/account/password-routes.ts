/** Password calls: ChangePassword, RequestResetPassword, CheckToken and ResetPassword. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZChangePasswordRequest,
  ZChallengeAnswer,
  ZResetPasswordRequest,
  zRequiredString,
  zUserName,
} from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import { currentUser, type Guards } from '../../lib/auth.ts';
import {
  assertResetTokenUsable,
  changePassword,
  requestPasswordReset,
  resetPassword,
} from './password-service.ts';
import type { Challenges } from './challenge.ts';
import { mayMailLink } from './mail-link-gate.ts';
import type { AccountRateLimits } from './rate-limit.ts';
import { accountTags, bearerSecurity, errorReplies } from './route-schemas.ts';

export function registerPasswordRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  guards: Guards,
  limits: AccountRateLimits,
  challenges: Challenges,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = accountTags;

  api.post(
    '/api/account/ChangePassword',
    {
      preHandler: guards.authenticate,
      schema: {
        tags,
        summary: 'Change the password; other sessions are signed out',
        security: bearerSecurity,
        body: ZChangePasswordRequest,
        response: { 200: z.literal(true), ...errorReplies(400, 401) },
      },
    },
    async (request) => {
      await changePassword(ctx, currentUser(request), request.body);
      return true as const;
    },
  );

  api.post(
    '/api/account/RequestResetPassword',
    {
      schema: {
        tags,
        summary:
          'Mail a password-reset link (the reply never tells whether the user exists). After a ' +
          'few requests from an address or for a user name a solved challenge (altcha) is required',
        querystring: z.object({ username: zUserName }),
        body: ZChallengeAnswer.nullish(),
        response: { 200: z.literal(true), ...errorReplies(400, 429) },
      },
    },
    async (request) => {
      const { username } = request.query;
      const mailRequest = { ip: request.ip, userName: username, altcha: request.body?.altcha };
      if (await mayMailLink(limits, challenges, limits.passwordResetMails, mailRequest))
        await requestPasswordReset(ctx, username);
      return true as const;
    },
  );

  api.post(
    '/api/account/CheckToken',
    {
      schema: {
        tags,
        summary: 'Whether a password-reset token is still usable',
        querystring: z.object({ token: zRequiredString }),
        response: { 200: z.literal(true), ...errorReplies(400) },
      },
    },
    async (request) => {
      await assertResetTokenUsable(ctx, request.query.token);
      return true as const;
    },
  );

  api.post(
    '/api/account/ResetPassword',
    {
      schema: {
        tags,
        summary: 'Set a new password with the token from the reset mail (single use)',
        body: ZResetPasswordRequest,
        response: { 200: z.literal(true), ...errorReplies(400) },
      },
    },
    async (request) => {
      await resetPassword(ctx, request.body);
      return true as const;
    },
  );
}
