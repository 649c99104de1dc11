/** Wiki calls under /api/admin (spec §7): the public read, and categories and questions for admins. */
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAddWikiCategoryRequest,
  ZAddWikiEntryRequest,
  ZEditWikiCategoryRequest,
  ZEditWikiEntryRequest,
  ZRemoveWikiCategoryRequest,
  ZWikiCategory,
  ZWikiEntry,
  ZWikiIdQuery,
  ZWikiQuery,
  ZWikiReply,
} from '@tendermark/shared';
import { currentUser } from '../../lib/auth.ts';
import { bearerSecurity as security, errorReplies } from '../account/route-schemas.ts';
import type { ModuleRegistrar } from '../../context.ts';
import {
  addWikiCategory,
  addWikiEntry,
  deleteWikiEntry,
  editWikiCategory,
  editWikiEntry,
  getWiki,
  removeWikiCategory,
} from './wiki-service.ts';

const tags = ['wiki'];

export const registerWikiRoutes: ModuleRegistrar = (fastify, ctx, guards) => {
  const api = fastify.withTypeProvider<ZodTypeProvider>();
  const preHandler = guards.requireRole('Admin');

  api.get(
    '/api/admin/GetQuestionsAndAnswersFromWiki',
    {
      schema: {
        tags,
        summary: 'The wiki guide (public): categories and questions, optionally searched',
        querystring: ZWikiQuery,
        response: { 200: ZWikiReply, ...errorReplies(400) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      return getWiki(ctx.db, request.query);
    },
  );

  api.post(
    '/api/admin/AddWikiCategory',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Add a wiki category',
        body: ZAddWikiCategoryRequest,
        response: { 200: ZWikiCategory, ...errorReplies(400, 401, 403) },
      },
    },
    async (request) => addWikiCategory(ctx.db, currentUser(request), request.body.name),
  );

  api.post(
    '/api/admin/EditWikiCategory',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Rename a wiki category',
        body: ZEditWikiCategoryRequest,
        response: { 200: ZWikiCategory, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) =>
      editWikiCategory(ctx.db, currentUser(request), request.body.id, request.body.name),
  );

  api.post(
    '/api/admin/RemoveWikiCategory',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Remove an empty wiki category (409 while it holds questions)',
        body: ZRemoveWikiCategoryRequest,
        response: { 200: z.literal(true), ...errorReplies(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await removeWikiCategory(ctx.db, currentUser(request), request.body.id);
      return true as const;
    },
  );

  api.post(
    '/api/admin/AddQuestionAndAnswerToWiki',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Add a question with its Markdown answer',
        body: ZAddWikiEntryRequest,
        response: { 200: ZWikiEntry, ...errorReplies(400, 401, 403) },
      },
    },
    async (request) => addWikiEntry(ctx.db, ctx.clock, currentUser(request), request.body),
  );

  api.put(
    '/api/admin/EditQuestionAndAnswerToWiki',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Change a question, its answer or its category',
        body: ZEditWikiEntryRequest,
        response: { 200: ZWikiEntry, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => editWikiEntry(ctx.db, ctx.clock, currentUser(request), request.body),
  );

  api.delete(
    '/api/admin/DeleteQuestionAndAnswerFromWiki',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Delete a question',
        querystring: ZWikiIdQuery,
        response: { 200: z.literal(true), ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await deleteWikiEntry(ctx.db, currentUser(request), request.query.id);
      return true as const;
    },
  );
};
