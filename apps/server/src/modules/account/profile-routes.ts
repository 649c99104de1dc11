/**
 * Account calls around the profile: removal by mailed link (spec §7 RequestDeleteProfile,
 * DeleteProfile under /api/company), the public user overview, and the admin lists of issue
 * reports and survey answers.
 */
import { z } from 'zod';
import {
  ZAdminListQuery,
  ZIssueReportRow,
  ZSurveyAnswerRow,
  ZUserOverview,
  ZUserOverviewList,
  zRequiredString,
} from '@tendermark/shared';
import { currentUser } from '../../lib/auth.ts';
import type { ModuleRegistrar } from '../../context.ts';
import { listIssueReports, listSurveyAnswers } from './admin-lists-service.ts';
import { getUserOverview, listKnownUsers } from './overview-service.ts';
import {
  assertRemovalTokenUsable,
  deleteProfile,
  requestProfileDeletion,
} from './removal-service.ts';
import { routeTable } from '../../lib/route-table.ts';

export const registerProfileAccountRoutes: ModuleRegistrar = (app, ctx, guards) => {
  const route = routeTable(app, { tags: ['company'], guards, access: 'signedIn' });

  route.post(
    '/api/company/RequestDeleteProfile',
    {
      tags: ['company'],
      description: 'Mail the caller a one-time link that confirms the removal of the account',
      response: { 200: z.literal(true) },
    },
    async (request) => {
      await requestProfileDeletion(ctx, currentUser(request).id);
      return true as const;
    },
  );

  route.get(
    '/api/company/CheckDeleteProfileToken',
    {
      tags: ['company'],
      description:
        "Whether the mailed removal link still works (unused, not expired; signed in, the caller's own): 400 invalid_token otherwise",
      querystring: z.object({ token: zRequiredString }),
      response: { 200: z.literal(true) },
      access: 'optional',
    },
    async (request) => {
      await assertRemovalTokenUsable(ctx, request.query.token, request.authUser?.id);
      return true as const;
    },
  );

  route.delete(
    '/api/company/DeleteProfile',
    {
      tags: ['company'],
      description:
        "Remove the account of the mailed link: personal data erased, the user row anonymised, every session signed out (signed in, the link must be the caller's)",
      querystring: z.object({ token: zRequiredString }),
      response: { 200: z.literal(true) },
      access: 'optional',
    },
    async (request) => {
      await deleteProfile(ctx, request.query.token, request.authUser?.id);
      return true as const;
    },
  );

  route.get(
    '/api/account/GetUserOverview',
    {
      tags: ['account'],
      description:
        'The public profile of a user and their company, with their public auctions (the e-mail only for contacts and fellow stakeholders)',
      querystring: z.object({ id: zRequiredString }),
      response: { 200: ZUserOverview },
      errors: { 404: true },
    },
    async (request) => getUserOverview(ctx, currentUser(request).id, request.query.id),
  );

  route.get(
    '/api/account/GetUserOverviewList',
    {
      tags: ['account'],
      description:
        'The people the user works with (contacts, accepted suppliers of their auctions, buyers of auctions they took part in), by name',
      response: { 200: ZUserOverviewList },
    },
    async (request) => listKnownUsers(ctx, currentUser(request).id),
  );

  route.get(
    '/api/admin/GetIssueReports',
    {
      tags: ['admin'],
      description: 'The newest issue reports (also mailed to the admin address)',
      querystring: ZAdminListQuery,
      response: { 200: z.array(ZIssueReportRow) },
      access: { roles: ['Admin'] },
    },
    async (request) => listIssueReports(ctx, request.query.limit),
  );

  route.get(
    '/api/admin/GetSurveyAnswers',
    {
      tags: ['admin'],
      description: 'The newest answers of the first-login survey',
      querystring: ZAdminListQuery,
      response: { 200: z.array(ZSurveyAnswerRow) },
      access: { roles: ['Admin'] },
    },
    async (request) => listSurveyAnswers(ctx, request.query.limit),
  );
};
