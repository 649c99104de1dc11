/** /api/tender calls that create, read, edit and list tenders (spec §7). */
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  ZCreateTenderReply,
  ZMyTendersPage,
  ZMyTendersQuery,
  ZTender,
  ZTenderAuditEntry,
  ZTenderDraftParameters,
} from '@tendermark/shared';
import { currentUser } from '../../lib/auth.ts';
import { routeTable, zQueryFlag } from '../../lib/route-table.ts';
import type { ModuleRegistrar } from '../../context.ts';
import { loadTenderForOwner } from './access.ts';
import { readChangeLog } from './change-log.ts';
import { tenderReplyText } from './reply-cache.ts';
import { createTender, defaultTenderDto, duplicateTender } from './create-service.ts';
import { listMyTenders, myLastOpenTender } from './list-service.ts';
import { zQueryId, ZTenderIdQuery } from './query-schemas.ts';
import { updateTender } from './update-service.ts';

export const registerTenderEditRoutes: ModuleRegistrar = (app, ctx, guards) => {
  const route = routeTable(app, { tags: ['tender'], guards, access: 'signedIn' });

  route.post(
    '/api/tender/CreateNewTenderId',
    {
      description: 'Create a draft with defaults (demo=true: a prefilled demo auction)',
      querystring: z.object({ demo: zQueryFlag(false) }),
      response: { 200: ZCreateTenderReply },
    },
    async (request) => ({
      tenderId: await createTender(ctx, currentUser(request).id, { demo: request.query.demo }),
    }),
  );

  route.get(
    '/api/tender/TenderDtoWithDefaults',
    { description: 'A new tender with defaults, not stored', response: { 200: ZTender } },
    async (request) => defaultTenderDto(ctx, currentUser(request).id),
  );

  route.get(
    '/api/tender/GetTender',
    {
      description: 'A tender as the caller may see it',
      querystring: z.object({ id: zQueryId }),
      response: { 200: ZTender },
      errors: {
        403: 'The caller was blocked from this auction',
        404: 'No such tender, or not visible to the caller',
      },
    },
    async (request, reply) => {
      const text = await tenderReplyText(ctx, request.query.id, currentUser(request).id);
      // Already the reply's JSON, checked against ZTender when it was written (reply-cache.ts).
      return (reply as FastifyReply).type('application/json; charset=utf-8').send(text);
    },
  );

  route.post(
    '/api/tender/UpdateTender',
    {
      description:
        "Save a draft's full parameters, complete or not (send `version` to detect concurrent edits)",
      body: ZTenderDraftParameters,
      response: { 200: ZTender },
      errors: {
        403: 'The caller is not the tender’s owner',
        404: 'No such tender',
        409: 'The tender is no longer a draft, or `version` is stale (another edit came first)',
      },
    },
    async (request) => updateTender(ctx, currentUser(request).id, request.body),
  );

  route.get(
    '/api/tender/MyLastOpenTender',
    { description: "The caller's newest draft, or null", response: { 200: ZTender.nullable() } },
    async (request) => myLastOpenTender(ctx, currentUser(request).id),
  );

  route.get(
    '/api/tender/GetMyTenders',
    {
      description: "The caller's tenders, filtered, sorted and paged",
      querystring: ZMyTendersQuery,
      response: { 200: ZMyTendersPage },
    },
    async (request) => listMyTenders(ctx, currentUser(request).id, request.query),
  );

  route.post(
    '/api/tender/DuplicateTender',
    {
      description: 'Copy a tender into a new draft ("Copy of …", fresh dates, attachments copied)',
      querystring: ZTenderIdQuery,
      response: { 200: ZCreateTenderReply },
      errors: { 403: true, 404: true },
    },
    async (request) => ({
      tenderId: await duplicateTender(ctx, currentUser(request).id, request.query.tenderId),
    }),
  );

  route.get(
    '/api/tender/GetTenderAuditLog',
    {
      description: 'Who changed what and when (owner only), newest first',
      querystring: ZTenderIdQuery,
      response: { 200: z.array(ZTenderAuditEntry) },
      errors: { 403: true, 404: true },
    },
    async (request) => {
      const tender = await loadTenderForOwner(
        ctx.db,
        request.query.tenderId,
        currentUser(request).id,
      );
      return readChangeLog(ctx.db, tender.id);
    },
  );
};
