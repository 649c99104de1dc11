/** The account area's HTTP calls (spec §7 Auth); token, password and admin calls have files of their own. */
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  Roles,
  ZExternalLogin,
  ZRegisterRequest,
  ZReportIssue,
  ZUserInfo,
  zRequiredString,
  zUserName,
} from '@tendermark/shared';
import { currentUser } from '../../lib/auth.ts';
import { unauthorized } from '../../lib/errors.ts';
import type { ModuleRegistrar } from '../index.ts';
import { registerAccountAdminRoutes } from './admin-routes.ts';
import { checkExternalToken, listExternalLogins } from './external-logins.ts';
import { registerPasswordRoutes } from './password-routes.ts';
import { createAccountRateLimits } from './rate-limit.ts';
import { accountTags as tags, bearerSecurity, errorReplies } from './route-schemas.ts';
import { activate, register, reportIssue, userExists } from './service.ts';
import { registerTokenRoutes } from './token-routes.ts';
import { loadUserInfo } from './user-info.ts';

export const registerAccountRoutes: ModuleRegistrar = (app, ctx, guards) => {
  // Limits live with this app instance, so that every test app starts with fresh counters.
  const limits = createAccountRateLimits(ctx.config);
  registerTokenRoutes(app, ctx, guards, limits);
  registerPasswordRoutes(app, ctx, guards, limits);
  registerAccountAdminRoutes(app, ctx, guards);

  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/account/Register',
    {
      schema: {
        tags,
        summary: 'Register a Free account; an activation link is mailed',
        body: ZRegisterRequest,
        querystring: z.object({
          tenderId: z.string().optional(),
          externalToken: z.string().optional(),
        }),
        response: { 200: z.literal(true), ...errorReplies(400, 409) },
      },
    },
    async (request) => {
      await register(ctx, { ...request.body, tenderId: request.query.tenderId });
      return true as const;
    },
  );

  api.patch(
    '/api/account/Activate',
    {
      schema: {
        tags,
        summary: 'Activate the account with the token from the activation mail (single use)',
        querystring: z.object({ user: zUserName, token: zRequiredString }),
        response: { 200: z.literal(true), ...errorReplies(400) },
      },
    },
    async (request) => {
      await activate(ctx, request.query.user, request.query.token);
      return true as const;
    },
  );

  api.get(
    '/api/account/UserInfo',
    {
      preHandler: guards.authenticate,
      schema: {
        tags,
        summary: "The signed-in user's roles, subscription and profile state",
        security: bearerSecurity,
        response: { 200: ZUserInfo, ...errorReplies(401) },
      },
    },
    async (request) => {
      const info = await loadUserInfo(ctx, currentUser(request).id);
      if (!info) throw unauthorized();
      return info;
    },
  );

  api.post(
    '/api/account/UserExistsInSystem',
    {
      schema: {
        tags,
        summary: 'Whether a user with this user name (e-mail) is registered',
        querystring: z.object({ user: zUserName }),
        response: { 200: z.boolean(), ...errorReplies(400) },
      },
    },
    async (request) => userExists(ctx, request.query.user),
  );

  api.get(
    '/api/account/ExternalLogins',
    {
      schema: {
        tags,
        summary: 'External login providers (none configured)',
        response: { 200: z.array(ZExternalLogin) },
      },
    },
    async () => listExternalLogins(),
  );

  api.post(
    '/api/account/CheckExternalToken',
    {
      schema: {
        tags,
        summary: 'Log in with an external provider token (not available)',
        response: { ...errorReplies(400) },
      },
    },
    async () => checkExternalToken(),
  );

  api.get(
    '/api/account/Roles',
    { schema: { tags, summary: 'All roles', response: { 200: z.array(z.enum(Roles)) } } },
    async () => [...Roles],
  );

  api.post(
    '/api/account/ReportIssue',
    {
      preHandler: guards.identify,
      schema: {
        tags,
        summary: 'Send an issue report to the administrators',
        body: ZReportIssue,
        response: { 200: z.literal(true), ...errorReplies(400, 429) },
      },
    },
    async (request) => {
      await limits.issueReports.consume({ ip: request.ip });
      await reportIssue(ctx, request.body, request.authUser?.userName);
      return true as const;
    },
  );
};
