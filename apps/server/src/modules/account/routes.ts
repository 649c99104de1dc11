/** The account area's HTTP calls (spec §7 Auth); token, password and admin calls have files of their own. */
import { z } from 'zod';
import {
  CHALLENGE_PATH,
  Roles,
  ZChallenge,
  ZChallengeAnswer,
  zChallengePayload,
  zEmail,
  ZExternalRegisterRequest,
  ZRegisterRequest,
  ZReportIssue,
  ZUserInfo,
  zRequiredString,
  zUserName,
  zUtmParameters,
} from '@tendermark/shared';
import { currentUser } from '../../lib/auth.ts';
import { unauthorized } from '../../lib/errors.ts';
import { validationError } from '../../plugins/validation.ts';
import type { ModuleRegistrar } from '../../context.ts';
import { registerAccountAdminRoutes } from './admin-routes.ts';
import { registerExternalLoginRoutes } from './external-login-routes.ts';
import { createExternalLogins, registerExternal } from './external-logins.ts';
import { registerPasswordRoutes } from './password-routes.ts';
import { createChallenges } from './challenge.ts';
import { mayMailLink } from './mail-link-gate.ts';
import { createAccountRateLimits } from './rate-limit.ts';
import { accountTags as tags } from './route-schemas.ts';
import { activate, register, reportIssue, resendActivationTo, userExists } from './service.ts';
import { registerTokenRoutes } from './token-routes.ts';
import { loadUserInfo } from './user-info.ts';
import { routeTable } from '../../lib/route-table.ts';

export const registerAccountRoutes: ModuleRegistrar = (app, ctx, guards) => {
  // Limits live with this app instance (or in Redis), so every test app starts with fresh counters.
  const limits = createAccountRateLimits(ctx.config, ctx.rateLimitStore);
  const challenges = createChallenges(ctx);
  registerTokenRoutes(app, ctx, guards, limits, challenges);
  registerPasswordRoutes(app, ctx, guards, limits, challenges);
  registerAccountAdminRoutes(app, ctx, guards);
  registerExternalLoginRoutes(app, ctx, createExternalLogins(ctx));

  const route = routeTable(app, { tags, guards, access: 'public' });

  route.post(
    '/api/account/Register',
    {
      description:
        'Register a Free account; an activation link is mailed. With externalToken (external ' +
        'login) no password is taken, and an e-mail the provider verified needs no activation. ' +
        'After a few registrations from one address a solved challenge (altcha) is required',
      body: ZRegisterBody,
      querystring: z.object({
        tenderId: z.string().optional(),
        externalToken: z.string().max(200).optional(),
      }),
      response: { 200: z.literal(true) },
      errors: { 409: true, 429: true },
    },
    async (request) => {
      const { tenderId, externalToken } = request.query;
      await limits.registrations.consume({ ip: request.ip });
      const isChallengeRequired = await limits.registrationChallenge.isSpent({ ip: request.ip });
      await challenges.check(request.body.altcha, isChallengeRequired);
      await limits.registrationChallenge.record({ ip: request.ip });
      if (externalToken?.trim()) {
        const body = parseBody(ZExternalRegisterRequest, request.body);
        await registerExternal(ctx, externalToken.trim(), body, tenderId);
      } else {
        await register(ctx, { ...parseBody(ZRegisterRequest, request.body), tenderId });
      }
      return true as const;
    },
  );

  route.patch(
    '/api/account/Activate',
    {
      description:
        'Activate the account with the token from the activation mail (single use). While ' +
        'invitations wait for the address it answers 400 choose_password and mails a link to ' +
        'choose the password instead (whoever registered first may not be the mailbox holder)',
      querystring: z.object({ user: zUserName, token: zRequiredString }),
      response: { 200: z.literal(true) },
    },
    async (request) => {
      await activate(ctx, request.query.user, request.query.token);
      return true as const;
    },
  );

  route.post(
    '/api/account/ResendActivation',
    {
      description:
        'Mail a new activation link to an account not yet activated (the reply never tells ' +
        'whether one exists). Counted with the password-reset requests: after a few from an ' +
        'address or for a user name a solved challenge (altcha) is required',
      querystring: z.object({ username: zUserName }),
      body: ZChallengeAnswer.nullish(),
      response: { 200: z.literal(true) },
      errors: { 429: true },
    },
    async (request) => {
      const { username } = request.query;
      const mailRequest = { ip: request.ip, userName: username, altcha: request.body?.altcha };
      if (await mayMailLink(limits, challenges, limits.activationMails, mailRequest))
        await resendActivationTo(ctx, username);
      return true as const;
    },
  );

  route.get(
    '/api/account/UserInfo',
    {
      description: "The signed-in user's roles, subscription and profile state",
      response: { 200: ZUserInfo },
      access: 'signedIn',
    },
    async (request) => {
      const info = await loadUserInfo(ctx, currentUser(request).id);
      if (!info) throw unauthorized();
      return info;
    },
  );

  route.post(
    '/api/account/UserExistsInSystem',
    {
      description:
        'Whether a user with this user name (e-mail) is registered. Look-ups are throttled per ' +
        'address: past a threshold each needs a solved challenge (altcha), past a ceiling 429',
      querystring: z.object({ user: zUserName }),
      body: ZChallengeAnswer.nullish(),
      response: { 200: z.boolean() },
      errors: { 429: true },
    },
    async (request) => {
      await limits.lookupCeiling.consume({ ip: request.ip });
      const isChallengeRequired = await limits.lookups.isSpent({ ip: request.ip });
      await challenges.check(request.body?.altcha, isChallengeRequired);
      await limits.lookups.record({ ip: request.ip });
      return userExists(ctx, request.query.user);
    },
  );

  route.get(
    CHALLENGE_PATH,
    {
      description:
        'A proof-of-work challenge (ALTCHA) to solve when a call answered challenge_required; ' +
        'its solution goes into that call as `altcha`, once',
      response: { 200: ZChallenge },
    },
    async (request, reply) => {
      // Never refused: an address past its ceilings (challenges fetched, failed logins) gets
      // costlier challenges, so that nobody sharing it is locked out of logging in.
      const address = { ip: request.ip };
      await limits.challenges.record(address);
      const isHarder =
        (await limits.challenges.isSpent(address)) ||
        (await limits.loginFailureCeiling.isSpent(address));
      void reply.header('Cache-Control', 'no-store');
      return challenges.issue({ isHarder });
    },
  );

  route.get(
    '/api/account/Roles',
    { description: 'All roles', response: { 200: z.array(z.enum(Roles)) } },
    async () => [...Roles],
  );

  route.post(
    '/api/account/ReportIssue',
    {
      description: 'Send an issue report to the administrators',
      body: ZReportIssue,
      response: { 200: z.literal(true) },
      access: 'optional',
      errors: { 429: true },
    },
    async (request) => {
      await limits.issueReports.consume({ ip: request.ip });
      await reportIssue(ctx, request.body, request.authUser?.userName);
      return true as const;
    },
  );
};

/**
 * Register's body takes both forms, so the route accepts their union of fields and the handler
 * applies the one that the query selects (a password only without externalToken).
 */
const ZRegisterBody = z.object({
  email: zEmail,
  password: z.string().optional(),
  confirmPassword: z.string().optional(),
  subscribeForNewsletter: z.boolean().optional().default(false),
  registerUTMParameters: zUtmParameters,
  altcha: zChallengePayload,
});

function parseBody<Schema extends z.ZodType>(schema: Schema, body: unknown): z.output<Schema> {
  const result = schema.safeParse(body);
  if (!result.success) throw validationError(result.error);
  return result.data;
}
