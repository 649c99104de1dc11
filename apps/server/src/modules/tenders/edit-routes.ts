/** /api/tender calls that create, read, edit and list tenders (spec §7). */
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZCreateTenderReply,
  ZMyTendersPage,
  ZMyTendersQuery,
  ZTender,
  ZTenderAuditEntry,
  ZTenderParameters,
} from '@tendermark/shared';
import { currentUser } from '../../lib/auth.ts';
import type { ModuleRegistrar } from '../index.ts';
import { loadTenderForOwner, loadTenderForViewer } from './access.ts';
import { readChangeLog } from './change-log.ts';
import { createTender, defaultTenderDto, duplicateTender } from './create-service.ts';
import { listMyTenders, myLastOpenTender } from './list-service.ts';
import { bearer, zQueryId, ZTenderIdQuery } from './query-schemas.ts';
import { tenderDto } from './tender-dto.ts';
import { updateTender } from './update-service.ts';

export const registerTenderEditRoutes: ModuleRegistrar = (app, ctx, guards) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['tender'];

  routes.post(
    '/api/tender/CreateNewTenderId',
    {
      preHandler: guards.authenticate,
      schema: {
        tags,
        security: bearer,
        summary: 'Create a draft with defaults (demo=true: a prefilled demo auction)',
        querystring: z.object({ demo: z.stringbool().default(false) }),
        response: { 200: ZCreateTenderReply },
      },
    },
    async (request) => ({
      tenderId: await createTender(ctx, currentUser(request).id, { demo: request.query.demo }),
    }),
  );

  routes.get(
    '/api/tender/TenderDtoWithDefaults',
    {
      preHandler: guards.authenticate,
      schema: {
        tags,
        security: bearer,
        summary: 'A new tender with defaults, not stored',
        response: { 200: ZTender },
      },
    },
    async (request) => defaultTenderDto(ctx, currentUser(request).id),
  );

  routes.get(
    '/api/tender/GetTender',
    {
      preHandler: guards.authenticate,
      schema: {
        tags,
        security: bearer,
        summary: 'A tender as the caller may see it',
        querystring: z.object({ id: zQueryId }),
        response: { 200: ZTender },
      },
    },
    async (request) => {
      const viewerId = currentUser(request).id;
      const { tender, relation } = await loadTenderForViewer(ctx.db, request.query.id, viewerId);
      return tenderDto(ctx, tender, { id: viewerId, relation });
    },
  );

  routes.post(
    '/api/tender/UpdateTender',
    {
      preHandler: guards.authenticate,
      schema: {
        tags,
        security: bearer,
        summary: "Save a draft's full parameters (send `version` to detect concurrent edits)",
        body: ZTenderParameters,
        response: { 200: ZTender },
      },
    },
    async (request) => updateTender(ctx, currentUser(request).id, request.body),
  );

  routes.get(
    '/api/tender/MyLastOpenTender',
    {
      preHandler: guards.authenticate,
      schema: {
        tags,
        security: bearer,
        summary: "The caller's newest draft, or null",
        response: { 200: ZTender.nullable() },
      },
    },
    async (request) => myLastOpenTender(ctx, currentUser(request).id),
  );

  routes.get(
    '/api/tender/GetMyTenders',
    {
      preHandler: guards.authenticate,
      schema: {
        tags,
        security: bearer,
        summary: "The caller's tenders, filtered, sorted and paged",
        querystring: ZMyTendersQuery,
        response: { 200: ZMyTendersPage },
      },
    },
    async (request) => listMyTenders(ctx, currentUser(request).id, request.query),
  );

  routes.post(
    '/api/tender/DuplicateTender',
    {
      preHandler: guards.authenticate,
      schema: {
        tags,
        security: bearer,
        summary: 'Copy a tender into a new draft ("Copy of …", fresh dates, attachments copied)',
        querystring: ZTenderIdQuery,
        response: { 200: ZCreateTenderReply },
      },
    },
    async (request) => ({
      tenderId: await duplicateTender(ctx, currentUser(request).id, request.query.tenderId),
    }),
  );

  routes.get(
    '/api/tender/GetTenderAuditLog',
    {
      preHandler: guards.authenticate,
      schema: {
        tags,
        security: bearer,
        summary: 'Who changed what and when (owner only), newest first',
        querystring: ZTenderIdQuery,
        response: { 200: z.array(ZTenderAuditEntry) },
      },
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
