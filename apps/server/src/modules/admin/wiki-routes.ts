/** Wiki calls under /api/admin (spec §7): the public read, and categories and questions for admins. */
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
import { routeTable } from '../../lib/route-table.ts';

export const registerWikiRoutes: ModuleRegistrar = (fastify, ctx, guards) => {
  const route = routeTable(fastify, { tags: ['wiki'], guards, access: { roles: ['Admin'] } });

  route.get(
    '/api/admin/GetQuestionsAndAnswersFromWiki',
    {
      description: 'The wiki guide (public): categories and questions, optionally searched',
      querystring: ZWikiQuery,
      response: { 200: ZWikiReply },
      access: 'public',
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      return getWiki(ctx.db, request.query);
    },
  );

  route.post(
    '/api/admin/AddWikiCategory',
    {
      description: 'Add a wiki category',
      body: ZAddWikiCategoryRequest,
      response: { 200: ZWikiCategory },
    },
    async (request) => addWikiCategory(ctx.db, currentUser(request), request.body.name),
  );

  route.post(
    '/api/admin/EditWikiCategory',
    {
      description: 'Rename a wiki category',
      body: ZEditWikiCategoryRequest,
      response: { 200: ZWikiCategory },
      errors: { 404: true },
    },
    async (request) =>
      editWikiCategory(ctx.db, currentUser(request), request.body.id, request.body.name),
  );

  route.post(
    '/api/admin/RemoveWikiCategory',
    {
      description: 'Remove an empty wiki category (409 while it holds questions)',
      body: ZRemoveWikiCategoryRequest,
      response: { 200: z.literal(true) },
      errors: { 404: true, 409: true },
    },
    async (request) => {
      await removeWikiCategory(ctx.db, currentUser(request), request.body.id);
      return true as const;
    },
  );

  route.post(
    '/api/admin/AddQuestionAndAnswerToWiki',
    {
      description: 'Add a question with its Markdown answer',
      body: ZAddWikiEntryRequest,
      response: { 200: ZWikiEntry },
    },
    async (request) => addWikiEntry(ctx.db, ctx.clock, currentUser(request), request.body),
  );

  route.put(
    '/api/admin/EditQuestionAndAnswerToWiki',
    {
      description: 'Change a question, its answer or its category',
      body: ZEditWikiEntryRequest,
      response: { 200: ZWikiEntry },
      errors: { 404: true },
    },
    async (request) => editWikiEntry(ctx.db, ctx.clock, currentUser(request), request.body),
  );

  route.delete(
    '/api/admin/DeleteQuestionAndAnswerFromWiki',
    {
      description: 'Delete a question',
      querystring: ZWikiIdQuery,
      response: { 200: z.literal(true) },
      errors: { 404: true },
    },
    async (request) => {
      await deleteWikiEntry(ctx.db, currentUser(request), request.query.id);
      return true as const;
    },
  );
};
