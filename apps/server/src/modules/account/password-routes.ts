/** Password calls: ChangePassword, RequestResetPassword, CheckToken and ResetPassword. */
import type { FastifyInstance } from 'fastify';
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
import { accountTags } from './route-schemas.ts';
import { routeTable } from '../../lib/route-table.ts';

export function registerPasswordRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  guards: Guards,
  limits: AccountRateLimits,
  challenges: Challenges,
): void {
  const route = routeTable(app, { tags: accountTags, guards, access: 'public' });

  route.post(
    '/api/account/ChangePassword',
    {
      description: 'Change the password; other sessions are signed out',
      body: ZChangePasswordRequest,
      response: { 200: z.literal(true) },
      access: 'signedIn',
    },
    async (request) => {
      await changePassword(ctx, currentUser(request), request.body);
      return true as const;
    },
  );

  route.post(
    '/api/account/RequestResetPassword',
    {
      description:
        'Mail a password-reset link (the reply never tells whether the user exists). After a ' +
        'few requests from an address or for a user name a solved challenge (altcha) is required',
      querystring: z.object({ username: zUserName }),
      body: ZChallengeAnswer.nullish(),
      response: { 200: z.literal(true) },
      errors: { 429: true },
    },
    async (request) => {
      const { username } = request.query;
      const mailRequest = { ip: request.ip, userName: username, altcha: request.body?.altcha };
      if (await mayMailLink(limits, challenges, limits.passwordResetMails, mailRequest))
        await requestPasswordReset(ctx, username);
      return true as const;
    },
  );

  route.post(
    '/api/account/CheckToken',
    {
      description: 'Whether a password-reset token is still usable',
      querystring: z.object({ token: zRequiredString }),
      response: { 200: z.literal(true) },
    },
    async (request) => {
      await assertResetTokenUsable(ctx, request.query.token);
      return true as const;
    },
  );

  route.post(
    '/api/account/ResetPassword',
    {
      description: 'Set a new password with the token from the reset mail (single use)',
      body: ZResetPasswordRequest,
      response: { 200: z.literal(true) },
    },
    async (request) => {
      await resetPassword(ctx, request.body);
      return true as const;
    },
  );
}
