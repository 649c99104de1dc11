/** /api/settings profile calls (spec §7): user and company details, contact e-mail activation, survey. */
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
import type { ModuleRegistrar } from '../../context.ts';
import {
  activateContactEmail,
  getUserDetails,
  updateCompanyDetails,
  updateUserDetails,
} from './profile-service.ts';
import { saveSurvey } from './survey-service.ts';
import { routeTable, zQueryFlag } from '../../lib/route-table.ts';

export const registerProfileRoutes: ModuleRegistrar = (app, ctx, guards) => {
  const route = routeTable(app, { tags: ['settings'], guards, access: 'signedIn' });

  route.get(
    '/api/settings/GetUserDetails',
    {
      description: "The caller's user details, company and addresses",
      response: { 200: ZUserDetails },
    },
    async (request) => getUserDetails(ctx, currentUser(request).id),
  );

  route.put(
    '/api/settings/UpdateUserDetails',
    {
      description:
        "Save the caller's user details (and own address); a new contact e-mail is used once its mailed link is followed (pendingEmail)",
      body: ZUpdateUserDetails,
      response: { 200: ZUserDetails },
    },
    async (request) => updateUserDetails(ctx, currentUser(request).id, request.body),
  );

  route.put(
    '/api/settings/UpdateCompanyDetails',
    {
      description: "Save the caller's company details (created on the first save)",
      body: ZUpdateCompanyDetails,
      response: { 200: ZUserDetails },
    },
    async (request) => updateCompanyDetails(ctx, currentUser(request).id, request.body),
  );

  route.get(
    '/api/settings/ActivateContactEmail',
    {
      description: 'Confirm a new contact e-mail with the token of its mailed link (single use)',
      querystring: z.object({ user: zUserName, token: zRequiredString }),
      response: { 200: z.literal(true) },
      access: 'public',
    },
    async (request) => {
      await activateContactEmail(ctx, request.query.user, request.query.token);
      return true as const;
    },
  );

  route.post(
    '/api/settings/SaveSurvey',
    {
      description:
        'Answer the first-login survey (surveyAnswer=true, with the answers) or skip it (false); it is not shown again',
      querystring: z.object({ surveyAnswer: zQueryFlag(true) }),
      body: ZSurvey.nullish(),
      response: { 200: z.literal(true) },
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
