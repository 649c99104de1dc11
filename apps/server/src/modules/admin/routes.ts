/**
 * Admin calls under /api/admin (spec §7) beyond localization and trials: users, profiles, the
 * client error log, freezing tenders and the audit log; the wiki calls live in wiki-routes.ts.
 */
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
import { routeTable } from '../../lib/route-table.ts';

export const registerAdminRoutes: ModuleRegistrar = async (fastify, ctx, guards) => {
  const route = routeTable(fastify, { tags: ['admin'], guards, access: { roles: ['Admin'] } });
  // A broken page may loop on an error: a client may log 30 a minute, the rest are refused.
  const errorLogLimit = new RateLimit(
    'client-error-log',
    { ip: { points: 30, durationSeconds: 60 } },
    ctx.rateLimitStore,
  );

  await registerWikiRoutes(fastify, ctx, guards);

  route.get(
    '/api/admin/GetUserList',
    {
      description: 'Users, newest first, with their roles; paged and searchable',
      querystring: ZPagedQuery,
      response: { 200: ZAdminUserList },
    },
    async (request) => listUsers(ctx, request.query),
  );

  route.get(
    '/api/admin/GetUserProfiles',
    {
      description: 'User and company details of users; paged and searchable',
      querystring: ZPagedQuery,
      response: { 200: ZAdminProfileList },
    },
    async (request) => listProfiles(ctx, request.query),
  );

  route.get(
    '/api/admin/GetUserOverview',
    {
      operationId: 'AdminGetUserOverview',
      description: "One user's account, profile and auctions, for the admin",
      querystring: ZUserIdQuery,
      response: { 200: ZAdminUserOverview },
      errors: { 404: true },
    },
    async (request) => getAdminUserOverview(ctx, request.query.id),
  );

  route.delete(
    '/api/admin/DeleteUserFromSystem',
    {
      description:
        'Remove a user: personal data erased, the row anonymised, their drafts deleted and open auctions canceled',
      querystring: ZDeleteUserQuery,
      response: { 200: z.literal(true) },
      errors: { 404: true },
    },
    async (request) => {
      await deleteUserFromSystem(ctx, currentUser(request), request.query.userName);
      return true as const;
    },
  );

  route.post(
    '/api/admin/SaveClientErrorLog',
    {
      description: "Log an error of the web app in a user's browser (anyone; rate-limited)",
      body: ZSaveClientErrorLogRequest,
      response: { 200: z.literal(true) },
      access: 'optional',
      bodyLimit: ClientErrorLimits.bodyBytes,
      errors: { 413: true, 429: true },
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

  route.get(
    '/api/admin/GetClientErrorLogs',
    {
      description: 'Logged client errors, newest first; filtered by text and source',
      querystring: ZClientErrorLogQuery,
      response: { 200: ZClientErrorLogList },
    },
    async (request) => listClientErrors(ctx.db, request.query),
  );

  route.post(
    '/api/admin/FreezeTender',
    {
      description: 'Freeze a tender (status FREEZE 100): bids and transitions pause',
      querystring: ZTenderIdQuery,
      response: { 200: ZFreezeReply },
      errors: { 404: true, 409: true },
    },
    async (request) => freezeTender(ctx, currentUser(request), request.query.tenderId),
  );

  route.post(
    '/api/admin/UnfreezeTender',
    {
      description: 'Unfreeze a tender: its previous status returns',
      querystring: ZTenderIdQuery,
      response: { 200: ZFreezeReply },
      errors: { 404: true, 409: true },
    },
    async (request) => unfreezeTender(ctx, currentUser(request), request.query.tenderId),
  );

  route.get(
    '/api/admin/GetAuditLog',
    {
      description: 'Admin actions, newest first, with the state before and after',
      querystring: ZAuditLogQuery,
      response: { 200: ZAuditLogList },
    },
    async (request) => listAudit(ctx.db, request.query),
  );
};
