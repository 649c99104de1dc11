/** /api/settings profile calls (spec §7): user and company details, contact e-mail activation, survey. */
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  Messages,
  ZSurvey,
  ZUpdateCompanyDetails,
  ZUpdateUserDetails,
  ZUserDetails,
  zRequiredString,
  zUserName,
} from '@tendermark/shared';
import { currentUser } from '../../lib/auth.ts';
import { badRequest } from '../../lib/errors.ts';
import { errorReplies } from '../account/route-schemas.ts';
import type { ModuleRegistrar } from '../../context.ts';
import {
  activateContactEmail,
  getUserDetails,
  updateCompanyDetails,
  updateUserDetails,
} from './profile-service.ts';
import { saveSurvey } from './survey-service.ts';

const tags = ['settings'];
const security = [{ bearer: [] }];

export const registerProfileRoutes: ModuleRegistrar = (app, ctx, guards) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/settings/GetUserDetails',
    {
      preHandler: guards.authenticate,
      schema: {
        tags,
        security,
        summary: "The caller's user details, company and addresses",
        response: { 200: ZUserDetails, ...errorReplies(401) },
      },
    },
    async (request) => getUserDetails(ctx, currentUser(request).id),
  );

  routes.put(
    '/api/settings/UpdateUserDetails',
    {
      preHandler: guards.authenticate,
      schema: {
        tags,
        security,
        summary:
          "Save the caller's user details (and own address); a new contact e-mail is used once its mailed link is followed (pendingEmail)",
        body: ZUpdateUserDetails,
        response: { 200: ZUserDetails, ...errorReplies(400, 401) },
      },
    },
    async (request) => updateUserDetails(ctx, currentUser(request).id, request.body),
  );

  routes.put(
    '/api/settings/UpdateCompanyDetails',
    {
      preHandler: guards.authenticate,
      schema: {
        tags,
        security,
        summary: "Save the caller's company details (created on the first save)",
        body: ZUpdateCompanyDetails,
        response: { 200: ZUserDetails, ...errorReplies(400, 401) },
      },
    },
    async (request) => updateCompanyDetails(ctx, currentUser(request).id, request.body),
  );

  routes.get(
    '/api/settings/ActivateContactEmail',
    {
      schema: {
        tags,
        summary: 'Confirm a new contact e-mail with the token of its mailed link (single use)',
        querystring: z.object({ user: zUserName, token: zRequiredString }),
        response: { 200: z.literal(true), ...errorReplies(400) },
      },
    },
    async (request) => {
      await activateContactEmail(ctx, request.query.user, request.query.token);
      return true as const;
    },
  );

  routes.post(
    '/api/settings/SaveSurvey',
    {
      preHandler: guards.authenticate,
      schema: {
        tags,
        security,
        summary:
          'Answer the first-login survey (surveyAnswer=true, with the answers) or skip it (false); it is not shown again',
        querystring: z.object({ surveyAnswer: z.stringbool().default(true) }),
        body: ZSurvey.nullish(),
        response: { 200: z.literal(true), ...errorReplies(400, 401) },
      },
    },
    async (request) => {
      const answer = request.query.surveyAnswer ? request.body : undefined;
      if (request.query.surveyAnswer && !answer)
        throw badRequest(Messages.required, 'validation_error');
      await saveSurvey(ctx, currentUser(request).id, answer ?? undefined);
      return true as const;
    },
  );
};
