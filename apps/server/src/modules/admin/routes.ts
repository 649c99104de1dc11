/**
 * Admin calls under /api/admin (spec §7) beyond localization and trials: users, profiles, the
 * client error log, freezing tenders and the audit log; the wiki calls live in wiki-routes.ts.
 */
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ClientErrorLimits,
  ZAdminProfileList,
  ZAdminUserList,
  ZAdminUserOverview,
  ZAuditLogList,
  ZAuditLogQuery,
  ZClientErrorLogList,
  ZClientErrorLogQuery,
  ZDeleteUserQuery,
  ZFreezeReply,
  ZPagedQuery,
  ZSaveClientErrorLogRequest,
  ZTenderIdQuery,
  ZUserIdQuery,
} from '@tendermark/shared';
import { currentUser } from '../../lib/auth.ts';
import { RateLimit } from '../account/rate-limit.ts';
import { bearerSecurity as security, errorReplies } from '../account/route-schemas.ts';
import type { ModuleRegistrar } from '../../context.ts';
import { listAudit } from './audit.ts';
import { listClientErrors, saveClientError } from './error-log-service.ts';
import { freezeTender, unfreezeTender } from './freeze-service.ts';
import {
  deleteUserFromSystem,
  getAdminUserOverview,
  listProfiles,
  listUsers,
} from './users-service.ts';
import { registerWikiRoutes } from './wiki-routes.ts';

const tags = ['admin'];

export const registerAdminRoutes: ModuleRegistrar = async (fastify, ctx, guards) => {
  const api = fastify.withTypeProvider<ZodTypeProvider>();
  const preHandler = guards.requireRole('Admin');
  // A broken page may loop on an error: a client may log 30 a minute, the rest are refused.
  const errorLogLimit = new RateLimit(
    'client-error-log',
    { ip: { points: 30, durationSeconds: 60 } },
    ctx.rateLimitStore,
  );

  await registerWikiRoutes(fastify, ctx, guards);

  api.get(
    '/api/admin/GetUserList',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Users, newest first, with their roles; paged and searchable',
        querystring: ZPagedQuery,
        response: { 200: ZAdminUserList, ...errorReplies(400, 401, 403) },
      },
    },
    async (request) => listUsers(ctx, request.query),
  );

  api.get(
    '/api/admin/GetUserProfiles',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'User and company details of users; paged and searchable',
        querystring: ZPagedQuery,
        response: { 200: ZAdminProfileList, ...errorReplies(400, 401, 403) },
      },
    },
    async (request) => listProfiles(ctx, request.query),
  );

  api.get(
    '/api/admin/GetUserOverview',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: "One user's account, profile and auctions, for the admin",
        querystring: ZUserIdQuery,
        response: { 200: ZAdminUserOverview, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => getAdminUserOverview(ctx, request.query.id),
  );

  api.delete(
    '/api/admin/DeleteUserFromSystem',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary:
          'Remove a user: personal data erased, the row anonymised, their drafts deleted and open auctions canceled',
        querystring: ZDeleteUserQuery,
        response: { 200: z.literal(true), ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await deleteUserFromSystem(ctx, currentUser(request), request.query.userName);
      return true as const;
    },
  );

  api.post(
    '/api/admin/SaveClientErrorLog',
    {
      preHandler: guards.identify,
      bodyLimit: ClientErrorLimits.bodyBytes,
      schema: {
        tags,
        summary: "Log an error of the web app in a user's browser (anyone; rate-limited)",
        body: ZSaveClientErrorLogRequest,
        response: { 200: z.literal(true), ...errorReplies(400, 413, 429) },
      },
    },
    async (request) => {
      await errorLogLimit.consume({ ip: request.ip });
      await saveClientError(ctx.db, ctx.clock, request.body, {
        userName: request.authUser?.userName,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      return true as const;
    },
  );

  api.get(
    '/api/admin/GetClientErrorLogs',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Logged client errors, newest first; filtered by text and source',
        querystring: ZClientErrorLogQuery,
        response: { 200: ZClientErrorLogList, ...errorReplies(400, 401, 403) },
      },
    },
    async (request) => listClientErrors(ctx.db, request.query),
  );

  api.post(
    '/api/admin/FreezeTender',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Freeze a tender (status FREEZE 100): bids and transitions pause',
        querystring: ZTenderIdQuery,
        response: { 200: ZFreezeReply, ...errorReplies(400, 401, 403, 404, 409) },
      },
    },
    async (request) => freezeTender(ctx, currentUser(request), request.query.tenderId),
  );

  api.post(
    '/api/admin/UnfreezeTender',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Unfreeze a tender: its previous status returns',
        querystring: ZTenderIdQuery,
        response: { 200: ZFreezeReply, ...errorReplies(400, 401, 403, 404, 409) },
      },
    },
    async (request) => unfreezeTender(ctx, currentUser(request), request.query.tenderId),
  );

  api.get(
    '/api/admin/GetAuditLog',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Admin actions, newest first, with the state before and after',
        querystring: ZAuditLogQuery,
        response: { 200: ZAuditLogList, ...errorReplies(400, 401, 403) },
      },
    },
    async (request) => listAudit(ctx.db, request.query),
  );
};
