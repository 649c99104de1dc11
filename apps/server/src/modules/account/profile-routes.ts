/**
 * Account calls around the profile: removal by mailed link (spec §7 RequestDeleteProfile,
 * DeleteProfile under /api/company), the public user overview, and the admin lists of issue
 * reports and survey answers.
 */
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
import { bearerSecurity as security, errorReplies } from './route-schemas.ts';

export const registerProfileAccountRoutes: ModuleRegistrar = (app, ctx, guards) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/company/RequestDeleteProfile',
    {
      preHandler: guards.authenticate,
      schema: {
        tags: ['company'],
        security,
        summary: 'Mail the caller a one-time link that confirms the removal of the account',
        response: { 200: z.literal(true), ...errorReplies(401) },
      },
    },
    async (request) => {
      await requestProfileDeletion(ctx, currentUser(request).id);
      return true as const;
    },
  );

  api.get(
    '/api/company/CheckDeleteProfileToken',
    {
      preHandler: guards.identify,
      schema: {
        tags: ['company'],
        summary:
          "Whether the mailed removal link still works (unused, not expired; signed in, the caller's own): 400 invalid_token otherwise",
        querystring: z.object({ token: zRequiredString }),
        response: { 200: z.literal(true), ...errorReplies(400) },
      },
    },
    async (request) => {
      await assertRemovalTokenUsable(ctx, request.query.token, request.authUser?.id);
      return true as const;
    },
  );

  api.delete(
    '/api/company/DeleteProfile',
    {
      preHandler: guards.identify,
      schema: {
        tags: ['company'],
        summary:
          "Remove the account of the mailed link: personal data erased, the user row anonymised, every session signed out (signed in, the link must be the caller's)",
        querystring: z.object({ token: zRequiredString }),
        response: { 200: z.literal(true), ...errorReplies(400) },
      },
    },
    async (request) => {
      await deleteProfile(ctx, request.query.token, request.authUser?.id);
      return true as const;
    },
  );

  api.get(
    '/api/account/GetUserOverview',
    {
      preHandler: guards.authenticate,
      schema: {
        tags: ['account'],
        security,
        summary:
          'The public profile of a user and their company, with their public auctions (the e-mail only for contacts and fellow stakeholders)',
        querystring: z.object({ id: zRequiredString }),
        response: { 200: ZUserOverview, ...errorReplies(401, 404) },
      },
    },
    async (request) => getUserOverview(ctx, currentUser(request).id, request.query.id),
  );

  api.get(
    '/api/account/GetUserOverviewList',
    {
      preHandler: guards.authenticate,
      schema: {
        tags: ['account'],
        security,
        summary:
          'The people the user works with (contacts, accepted suppliers of their auctions, buyers of auctions they took part in), by name',
        response: { 200: ZUserOverviewList, ...errorReplies(401) },
      },
    },
    async (request) => listKnownUsers(ctx, currentUser(request).id),
  );

  const adminOnly = guards.requireRole('Admin');

  api.get(
    '/api/admin/GetIssueReports',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['admin'],
        security,
        summary: 'The newest issue reports (also mailed to the admin address)',
        querystring: ZAdminListQuery,
        response: { 200: z.array(ZIssueReportRow), ...errorReplies(401, 403) },
      },
    },
    async (request) => listIssueReports(ctx, request.query.limit),
  );

  api.get(
    '/api/admin/GetSurveyAnswers',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['admin'],
        security,
        summary: 'The newest answers of the first-login survey',
        querystring: ZAdminListQuery,
        response: { 200: z.array(ZSurveyAnswerRow), ...errorReplies(401, 403) },
      },
    },
    async (request) => listSurveyAnswers(ctx, request.query.limit),
  );
};
